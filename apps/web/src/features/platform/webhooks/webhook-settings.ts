import "server-only";
import type { TDb } from "@store/db/client";
import {
  findProviderWebhook,
  findWebhookDelivery,
  listHeldWebhookDeliveryIds,
  listWebhookDeliveries,
  markWebhookDeliveryPending,
  resumeProviderWebhook,
  rotateProviderWebhookSecret,
  saveProviderWebhookUrl,
  type TWebhookDelivery,
} from "@store/db/queries/provider-webhooks";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TWebhookUrlBody } from "@store/domain/schemas/provider-webhook";
import { config } from "@/server/config";
import { isAllowedHost } from "@/server/outbound/safe-fetch";
import { createDelivery, enqueueDeliveryRound } from "./webhook-jobs";
import { newWebhookSecret } from "./webhook-signature";

/** The newest deliveries the developer page lists. */
export const DELIVERIES_LIMIT = 100;

export type TWebhookDeliveryView = {
  id: number;
  eventId: string;
  eventType: TWebhookDelivery["eventType"];
  appCode: string | null;
  tenantId: string | null;
  status: TWebhookDelivery["status"];
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

export type TWebhookSettingsView = {
  url: string | null;
  /** When the signing secret was made or last rotated; null before there is one. */
  secretRotatedAt: string | null;
  /** Set while the endpoint is paused because it kept failing; saving the URL again resumes it. */
  paused: { at: string; failures: number; failingSince: string | null; lastError: string | null } | null;
  deliveries: TWebhookDeliveryView[];
};

function toView(delivery: TWebhookDelivery): TWebhookDeliveryView {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    appCode: delivery.appCode,
    tenantId: delivery.tenantId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastResponseCode: delivery.lastResponseCode,
    lastError: delivery.lastError,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
  };
}

/** The signed-in provider's webhook and its newest deliveries (never the secret). */
export async function webhookSettingsOf(db: TDb, principal: TProviderPrincipal): Promise<TWebhookSettingsView> {
  const webhook = await findProviderWebhook(db, principal.appProviderId);
  const deliveries = await listWebhookDeliveries(db, {
    appProviderId: principal.appProviderId,
    limit: DELIVERIES_LIMIT,
  });
  return {
    url: webhook?.url ?? null,
    secretRotatedAt: webhook?.secretRotatedAt.toISOString() ?? null,
    paused: webhook?.pausedAt
      ? {
          at: webhook.pausedAt.toISOString(),
          failures: webhook.consecutiveFailures,
          failingSince: webhook.failingSince?.toISOString() ?? null,
          lastError: webhook.pausedReason,
        }
      : null,
    deliveries: deliveries.map(toView),
  };
}

function invalidUrl(message: string, key: "urlNotHttps" | "noUrl"): AppError {
  return new AppError("UNPROCESSABLE", message, { userMessage: { key: `webhooks.${key}` } });
}

/**
 * Sets the URL: https, or http only to a host WEBHOOK_ALLOWED_HOSTS lists (a test receiver).
 * The secret is answered only when this call made it: it is shown once. Saving resumes a paused
 * endpoint: the deliveries held meanwhile are queued, oldest first.
 */
export async function saveWebhookUrl(
  db: TDb,
  principal: TProviderPrincipal,
  body: TWebhookUrlBody,
  ctx: { locale?: TLocale } = {},
): Promise<{ url: string | null; secret: string | null; resumed: boolean }> {
  const url = body.url === "" ? null : body.url;
  if (url !== null) {
    const parsed = new URL(url);
    const allowed = isAllowedHost(parsed, new Set(config().WEBHOOK_ALLOWED_HOSTS));
    if (parsed.protocol !== "https:" && !allowed) throw invalidUrl("a webhook URL must be https", "urlNotHttps");
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const { webhook, created } = await saveProviderWebhookUrl(tx, {
      appProviderId: principal.appProviderId,
      url,
      candidateSecret: newWebhookSecret(),
      locale: ctx.locale,
      now,
    });
    const resumed =
      url !== null && (await resumeProviderWebhook(tx, { appProviderId: principal.appProviderId, at: now }));
    if (resumed) {
      for (const id of await listHeldWebhookDeliveryIds(tx, { appProviderId: principal.appProviderId })) {
        await markWebhookDeliveryPending(tx, { id, now });
        await enqueueDeliveryRound(tx, { id, appProviderId: principal.appProviderId }, now);
      }
    }
    return { url: webhook.url, secret: created ? webhook.secret : null, resumed };
  });
}

/** A new signing secret, answered this once. */
export async function rotateWebhookSecret(db: TDb, principal: TProviderPrincipal): Promise<{ secret: string }> {
  const webhook = await rotateProviderWebhookSecret(db, {
    appProviderId: principal.appProviderId,
    secret: newWebhookSecret(),
    now: new Date(),
  });
  return { secret: webhook.secret };
}

/** A `test` event to the provider's URL (422 when none is set). */
export async function sendTestWebhook(
  db: TDb,
  principal: TProviderPrincipal,
): Promise<{ delivery: TWebhookDeliveryView }> {
  const webhook = await findProviderWebhook(db, principal.appProviderId);
  if (!webhook?.url) throw invalidUrl("no webhook URL is set", "noUrl");
  const delivery = await db.transaction((tx) =>
    createDelivery(tx, {
      appProviderId: principal.appProviderId,
      type: "test",
      app: null,
      tenantId: null,
      now: new Date(),
    }),
  );
  return { delivery: toView(delivery) };
}

/** Sends one of the provider's own deliveries again, with the same event id (404 for another's). */
export async function resendWebhookDelivery(
  db: TDb,
  principal: TProviderPrincipal,
  id: number | null,
): Promise<{ delivery: TWebhookDeliveryView }> {
  const found = id === null ? undefined : await findWebhookDelivery(db, id);
  if (!found || found.appProviderId !== principal.appProviderId)
    throw new AppError("NOT_FOUND", `webhook delivery ${id} not found`);
  const now = new Date();
  await db.transaction(async (tx) => {
    await markWebhookDeliveryPending(tx, { id: found.id, now });
    await enqueueDeliveryRound(tx, found, now);
  });
  const delivery = (await findWebhookDelivery(db, found.id)) ?? found;
  return { delivery: toView(delivery) };
}
