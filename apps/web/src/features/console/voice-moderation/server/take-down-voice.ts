import "server-only";
import type { TDb } from "@store/db/client";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TVoiceMoved } from "@store/domain/schemas/voice-moderation";
import type { TVoiceTakeDown } from "@store/domain/voices/voice-input";
import { moveVoiceAsOperator } from "./move-voice";

/** POST /api/ops/voices/{id}/take_down: a published (or reported) voice leaves the store, with a reason. */
export function takeDownVoice(
  db: TDb,
  principal: TOperatorPrincipal,
  voiceId: number | null,
  body: TVoiceTakeDown,
): Promise<TVoiceMoved> {
  return moveVoiceAsOperator(db, principal, { voiceId, action: "takeDown", reason: body.reason });
}
