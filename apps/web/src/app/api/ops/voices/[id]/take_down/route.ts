import { ZRowIdParams } from "@store/domain/schemas/draft-app";
import { ZVoiceMoveConflict, ZVoiceMoved } from "@store/domain/schemas/voice-moderation";
import { ZVoiceTakeDown } from "@store/domain/voices/voice-input";
import { takeDownVoice } from "@/features/console/voice-moderation/server/take-down-voice";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { route } from "@/server/http/route";

/** An operator takes a published (or reported) voice off the store, with a reason. */
export const POST = route(
  {
    summary: "Takes a published or reported user voice off the store, with a reason",
    description:
      "`reason` (1 to 500 characters) is required: it is kept in the audit log and mailed to the author in their language. A voice that is not published or reported (anymore) is 409 with its status in `details.current`. The voice leaves the store and the app's rating at once.",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZRowIdParams,
    body: ZVoiceTakeDown,
    answers: [{ status: 200, description: "The voice's new status (taken_down).", schema: ZVoiceMoved }],
    errors: ["NOT_FOUND", "CONFLICT"],
    conflictDetails: ZVoiceMoveConflict,
  },
  async ({ db, principal, params, body }) => {
    const moved = await takeDownVoice(db, principal, params.id, body);
    await invalidatePublicStore([PUBLIC_TAGS.apps]);
    return moved;
  },
);
