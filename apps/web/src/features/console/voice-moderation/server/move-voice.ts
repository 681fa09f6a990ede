import "server-only";
import type { TDb } from "@store/db/client";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import { moveVoice, type TOperatorVoiceAction } from "@store/db/queries/voice-moderation";
import { AppError } from "@store/domain/errors";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TVoiceMoved } from "@store/domain/schemas/voice-moderation";
import type { TAuditAction } from "@store/domain/schemas/audit-event";
import { enqueueVoiceMails } from "./enqueue-voice-mails";

const AUDIT_ACTION: Record<TOperatorVoiceAction, TAuditAction> = {
  publish: "voice.publish",
  reject: "voice.reject",
  takeDown: "voice.takeDown",
};

/**
 * An operator moves one voice, in one transaction: the guarded move (404 when there is no such
 * voice, 409 with its current status when it is no longer where this move starts), the audit row,
 * and the mails. The author is told of every decision in their language (when the voice has an
 * address: the seed's voices have none); the provider's users are told when a pending voice (a new
 * one or an edit) is published. Keeping a reported voice changes nothing anyone outside the console
 * saw, so it mails no one. The caller invalidates the public store after the commit.
 */
export async function moveVoiceAsOperator(
  db: TDb,
  principal: TOperatorPrincipal,
  input: {
    voiceId: number | null;
    action: TOperatorVoiceAction;
    reason: string | null;
    /** When the voice the operator read was last written: an edit since then is read first (409). */
    seenUpdatedAt?: Date;
    now?: Date;
  },
): Promise<TVoiceMoved> {
  const { voiceId, action } = input;
  if (voiceId === null) throw notFound("not a voice id");
  return db.transaction(async (tx) => {
    const now = input.now ?? new Date();
    const move = await moveVoice(tx, {
      voiceId,
      action,
      operatorId: principal.operatorId,
      reason: input.reason,
      now,
      ...(input.seenUpdatedAt ? { seenUpdatedAt: input.seenUpdatedAt } : {}),
    });
    if (move.outcome === "notFound") throw notFound(`voice ${voiceId} does not exist`);
    if (move.outcome === "edited") {
      throw new AppError("CONFLICT", `voice ${voiceId} was edited after the operator read it: cannot ${action}`, {
        userMessage: { key: "ops.voices.errors.edited" },
        details: { current: { status: move.current } },
      });
    }
    if (move.outcome === "conflict") {
      throw new AppError("CONFLICT", `voice ${voiceId} is ${move.current}: cannot ${action}`, {
        userMessage: { key: "ops.voices.errors.moved" },
        details: { current: { status: move.current } },
      });
    }
    const firstPublished = move.publishedAt.before === null && move.publishedAt.after !== null;
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: AUDIT_ACTION[action],
      subjectType: "voice",
      subjectId: voiceId,
      reason: input.reason,
      before: { status: move.voice.from, ...(firstPublished ? { publishedAt: null } : {}) },
      after: {
        status: move.voice.status,
        ...(firstPublished ? { publishedAt: move.publishedAt.after?.toISOString() } : {}),
      },
    });
    // Keeping a reported voice (reported -> published) changes nothing its author or provider saw.
    if (action !== "publish" || move.voice.from === "pending") {
      await enqueueVoiceMails(tx, { voiceId, action, reason: input.reason, decidedAt: move.voice.moderatedAt });
    }
    return { id: voiceId, status: move.voice.status };
  });
}

function notFound(message: string): AppError {
  return new AppError("NOT_FOUND", message, { userMessage: { key: "ops.voices.errors.notFound" } });
}
