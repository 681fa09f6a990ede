import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { appProviders } from "../schema/providers";
import {
  providerWebhooks,
  type TWebhookDeliveryStatus,
  type TWebhookEventType,
  webhookDeliveries,
} from "../schema/provider-webhooks";

export type TProviderWebhook = typeof providerWebhooks.$inferSelect;
export type TWebhookDelivery = typeof webhookDeliveries.$inferSelect;

export async function findProviderWebhook(db: TDb, appProviderId: number): Promise<TProviderWebhook | undefined> {
  const [row] = await db
    .select()
    .from(providerWebhooks)
    .where(eq(providerWebhooks.appProviderId, appProviderId))
    .limit(1);
  return row;
}

/**
 * Sets (or clears) the provider's webhook URL. The first call stores `candidateSecret` as its
 * signing secret and answers `created`; later calls keep the secret.
 */
export async function saveProviderWebhookUrl(
  db: TDb,
  params: { appProviderId: number; url: string | null; candidateSecret: string; locale?: string; now: Date },
): Promise<{ webhook: TProviderWebhook; created: boolean }> {
  const [inserted] = await db
    .insert(providerWebhooks)
    .values({
      appProviderId: params.appProviderId,
      url: params.url,
      locale: params.locale ?? null,
      secret: params.candidateSecret,
      createdAt: params.now,
      secretRotatedAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoNothing({ target: providerWebhooks.appProviderId })
    .returning();
  if (inserted) return { webhook: inserted, created: true };
  const [updated] = await db
    .update(providerWebhooks)
    .set({ url: params.url, ...(params.locale ? { locale: params.locale } : {}), updatedAt: params.now })
    .where(eq(providerWebhooks.appProviderId, params.appProviderId))
    .returning();
  if (!updated) throw new Error(`webhook of provider ${params.appProviderId} neither inserted nor found`);
  return { webhook: updated, created: false };
}

/** Replaces the signing secret (creating the webhook without a URL when there is none). */
export async function rotateProviderWebhookSecret(
  db: TDb,
  params: { appProviderId: number; secret: string; now: Date },
): Promise<TProviderWebhook> {
  const [row] = await db
    .insert(providerWebhooks)
    .values({
      appProviderId: params.appProviderId,
      url: null,
      secret: params.secret,
      createdAt: params.now,
      secretRotatedAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: providerWebhooks.appProviderId,
      set: { secret: params.secret, secretRotatedAt: params.now, updatedAt: params.now },
    })
    .returning();
  if (!row) throw new Error(`webhook secret of provider ${params.appProviderId} not stored`);
  return row;
}

export type TWebhookTarget = { appId: number; appCode: string; appName: string; appProviderId: number };

/** The apps among `appIds` whose provider has a webhook URL. */
export async function listWebhookTargets(db: TDb, appIds: readonly number[]): Promise<TWebhookTarget[]> {
  if (appIds.length === 0) return [];
  return db
    .select({ appId: apps.id, appCode: apps.code, appName: apps.name, appProviderId: apps.appProviderId })
    .from(apps)
    .innerJoin(providerWebhooks, eq(providerWebhooks.appProviderId, apps.appProviderId))
    .where(and(inArray(apps.id, [...appIds]), isNotNull(providerWebhooks.url)))
    .orderBy(apps.id) as Promise<TWebhookTarget[]>;
}

export async function insertWebhookDelivery(
  db: TDb,
  row: {
    appProviderId: number;
    eventId: string;
    eventType: TWebhookEventType;
    appCode: string | null;
    tenantId: string | null;
    payload: Record<string, unknown>;
    now: Date;
    /** `held` while the endpoint is paused: kept, and sent when the provider resumes it. */
    held?: boolean;
  },
): Promise<TWebhookDelivery> {
  const [inserted] = await db
    .insert(webhookDeliveries)
    .values({
      appProviderId: row.appProviderId,
      eventId: row.eventId,
      eventType: row.eventType,
      appCode: row.appCode,
      tenantId: row.tenantId,
      payload: row.payload,
      status: row.held ? "held" : "pending",
      nextAttemptAt: row.held ? null : row.now,
      createdAt: row.now,
    })
    .returning();
  if (!inserted) throw new Error(`webhook delivery ${row.eventId} not stored`);
  return inserted;
}

export async function findWebhookDelivery(db: TDb, id: number): Promise<TWebhookDelivery | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
  return row;
}

/** The provider's newest deliveries first. */
export function listWebhookDeliveries(
  db: TDb,
  params: { appProviderId: number; limit: number },
): Promise<TWebhookDelivery[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.appProviderId, params.appProviderId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(params.limit);
}

/** Records one attempt: its outcome, the answer's status code or error, and when the next one is due. */
export async function recordWebhookAttempt(
  db: TDb,
  params: {
    id: number;
    status: TWebhookDeliveryStatus;
    responseCode: number | null;
    error: string | null;
    at: Date;
    nextAttemptAt: Date | null;
  },
): Promise<TWebhookDelivery | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: params.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastResponseCode: params.responseCode,
      lastError: params.error,
      lastAttemptAt: params.at,
      nextAttemptAt: params.nextAttemptAt,
    })
    .where(eq(webhookDeliveries.id, params.id))
    .returning();
  return row;
}

/** A resend: the delivery is pending again, due now, with its event id and attempts kept. */
export async function markWebhookDeliveryPending(db: TDb, params: { id: number; now: Date }): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: params.now })
    .where(eq(webhookDeliveries.id, params.id));
}

/**
 * A delivery whose endpoint is paused: kept as `held`, nothing sent, until the provider resumes it.
 * Call it in a transaction: the endpoint's row is locked and read again first, so a resume that
 * committed meanwhile is seen (false: not held, send it) and one under way waits for the hold and
 * then finds it among the held.
 */
export async function holdWebhookDelivery(db: TDb, params: { id: number; appProviderId: number }): Promise<boolean> {
  const [webhook] = await db
    .select({ pausedAt: providerWebhooks.pausedAt })
    .from(providerWebhooks)
    .where(eq(providerWebhooks.appProviderId, params.appProviderId))
    .for("update");
  if (!webhook?.pausedAt) return false;
  await db
    .update(webhookDeliveries)
    .set({ status: "held", nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, params.id), eq(webhookDeliveries.status, "pending")));
  return true;
}

/** The provider's held deliveries, oldest first. */
export async function listHeldWebhookDeliveryIds(db: TDb, params: { appProviderId: number }): Promise<number[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appProviderId, params.appProviderId), eq(webhookDeliveries.status, "held")))
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
  return rows.map((row) => row.id);
}

/**
 * Counts one attempt against the endpoint: a success clears the run of failures, a failure adds
 * to it (remembering when it began). Answers the run as it stands now.
 */
export async function recordWebhookEndpointOutcome(
  db: TDb,
  params: { appProviderId: number; succeeded: boolean; at: Date },
): Promise<{ consecutiveFailures: number; failingSince: Date | null; pausedAt: Date | null } | undefined> {
  const [row] = await db
    .update(providerWebhooks)
    .set(
      params.succeeded
        ? { consecutiveFailures: 0, failingSince: null }
        : {
            consecutiveFailures: sql`${providerWebhooks.consecutiveFailures} + 1`,
            failingSince: sql`coalesce(${providerWebhooks.failingSince}, ${params.at.toISOString()}::timestamptz)`,
          },
    )
    .where(eq(providerWebhooks.appProviderId, params.appProviderId))
    .returning({
      consecutiveFailures: providerWebhooks.consecutiveFailures,
      failingSince: providerWebhooks.failingSince,
      pausedAt: providerWebhooks.pausedAt,
    });
  return row;
}

/** Pauses the endpoint with the reason shown to its provider; false when it was paused already. */
export async function pauseProviderWebhook(
  db: TDb,
  params: { appProviderId: number; at: Date; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(providerWebhooks)
    .set({ pausedAt: params.at, pausedReason: params.reason.slice(0, 500), updatedAt: params.at })
    .where(and(eq(providerWebhooks.appProviderId, params.appProviderId), isNull(providerWebhooks.pausedAt)))
    .returning({ appProviderId: providerWebhooks.appProviderId });
  return rows.length > 0;
}

/** Ends a pause and starts counting failures afresh; false when the endpoint was not paused. */
export async function resumeProviderWebhook(db: TDb, params: { appProviderId: number; at: Date }): Promise<boolean> {
  const rows = await db
    .update(providerWebhooks)
    .set({ pausedAt: null, pausedReason: null, consecutiveFailures: 0, failingSince: null, updatedAt: params.at })
    .where(and(eq(providerWebhooks.appProviderId, params.appProviderId), isNotNull(providerWebhooks.pausedAt)))
    .returning({ appProviderId: providerWebhooks.appProviderId });
  return rows.length > 0;
}

/** What the mail about a paused endpoint says, and to whom: the provider's name and address. */
export async function findWebhookPauseNotice(db: TDb, params: { appProviderId: number }) {
  const [row] = await db
    .select({
      providerName: appProviders.name,
      providerEmail: appProviders.email,
      url: providerWebhooks.url,
      pausedAt: providerWebhooks.pausedAt,
      pausedReason: providerWebhooks.pausedReason,
      consecutiveFailures: providerWebhooks.consecutiveFailures,
      failingSince: providerWebhooks.failingSince,
    })
    .from(providerWebhooks)
    .innerJoin(appProviders, eq(appProviders.id, providerWebhooks.appProviderId))
    .where(eq(providerWebhooks.appProviderId, params.appProviderId))
    .limit(1);
  return row;
}
