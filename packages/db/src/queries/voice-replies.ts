import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { userVoices } from "../schema/voices";
import { PUBLIC_VOICE_COLUMNS, PUBLIC_VOICE_STATUSES, publicVoice, type TPublicVoice } from "./voices";

// Provider replies (issue 28): a provider's users read the public voices about their apps and answer
// each once, in public (edited later, or taken back). A provider sees a voice as a visitor does: the
// author only as the author chose to appear, never the account, the tenant or the checks' findings.
// A voice that is not public, or is about another provider's app, does not exist for it.

/** One public voice about one of the provider's apps, as the developer area lists it. */
export type TProviderVoice = TPublicVoice & { app: { id: number; code: string; name: string } };

/** One of the provider's apps that has public voices, for the developer area's filter. */
export type TProviderVoiceApp = { id: number; code: string; name: string; voiceCount: number };

/** The voices of one provider's apps that anyone may read. */
const publicVoicesOf = (appProviderId: number) =>
  and(eq(apps.appProviderId, appProviderId), inArray(userVoices.status, PUBLIC_VOICE_STATUSES));

/**
 * One page (1-based) of the public voices about the provider's apps (or one of them), newest first,
 * and how many there are. An `appId` of another provider's app gives none.
 */
export async function listProviderVoices(
  db: TDb,
  appProviderId: number,
  params: { appId?: number; page: number; pageSize: number },
): Promise<{ voices: TProviderVoice[]; total: number }> {
  const where = and(
    publicVoicesOf(appProviderId),
    params.appId === undefined ? undefined : eq(userVoices.appId, params.appId),
  );
  const page = Math.max(1, Math.floor(params.page));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...PUBLIC_VOICE_COLUMNS, appId: apps.id, appCode: apps.code, appName: apps.name })
      .from(userVoices)
      .innerJoin(apps, eq(apps.id, userVoices.appId))
      .where(where)
      .orderBy(sql`coalesce(${userVoices.publishedAt}, ${userVoices.createdAt}) desc`, desc(userVoices.id))
      .limit(params.pageSize)
      .offset((page - 1) * params.pageSize),
    db.select({ count: count() }).from(userVoices).innerJoin(apps, eq(apps.id, userVoices.appId)).where(where),
  ]);
  return {
    voices: rows.map((row) => ({
      ...publicVoice(row),
      app: { id: row.appId, code: row.appCode, name: row.appName },
    })),
    total: Number(total?.count ?? 0),
  };
}

/** The provider's apps that have public voices, by name, with how many each has. */
export async function listProviderVoiceApps(db: TDb, appProviderId: number): Promise<TProviderVoiceApp[]> {
  const rows = await db
    .select({ id: apps.id, code: apps.code, name: apps.name, voiceCount: count() })
    .from(userVoices)
    .innerJoin(apps, eq(apps.id, userVoices.appId))
    .where(publicVoicesOf(appProviderId))
    .groupBy(apps.id, apps.code, apps.name)
    .orderBy(apps.name, apps.id);
  return rows.map((row) => ({ ...row, voiceCount: Number(row.voiceCount) }));
}

/** The voice `voiceId` if it is public and about one of the provider's apps (the one condition of both writes). */
const ownPublicVoice = (appProviderId: number, voiceId: number) =>
  and(
    eq(userVoices.id, voiceId),
    inArray(userVoices.status, PUBLIC_VOICE_STATUSES),
    inArray(userVoices.appId, sql`(select ${apps.id} from ${apps} where ${apps.appProviderId} = ${appProviderId})`),
  );

/**
 * Sets the provider's one reply to a voice, or replaces it (the date becomes now), in one guarded
 * update. Null when the voice is not public or not about one of the provider's apps.
 */
export async function setVoiceReply(
  db: TDb,
  params: { appProviderId: number; providerUserId: number; voiceId: number; text: string },
): Promise<{ text: string; at: Date } | null> {
  const [row] = await db
    .update(userVoices)
    .set({ replyText: params.text, replyAt: sql`now()`, replyBy: params.providerUserId })
    .where(ownPublicVoice(params.appProviderId, params.voiceId))
    .returning({ text: userVoices.replyText, at: userVoices.replyAt });
  return row?.text && row.at ? { text: row.text, at: row.at } : null;
}

/**
 * Takes the provider's reply to a voice back. False when the voice is not public or not about one of
 * the provider's apps; true otherwise, also when it had no reply (taking back is idempotent).
 */
export async function deleteVoiceReply(db: TDb, params: { appProviderId: number; voiceId: number }): Promise<boolean> {
  const rows = await db
    .update(userVoices)
    .set({ replyText: null, replyAt: null, replyBy: null })
    .where(ownPublicVoice(params.appProviderId, params.voiceId))
    .returning({ id: userVoices.id });
  return rows.length > 0;
}
