import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  findProviderWebhook,
  findWebhookDelivery,
  insertWebhookDelivery,
  listWebhookTargets,
  recordWebhookAttempt,
  type TWebhookDelivery,
} from "@store/db/queries/provider-webhooks";
import type { TWebhookEventType } from "@store/db/schema/provider-webhooks";
import type { TOperationType } from "@store/domain/enums";
import { z } from "zod";
import { config } from "@/server/config";
import { defineJob, enqueueJob, type TJobContext } from "@/server/jobs";
import { postWebhook } from "./send-webhook";
import { signWebhook, webhookRetryDelayMs } from "./webhook-signature";

export const ZWebhookDeliveryPayload = z.object({
  deliveryId: z.number().int().positive(),
  /** One round of attempts: the first sending, or a resend. */
  round: z.string().min(1).max(64),
  /** The number of this attempt within its round (1 the first). */
  attempt: z.number().int().positive(),
});
export type TWebhookDeliveryPayload = z.infer<typeof ZWebhookDeliveryPayload>;

function jobKey(payload: TWebhookDeliveryPayload): string {
  return `webhook-delivery:${payload.deliveryId}:${payload.round}:${payload.attempt}`;
}

/** The headers of one attempt: the event id, the time it is sent and the signature over both. */
export function webhookHeaders(secret: string, delivery: Pick<TWebhookDelivery, "eventId">, body: string, now: Date) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    "x-store-event-id": delivery.eventId,
    "x-store-timestamp": timestamp,
    "x-store-signature": signWebhook(secret, timestamp, body),
  };
}

/**
 * One attempt of a delivery. A 2xx answer succeeds it; anything else is recorded with its status
 * or error, and the next attempt of the round is queued after the backoff, until they run out.
 */
async function deliverWebhook(db: TDb, payload: TWebhookDeliveryPayload, ctx?: TJobContext): Promise<void> {
  const delivery = await findWebhookDelivery(db, payload.deliveryId);
  if (delivery?.status !== "pending") return;
  const webhook = await findProviderWebhook(db, delivery.appProviderId);
  const now = ctx?.now() ?? new Date();
  const settings = config();
  const body = JSON.stringify(delivery.payload);
  const answer = webhook?.url
    ? await postWebhook({
        url: webhook.url,
        body,
        headers: webhookHeaders(webhook.secret, delivery, body, now),
        allowedHosts: new Set(settings.WEBHOOK_ALLOWED_HOSTS),
      })
    : ({ status: null, error: "no webhook URL is set" } as const);
  const succeeded = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const delay = succeeded ? null : webhookRetryDelayMs(payload.attempt, settings.WEBHOOK_RETRY_BASE_MS);
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay);
  const record = async (tx: TDb) => {
    await recordWebhookAttempt(tx, {
      id: delivery.id,
      status: succeeded ? "succeeded" : nextAttemptAt ? "pending" : "failed",
      responseCode: answer.status,
      error: succeeded ? null : "error" in answer ? answer.error : `answered ${answer.status}`,
      at: now,
      nextAttemptAt,
    });
    if (nextAttemptAt) {
      const next = { ...payload, attempt: payload.attempt + 1 };
      await enqueueJob(tx, webhookDeliveryJob, next, { idempotencyKey: jobKey(next), runAt: nextAttemptAt });
    }
  };
  if (ctx) await ctx.complete(record);
  else await db.transaction(record);
}

/** One attempt at a provider's lifecycle webhook; retries are queued by the attempt itself. */
export const webhookDeliveryJob = defineJob({
  kind: "providerWebhookDelivery",
  payload: ZWebhookDeliveryPayload,
  handler: (db, payload, _job, ctx) => deliverWebhook(db, payload, ctx),
  // Only a database outage fails the job itself: a failed attempt is recorded and the next queued.
  maxAttempts: 3,
});

/** Queues the first attempt of a new round of a delivery (its first sending or a resend). */
export async function enqueueDeliveryRound(db: TDb, deliveryId: number, now: Date): Promise<void> {
  const payload = { deliveryId, round: randomUUID(), attempt: 1 };
  await enqueueJob(db, webhookDeliveryJob, payload, { idempotencyKey: jobKey(payload), runAt: now });
}

/** A delivery of an event to one provider, and its first attempt queued. */
export async function createDelivery(
  db: TDb,
  event: {
    appProviderId: number;
    type: TWebhookEventType;
    app: { code: string; name: string } | null;
    tenantId: string | null;
    now: Date;
  },
): Promise<TWebhookDelivery> {
  const eventId = randomUUID();
  const delivery = await insertWebhookDelivery(db, {
    appProviderId: event.appProviderId,
    eventId,
    eventType: event.type,
    appCode: event.app?.code ?? null,
    tenantId: event.tenantId,
    payload: {
      id: eventId,
      type: event.type,
      occurredAt: event.now.toISOString(),
      app: event.app,
      tenant: event.tenantId === null ? null : { id: event.tenantId },
    },
    now: event.now,
  });
  await enqueueDeliveryRound(db, delivery.id, event.now);
  return delivery;
}

const EVENT_OF: Partial<Record<TOperationType, TWebhookEventType>> = {
  install: "installed",
  connect: "connected",
  uninstall: "uninstalled",
  disconnect: "disconnected",
};

/**
 * One delivery per app an applied operation changed whose provider set a webhook URL; called in
 * the transaction that records the operation, so an event is queued exactly when it happened.
 */
export async function enqueueLifecycleWebhooks(
  tx: TDb,
  params: { tenantId: string; operationType: TOperationType; appIds: readonly number[]; now: Date },
): Promise<void> {
  const type = EVENT_OF[params.operationType];
  if (!type) return;
  const targets = await listWebhookTargets(tx, params.appIds);
  for (const target of targets) {
    await createDelivery(tx, {
      appProviderId: target.appProviderId,
      type,
      app: { code: target.appCode, name: target.appName },
      tenantId: params.tenantId,
      now: params.now,
    });
  }
}
