import "server-only";
import { randomUUID } from "node:crypto";
import type { TDb } from "@store/db/client";
import type { TClaimedJob } from "@store/db/queries/jobs";
import {
  findProviderWebhook,
  findWebhookDelivery,
  findWebhookPauseNotice,
  holdWebhookDelivery,
  insertWebhookDelivery,
  listWebhookTargets,
  pauseProviderWebhook,
  recordWebhookAttempt,
  recordWebhookEndpointOutcome,
  type TWebhookDelivery,
} from "@store/db/queries/provider-webhooks";
import type { TWebhookEventType } from "@store/db/schema/provider-webhooks";
import type { TOperationType } from "@store/domain/enums";
import { LOCALES, type TLocale } from "@store/domain/locales";
import { z } from "zod";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { serverTranslator } from "@/server/server-translator";
import { config } from "@/server/config";
import { defineJob, enqueueJob, type TJobContext } from "@/server/jobs/jobs";
import { mailer, type TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { postWebhook, type TWebhookAnswer } from "./send-webhook";
import { shouldPauseWebhook } from "./webhook-pause-rule";
import { signWebhook, webhookRetryDelayMs } from "./webhook-signature";

/**
 * How long one attempt waits for the receiver's answer. Short, because a receiver should answer
 * at once and do its work afterwards; a hanging one holds a slot of the webhooks lane this long.
 */
export const WEBHOOK_DELIVERY_TIMEOUT_MS = 5_000;

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

/** Deliveries of one provider run one at a time in the webhooks lane (jobs.ts, claimDueJob). */
const groupOf = (appProviderId: number) => `provider:${appProviderId}`;

function answerError(answer: TWebhookAnswer): string | null {
  if (answer.status !== null) return answer.status >= 200 && answer.status < 300 ? null : `answered ${answer.status}`;
  return answer.error;
}

/**
 * Counts the attempt against the endpoint; when it kept failing (webhook-pause-rule.ts) pauses it
 * and queues the mail that tells its provider, in the same transaction.
 */
async function countAgainstEndpoint(
  tx: TDb,
  params: { appProviderId: number; error: string | null; at: Date; locale: TLocale },
): Promise<void> {
  const run = await recordWebhookEndpointOutcome(tx, {
    appProviderId: params.appProviderId,
    succeeded: params.error === null,
    at: params.at,
  });
  if (!run || run.pausedAt || params.error === null) return;
  const { WEBHOOK_PAUSE_AFTER_FAILURES, WEBHOOK_PAUSE_AFTER_FAILING_MS } = config();
  const rule = { failures: WEBHOOK_PAUSE_AFTER_FAILURES, failingMs: WEBHOOK_PAUSE_AFTER_FAILING_MS };
  if (!shouldPauseWebhook({ ...run, now: params.at }, rule)) return;
  const paused = await pauseProviderWebhook(tx, {
    appProviderId: params.appProviderId,
    at: params.at,
    reason: params.error,
  });
  if (!paused) return;
  await enqueueJob(
    tx,
    webhookPausedMailJob,
    { appProviderId: params.appProviderId, locale: params.locale },
    { idempotencyKey: `webhook-paused:${params.appProviderId}:${params.at.getTime()}` },
  );
}

/**
 * One attempt of a delivery. A 2xx answer succeeds it; anything else is recorded with its status
 * or error, and the next attempt of the round is queued after the backoff (with jitter), until
 * they run out; a target refused as not allowed is not tried again. While the endpoint is paused
 * the delivery is held, not sent.
 */
async function deliverWebhook(db: TDb, payload: TWebhookDeliveryPayload, ctx?: TJobContext): Promise<void> {
  const delivery = await findWebhookDelivery(db, payload.deliveryId);
  if (delivery?.status !== "pending") return;
  const webhook = await findProviderWebhook(db, delivery.appProviderId);
  const finish = async (record: (tx: TDb) => Promise<void>) => {
    if (ctx) await ctx.complete(record);
    else await db.transaction(record);
  };
  if (webhook?.pausedAt) {
    const ids = { id: delivery.id, appProviderId: delivery.appProviderId };
    if (await db.transaction((tx) => holdWebhookDelivery(tx, ids))) return;
    // Resumed since it was read: sent now.
  }
  const now = ctx?.now() ?? new Date();
  const settings = config();
  const body = JSON.stringify(delivery.payload);
  const answer: TWebhookAnswer = webhook?.url
    ? await postWebhook({
        url: webhook.url,
        body,
        headers: webhookHeaders(webhook.secret, delivery, body, now),
        allowedHosts: new Set(settings.WEBHOOK_ALLOWED_HOSTS),
        timeoutMs: WEBHOOK_DELIVERY_TIMEOUT_MS,
      })
    : { status: null, error: "no webhook URL is set" };
  const error = answerError(answer);
  const refused = answer.status === null && answer.refused === true;
  const delay = error === null || refused ? null : webhookRetryDelayMs(payload.attempt, settings.WEBHOOK_RETRY_BASE_MS);
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay);
  await finish(async (tx) => {
    await recordWebhookAttempt(tx, {
      id: delivery.id,
      status: error === null ? "succeeded" : nextAttemptAt ? "pending" : "failed",
      responseCode: answer.status,
      error,
      at: now,
      nextAttemptAt,
    });
    if (nextAttemptAt) {
      const next = { ...payload, attempt: payload.attempt + 1 };
      await enqueueJob(tx, webhookDeliveryJob, next, {
        idempotencyKey: jobKey(next),
        runAt: nextAttemptAt,
        groupKey: groupOf(delivery.appProviderId),
      });
    }
    if (webhook) {
      const locale = LOCALES.find((candidate) => candidate === webhook.locale) ?? "ja";
      await countAgainstEndpoint(tx, { appProviderId: delivery.appProviderId, error, at: now, locale });
    }
  });
}

/** One attempt at a provider's lifecycle webhook; retries are queued by the attempt itself. */
export const webhookDeliveryJob = defineJob({
  kind: "providerWebhookDelivery",
  lane: "webhooks",
  payload: ZWebhookDeliveryPayload,
  handler: (db, payload, _job, ctx) => deliverWebhook(db, payload, ctx),
  // Only a database outage fails the job itself: a failed attempt is recorded and the next queued.
  maxAttempts: 3,
});

export const ZWebhookPausedMailPayload = z.object({
  appProviderId: z.number().int().positive(),
  /** The language of the last save of the webhook URL. */
  locale: z.enum(LOCALES),
});
export type TWebhookPausedMailPayload = z.infer<typeof ZWebhookPausedMailPayload>;

const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The mail that tells a provider its endpoint was paused: since when, why, and how to resume it. */
export function sendWebhookPausedMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TWebhookPausedMailPayload, job: TClaimedJob, ctx?: TJobContext) => {
    const notice = await findWebhookPauseNotice(db, { appProviderId: payload.appProviderId });
    // Resumed before the mail went out: nothing to tell.
    if (!notice?.pausedAt) return;
    const to = mailRecipient([notice.providerEmail], { appProviderId: payload.appProviderId, job: job.id });
    if (!to) return;
    const { t } = serverTranslator(payload.locale);
    const { BASE_URL } = config();
    const values = {
      provider: notice.providerName,
      url: notice.url ?? "-",
      count: notice.consecutiveFailures,
      since: utcMinute(notice.failingSince ?? notice.pausedAt),
      at: utcMinute(notice.pausedAt),
    };
    const text = [
      t("webhookMails.greeting", values),
      "",
      t("webhookMails.paused.body", values),
      "",
      t("webhookMails.paused.lastError"),
      notice.pausedReason ?? "-",
      "",
      t("webhookMails.paused.resume"),
      new URL(DEVELOPER_PATHS.webhooks, BASE_URL).toString(),
      "",
      "--",
      t("webhookMails.footer"),
      "",
    ].join("\n");
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({
      to,
      subject: t("webhookMails.paused.subject", values),
      text,
      messageId: `<${job.idempotencyKey}@${new URL(BASE_URL).hostname}>`,
    });
    await ctx?.complete();
  };
}

/** The mail about a paused endpoint, in the mail lane. */
export const webhookPausedMailJob = defineJob({
  kind: "providerWebhookPausedMail",
  lane: "mail",
  payload: ZWebhookPausedMailPayload,
  handler: sendWebhookPausedMail({ mailer }),
});

/** Queues the first attempt of a new round of a delivery (its first sending or a resend). */
export async function enqueueDeliveryRound(
  db: TDb,
  delivery: Pick<TWebhookDelivery, "id" | "appProviderId">,
  now: Date,
): Promise<void> {
  const payload = { deliveryId: delivery.id, round: randomUUID(), attempt: 1 };
  await enqueueJob(db, webhookDeliveryJob, payload, {
    idempotencyKey: jobKey(payload),
    runAt: now,
    groupKey: groupOf(delivery.appProviderId),
  });
}

/** A delivery of an event to one provider, and its first attempt queued; held while the endpoint is paused. */
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
  const webhook = await findProviderWebhook(db, event.appProviderId);
  const held = Boolean(webhook?.pausedAt);
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
    held,
  });
  if (!held) await enqueueDeliveryRound(db, delivery, event.now);
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
