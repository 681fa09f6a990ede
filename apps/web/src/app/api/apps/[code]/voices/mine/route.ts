import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZOwnVoice, ZOwnVoiceAnswer } from "@store/domain/schemas/own-voice";
import { ZVoiceInput } from "@store/domain/voices/voice-input";
import { NextResponse } from "next/server";
import { tenantDirectoryOf } from "@/features/store/voice-writing/server/tenant-directory";
import {
  publishedAppOrNotFound,
  readOwnVoice,
  saveOwnVoice,
  withdrawOwnVoice,
} from "@/features/store/voice-writing/server/own-voice";
import { route } from "@/server/http/route";

// The caller's own voice about an app (issue 28): one per person per app, written by a user of a
// company that has the app installed or had it within VOICE_ELIGIBILITY_DAYS.

export const GET = route(
  {
    summary: "Whether the caller may write a user voice about an app, and the one they wrote",
    description:
      "`eligibility` is decided for the caller's current company: `eligible` (the app is installed, or was uninstalled within 180 days), `neverInstalled` or `expired`. `voice` is the caller's voice in whatever status it is, or null.",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    answers: [{ status: 200, description: "The eligibility and the caller's voice.", schema: ZOwnVoiceAnswer }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, params, principal }) => {
    const app = await publishedAppOrNotFound(db, params.code);
    return readOwnVoice(db, { appId: app.id, principal });
  },
);

export const PUT = route(
  {
    summary: "Writes the caller's user voice about an app, or edits it",
    description:
      "The automatic checks run first with the names of the caller's company directory: a failed one answers 422 with `error.details.findings`; warnings are kept with the voice. A new voice, and every edit, waits for an operator (`pending`). Only a user whose current company may write about the app (see GET) may send one (403).",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    body: ZVoiceInput,
    origin: "required",
    answers: [
      { status: 201, description: "Written: the new voice.", schema: ZOwnVoice },
      { status: 200, description: "Edited: the voice, back in moderation.", schema: ZOwnVoice },
    ],
    errors: ["NOT_FOUND", "FORBIDDEN", "UNPROCESSABLE"],
  },
  async ({ db, params, body, principal, session, locale, log }) => {
    const app = await publishedAppOrNotFound(db, params.code);
    const directory = await tenantDirectoryOf(session, log);
    const { voice, created } = await saveOwnVoice(db, { appId: app.id, principal, input: body, locale, directory });
    return NextResponse.json(voice, { status: created ? 201 : 200 });
  },
);

export const DELETE = route(
  {
    summary: "Deletes the caller's user voice about an app",
    description: "The author withdraws their voice, in whatever status it is. Deleting when there is none is no error.",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    origin: "required",
    answers: [{ status: 204, description: "Deleted (or there was none)." }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, params, principal }) => {
    const app = await publishedAppOrNotFound(db, params.code);
    await withdrawOwnVoice(db, { appId: app.id, principal });
  },
);
