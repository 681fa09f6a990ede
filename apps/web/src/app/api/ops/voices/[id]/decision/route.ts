import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZVoiceMoveConflict, ZVoiceMoved } from "@store/domain/schemas/voice-moderation";
import { ZVoiceDecision } from "@store/domain/voices/voice-input";
import { decideVoice } from "@/features/console/voice-moderation/server/decide-voice";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** An operator publishes a voice of the queue, or rejects a pending one with a reason. */
export const POST = route(
  {
    summary: "Publishes a user voice of the moderation queue, or rejects a pending one with a reason",
    description:
      "`decision` is `publish` (a pending or reported voice; a reason is optional and kept in the audit log) or `reject` (a pending voice; `reason`, 1 to 500 characters, is required and mailed to the author in their language). A voice no longer in a status the decision starts from (another operator decided, the author edited it) is 409 with its status in `details.current`. The move, its audit row and the mails are one transaction; the store shows a published voice at once.",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZVoiceDecision,
    answers: [{ status: 200, description: "The voice's new status.", schema: ZVoiceMoved }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZVoiceMoveConflict,
  },
  async ({ db, principal, params, body }) => {
    const moved = await decideVoice(db, principal, params.id, body);
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return moved;
  },
);
