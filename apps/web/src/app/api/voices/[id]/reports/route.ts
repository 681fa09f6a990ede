import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZVoiceAlreadyReported, ZVoiceReported } from "@store/domain/schemas/voice-feedback";
import { ZVoiceReport } from "@store/domain/voices/voice-input";
import { NextResponse } from "next/server";
import { reportVoice } from "@/features/store/voice-feedback/server/report-voice";
import type { TVoiceReporter } from "@/features/store/voice-feedback/server/reporter-key";
import { route } from "@/server/http/route";
import { readRequestPrincipal } from "@/server/tenant-session/session";

/**
 * Issue 28: anyone reports a published voice with a reason; it goes back to the operators' queue
 * and stays shown until they decide. The reporter is the provider user or tenant user signed in,
 * else the client's address, each kept only as a keyed hash; each may send VOICE_REPORTS_RATE.
 */
export const POST = route(
  {
    summary: "Reports a published user voice to the store's operators",
    description:
      "Open to visitors. The voice moves to `reported` (still shown) and waits in the operators' queue. One report per reporter and voice: reporting it again answers 200 with `alreadyReported`. The note is required for the reason `other`. Reports are limited per reporter (a signed-in provider user or tenant user, else the client address): 5 an hour by default (429 with Retry-After beyond).",
    tags: ["Catalog"],
    optionalAuth: "providerUser",
    params: ZRowIdParams,
    body: ZVoiceReport,
    origin: "required",
    answers: [
      { status: 201, description: "Reported; the voice waits for an operator.", schema: ZVoiceReported },
      { status: 200, description: "This reporter had reported the voice already.", schema: ZVoiceAlreadyReported },
    ],
    errors: ["NOT_FOUND", "CONFLICT", "RATE_LIMITED"],
  },
  async ({ db, params, body, principal, request, client }) => {
    const tenantUser = principal ? null : await readRequestPrincipal(request);
    const reporter: TVoiceReporter = principal
      ? { kind: "providerUser", providerUserId: principal.providerUserId }
      : tenantUser
        ? { kind: "tenantUser", suiteUserId: tenantUser.user.id }
        : { kind: "address", ipAddress: client.ipAddress };
    const answer = await reportVoice(db, { voiceId: params.id, reporter, report: body });
    return NextResponse.json(answer, { status: "alreadyReported" in answer ? 200 : 201 });
  },
);
