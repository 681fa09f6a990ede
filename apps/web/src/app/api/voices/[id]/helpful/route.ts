import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZHelpfulVote } from "@store/domain/schemas/voice-feedback";
import { markVoiceHelpful } from "@/features/store/voice-feedback/server/mark-voice-helpful";
import { route } from "@/server/http/route";

// Issue 28: a signed-in user's 'helpful' vote on a published voice, given (PUT) or taken back (DELETE).

const docs = {
  tags: ["Catalog"],
  auth: "tenantUser",
  params: ZRowIdParams,
  origin: "required",
  errors: ["NOT_FOUND", "UNPROCESSABLE"],
} as const;

export const PUT = route(
  {
    ...docs,
    summary: "Marks a published user voice as helpful to the caller",
    description:
      "One vote per person and voice: voting again changes nothing. The author of the voice may not vote on it (422). A voice that is not published, or of an app that is not shown, is 404.",
    answers: [
      { status: 200, description: "The caller's vote and the voice's helpful count now.", schema: ZHelpfulVote },
    ],
  },
  ({ db, params, principal }) =>
    markVoiceHelpful(db, { voiceId: params.id, suiteUserId: principal.user.id, helpful: true }),
);

export const DELETE = route(
  {
    ...docs,
    summary: "Takes back the caller's helpful vote on a published user voice",
    description: "Taking back a vote never given changes nothing.",
    answers: [
      { status: 200, description: "The caller's vote and the voice's helpful count now.", schema: ZHelpfulVote },
    ],
  },
  ({ db, params, principal }) =>
    markVoiceHelpful(db, { voiceId: params.id, suiteUserId: principal.user.id, helpful: false }),
);
