import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZVoiceChecksAnswer, ZVoiceChecksRequest } from "@store/domain/schemas/own-voice";
import { tenantDirectoryOf } from "@/features/store/voice-writing/server/tenant-directory";
import { checkVoiceDraft, publishedAppOrNotFound } from "@/features/store/voice-writing/server/own-voice";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { route } from "@/server/http/route";

/** Issue 28: the automatic checks of a voice being written, asked for by the form as the author types. */
export const POST = route(
  {
    summary: "Runs the automatic checks of a user voice being written",
    description:
      "Personal data (e-mail addresses, phone numbers, names from the caller's company directory), links, abusive words and lengths, the same checks that writing the voice (…/voices/mine) runs; texts may be empty and the rating absent. Nothing is stored. Limited per user.",
    tags: ["Catalog"],
    auth: "tenantUser",
    params: ZAppCodeParams,
    body: ZVoiceChecksRequest,
    origin: "required",
    answers: [{ status: 200, description: "The findings; empty when nothing was found.", schema: ZVoiceChecksAnswer }],
    errors: ["NOT_FOUND", "RATE_LIMITED"],
  },
  async ({ db, params, body, principal, session, log }) => {
    await enforceRateLimit(db, "voiceChecksPerUser", principal.user.id);
    await publishedAppOrNotFound(db, params.code);
    const directory = await tenantDirectoryOf(session, log);
    return { findings: checkVoiceDraft(body, directory.names) };
  },
);
