import type { TLocale } from "@store/domain/locales";
import type { TVoiceEligibility } from "@store/domain/schemas/own-voice";
import type { TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import { mayWriteVoice } from "@store/domain/voices/voice-limits";
import { nextVoiceStatus, type TVoiceStatus } from "@store/domain/voices/voice-status";
import { and, eq, max, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { installationOperations } from "../schema/installation-operations";
import { installations } from "../schema/tenants";
import { userVoices } from "../schema/voices";

// Writing a voice (issue 28): who may, and the author's own voice, one per person per app. The
// unique index user_voices_author_idx holds that under concurrency: a write is one INSERT … ON
// CONFLICT … DO UPDATE, never a read and then a write. The app's counts and average are kept by the
// trigger of migration 0023 as the row moves in and out of the public statuses.

/** The id and name of the published app with this code (voices are written about those only). */
export async function findPublishedApp(db: TDb, code: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.code, code), eq(apps.status, "published")));
  return row;
}

/**
 * Whether a person of `tenantId` may write about the app now: the tenant has it installed, or an
 * applied uninstall of it (the uninstall operation's apps name it) settled within
 * VOICE_ELIGIBILITY_DAYS (mayWriteVoice). Without a tenant: never installed.
 */
export async function findVoiceEligibility(
  db: TDb,
  params: { tenantId: string | null; appId: number; now: Date },
): Promise<TVoiceEligibility> {
  const { tenantId, appId, now } = params;
  if (tenantId === null) return "neverInstalled";
  const [installed] = await db
    .select({ id: installations.id })
    .from(installations)
    .where(and(eq(installations.tenantId, tenantId), eq(installations.appId, appId)));
  if (installed) return "eligible";
  const [uninstall] = await db
    .select({ at: max(sql<Date>`coalesce(${installationOperations.settledAt}, ${installationOperations.updatedAt})`) })
    .from(installationOperations)
    .where(
      and(
        eq(installationOperations.tenantId, tenantId),
        eq(installationOperations.kind, "uninstall"),
        eq(installationOperations.state, "applied"),
        sql`${installationOperations.apps} @> ${JSON.stringify([{ id: appId }])}::jsonb`,
      ),
    );
  const uninstalledAt = uninstall?.at ? new Date(uninstall.at) : null;
  if (uninstalledAt === null) return "neverInstalled";
  return mayWriteVoice({ installed: false, uninstalledAt }, now) ? "eligible" : "expired";
}

export type TOwnVoiceRow = {
  id: number;
  rating: number | null;
  title: string;
  text: string;
  locale: TLocale;
  showCompany: boolean;
  showName: boolean;
  status: TVoiceStatus;
  checks: TVoiceCheckFinding[];
  rejectionReason: string | null;
  replyText: string | null;
  replyAt: Date | null;
  updatedAt: Date;
};

const OWN_VOICE_COLUMNS = {
  id: userVoices.id,
  rating: userVoices.rating,
  title: userVoices.title,
  text: userVoices.body,
  locale: userVoices.locale,
  showCompany: userVoices.showCompany,
  showName: userVoices.showName,
  status: userVoices.status,
  checks: userVoices.checks,
  rejectionReason: userVoices.rejectionReason,
  replyText: userVoices.replyText,
  replyAt: userVoices.replyAt,
  updatedAt: userVoices.updatedAt,
};

const ownVoice = (appId: number, suiteUserId: string) =>
  and(eq(userVoices.appId, appId), eq(userVoices.suiteUserId, suiteUserId));

/** The caller's voice about the app, whichever its status; undefined when they wrote none. */
export async function findOwnVoice(
  db: TDb,
  params: { appId: number; suiteUserId: string },
): Promise<TOwnVoiceRow | undefined> {
  const [row] = await db.select(OWN_VOICE_COLUMNS).from(userVoices).where(ownVoice(params.appId, params.suiteUserId));
  return row;
}

export type TOwnVoiceWrite = {
  appId: number;
  tenantId: string;
  suiteUserId: string;
  authorName: string;
  authorEmail: string;
  /** The language the author is mailed in about the operator's decision. */
  mailLocale: TLocale;
  companySize: string | null;
  industry: string | null;
  rating: number;
  title: string;
  text: string;
  locale: TLocale;
  showCompany: boolean;
  showName: boolean;
  /** The automatic checks' findings (warnings: a failed check is refused before this). */
  checks: TVoiceCheckFinding[];
};

/**
 * Writes the author's one voice about the app: a new one, or the edit of theirs, which goes back to
 * moderation whatever its status was (voice-status.ts: an author's edit leads to `pending`) and
 * loses the reason of an earlier rejection. `created` tells the two apart (xmax is 0 on a row this
 * statement inserted, on PostgreSQL and PGlite alike).
 */
export async function upsertOwnVoice(
  db: TDb,
  write: TOwnVoiceWrite,
): Promise<{ voice: TOwnVoiceRow; created: boolean }> {
  // Every status leads to the same one on an author's edit; a new voice starts where an edit leads.
  const status = nextVoiceStatus("pending", "edit", "author") ?? "pending";
  const fields = {
    tenantId: write.tenantId,
    authorName: write.authorName,
    authorEmail: write.authorEmail,
    mailLocale: write.mailLocale,
    companySize: write.companySize,
    industry: write.industry,
    rating: write.rating,
    title: write.title,
    body: write.text,
    locale: write.locale,
    showCompany: write.showCompany,
    showName: write.showName,
    checks: write.checks,
    status,
    rejectionReason: null,
  };
  const [row] = await db
    .insert(userVoices)
    .values({ ...fields, appId: write.appId, suiteUserId: write.suiteUserId })
    .onConflictDoUpdate({
      target: [userVoices.appId, userVoices.suiteUserId],
      targetWhere: sql`${userVoices.suiteUserId} is not null`,
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning({ ...OWN_VOICE_COLUMNS, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("the voice was neither inserted nor updated");
  const { created, ...voice } = row;
  return { voice, created: Boolean(created) };
}

/** Deletes the author's voice (they withdraw it); its status before, or undefined when there was none. */
export async function deleteOwnVoice(
  db: TDb,
  params: { appId: number; suiteUserId: string },
): Promise<TVoiceStatus | undefined> {
  const [row] = await db
    .delete(userVoices)
    .where(ownVoice(params.appId, params.suiteUserId))
    .returning({ status: userVoices.status });
  return row?.status;
}
