import "server-only";
import type { TDb } from "@store/db/client";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TVoiceMoved } from "@store/domain/schemas/voice-moderation";
import type { TVoiceDecision } from "@store/domain/voices/voice-input";
import { moveVoiceAsOperator } from "./move-voice";

/** POST /api/ops/voices/{id}/decision: publish a voice of the queue, or reject a pending one with a reason. */
export function decideVoice(
  db: TDb,
  principal: TOperatorPrincipal,
  voiceId: number | null,
  decision: TVoiceDecision,
): Promise<TVoiceMoved> {
  return moveVoiceAsOperator(db, principal, {
    voiceId,
    action: decision.decision,
    reason: "reason" in decision ? (decision.reason ?? null) : null,
    ...(decision.seenUpdatedAt ? { seenUpdatedAt: new Date(decision.seenUpdatedAt) } : {}),
  });
}
