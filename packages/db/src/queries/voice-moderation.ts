import type { TLocale } from "@store/domain/locales";
import type { TVoiceModerationCounts, TVoiceModerationView } from "@store/domain/schemas/voice-moderation";
import type { TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import type { TVoiceReportReason } from "@store/domain/voices/voice-input";
import {
  nextVoiceStatus,
  type TVoiceAction,
  type TVoiceStatus,
  VOICE_STATUSES,
} from "@store/domain/voices/voice-status";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { appProviders, providerUsers } from "../schema/providers";
import { tenants } from "../schema/tenants";
import { userVoices, voiceReports } from "../schema/voices";

// The operators' side of user voices (issue 28): the moderation queue and the tabs of what was
// decided, with everything an operator weighs (the author and their company, the checks, the
// reports), and the one guarded move of a voice's status. Which move is allowed comes from the
// domain's table (voices/voice-status.ts) only.

/** The statuses each tab of the console lists. */
export const VOICE_VIEW_STATUSES: Record<TVoiceModerationView, readonly TVoiceStatus[]> = {
  queue: ["pending", "reported"],
  published: ["published"],
  rejected: ["rejected"],
  taken_down: ["taken_down"],
};

/** Reports shown per voice (the newest); `reportCount` says how many there are in all. */
export const VOICE_REPORTS_SHOWN = 10;

export type TModerationVoiceRow = {
  id: number;
  status: TVoiceStatus;
  app: { id: number; code: string; name: string };
  provider: { id: number; name: string };
  rating: number | null;
  title: string;
  text: string;
  locale: TLocale;
  author: {
    name: string;
    tenant: { id: string; name: string } | null;
    companySize: string | null;
    industry: string | null;
    showName: boolean;
    showCompany: boolean;
  };
  checks: TVoiceCheckFinding[];
  reports: { count: number; items: { reason: TVoiceReportReason; note: string; at: Date }[] };
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  moderatedAt: Date | null;
};

function viewOrder(view: TVoiceModerationView): SQL[] {
  // The queue: the longest waiting first (user_voices_status_idx). The rest: the latest decision first.
  if (view === "queue") return [asc(userVoices.updatedAt), asc(userVoices.id)];
  return [sql`coalesce(${userVoices.moderatedAt}, ${userVoices.updatedAt}) desc`, desc(userVoices.id)];
}

/** One page (1-based) of a tab of the console, and how many voices the tab holds. */
export async function listVoicesForModeration(
  db: TDb,
  params: { view: TVoiceModerationView; page: number; pageSize: number },
): Promise<{ voices: TModerationVoiceRow[]; total: number }> {
  const where = inArray(userVoices.status, [...VOICE_VIEW_STATUSES[params.view]]);
  const page = Math.max(1, Math.floor(params.page));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: userVoices.id,
        status: userVoices.status,
        appId: apps.id,
        appCode: apps.code,
        appName: apps.name,
        providerId: appProviders.id,
        providerName: appProviders.name,
        rating: userVoices.rating,
        title: userVoices.title,
        text: userVoices.body,
        locale: userVoices.locale,
        authorName: userVoices.authorName,
        tenantId: tenants.id,
        tenantName: tenants.name,
        companySize: userVoices.companySize,
        industry: userVoices.industry,
        showName: userVoices.showName,
        showCompany: userVoices.showCompany,
        checks: userVoices.checks,
        reportCount: userVoices.reportCount,
        rejectionReason: userVoices.rejectionReason,
        createdAt: userVoices.createdAt,
        updatedAt: userVoices.updatedAt,
        publishedAt: userVoices.publishedAt,
        moderatedAt: userVoices.moderatedAt,
      })
      .from(userVoices)
      .innerJoin(apps, eq(apps.id, userVoices.appId))
      .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
      .leftJoin(tenants, eq(tenants.id, userVoices.tenantId))
      .where(where)
      .orderBy(...viewOrder(params.view))
      .limit(params.pageSize)
      .offset((page - 1) * params.pageSize),
    db.select({ count: count() }).from(userVoices).where(where),
  ]);
  const reports = await listReports(
    db,
    rows.map((row) => row.id),
  );
  const voices = rows.map((row) => ({
    id: row.id,
    status: row.status,
    app: { id: row.appId, code: row.appCode, name: row.appName },
    provider: { id: row.providerId, name: row.providerName },
    rating: row.rating,
    title: row.title,
    text: row.text,
    locale: row.locale,
    author: {
      name: row.authorName,
      tenant: row.tenantId && row.tenantName !== null ? { id: row.tenantId, name: row.tenantName } : null,
      companySize: row.companySize,
      industry: row.industry,
      showName: row.showName,
      showCompany: row.showCompany,
    },
    checks: row.checks,
    reports: { count: row.reportCount, items: reports.get(row.id) ?? [] },
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    moderatedAt: row.moderatedAt,
  }));
  return { voices, total: Number(total?.count ?? 0) };
}

/** The newest VOICE_REPORTS_SHOWN reports of each voice, by voice id. */
async function listReports(db: TDb, voiceIds: number[]) {
  const byVoice = new Map<number, { reason: TVoiceReportReason; note: string; at: Date }[]>();
  if (voiceIds.length === 0) return byVoice;
  const ranked = db
    .select({
      voiceId: voiceReports.voiceId,
      reason: voiceReports.reason,
      note: voiceReports.note,
      at: voiceReports.createdAt,
      n: sql<number>`row_number() over (partition by ${voiceReports.voiceId} order by ${voiceReports.createdAt} desc, ${voiceReports.id} desc)`.as(
        "n",
      ),
    })
    .from(voiceReports)
    .where(inArray(voiceReports.voiceId, voiceIds))
    .as("ranked");
  const rows = await db
    .select({ voiceId: ranked.voiceId, reason: ranked.reason, note: ranked.note, at: ranked.at })
    .from(ranked)
    .where(sql`${ranked.n} <= ${VOICE_REPORTS_SHOWN}`)
    .orderBy(asc(ranked.voiceId), asc(ranked.n));
  for (const row of rows) {
    byVoice.set(row.voiceId, [...(byVoice.get(row.voiceId) ?? []), { reason: row.reason, note: row.note, at: row.at }]);
  }
  return byVoice;
}

/** How many voices each tab of the console holds (user_voices_status_idx). */
export async function countVoicesForModeration(db: TDb): Promise<TVoiceModerationCounts> {
  const rows = await db
    .select({ status: userVoices.status, count: count() })
    .from(userVoices)
    .groupBy(userVoices.status);
  const of = (status: TVoiceStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    queue: of("pending") + of("reported"),
    published: of("published"),
    rejected: of("rejected"),
    taken_down: of("taken_down"),
  };
}

export type TOperatorVoiceAction = Extract<TVoiceAction, "publish" | "reject" | "takeDown">;

/** The statuses an operator may take this action from, as the domain's table says. */
export function operatorMoveFrom(action: TOperatorVoiceAction): TVoiceStatus[] {
  return VOICE_STATUSES.filter((status) => nextVoiceStatus(status, action, "operator") !== null);
}

export type TVoiceMove =
  | { outcome: "notFound" }
  | { outcome: "conflict"; current: TVoiceStatus }
  /** The author edited the voice after the operator read it (`seenUpdatedAt`): nothing moved. */
  | { outcome: "edited"; current: TVoiceStatus }
  | {
      outcome: "moved";
      voice: { id: number; appId: number; from: TVoiceStatus; status: TVoiceStatus; moderatedAt: Date };
      publishedAt: { before: Date | null; after: Date | null };
    };

/**
 * An operator's move of one voice: publish (pending or reported), reject (pending, with the reason
 * the author is told) or take down (published or reported, with the reason). The row is locked,
 * then one UPDATE guarded by the statuses the move is allowed from changes it: the moderator and
 * the time, the reason (cleared on publish), `published_at` the first time it is published. Run it in
 * the transaction that records the audit row and queues the mails. `conflict` when someone (another
 * operator, the author's edit) moved it from where this move may start.
 */
export async function moveVoice(
  db: TDb,
  params: {
    voiceId: number;
    action: TOperatorVoiceAction;
    operatorId: number;
    reason: string | null;
    now: Date;
    /** When the voice the operator decided on was last written, if the caller says. */
    seenUpdatedAt?: Date;
  },
): Promise<TVoiceMove> {
  const [current] = await db
    .select({ status: userVoices.status, publishedAt: userVoices.publishedAt, updatedAt: userVoices.updatedAt })
    .from(userVoices)
    .where(eq(userVoices.id, params.voiceId))
    .for("update");
  if (!current) return { outcome: "notFound" };
  if (params.seenUpdatedAt && current.updatedAt.getTime() !== params.seenUpdatedAt.getTime())
    return { outcome: "edited", current: current.status };
  const to = nextVoiceStatus(current.status, params.action, "operator");
  if (to === null) return { outcome: "conflict", current: current.status };
  const publish = params.action === "publish";
  const [moved] = await db
    .update(userVoices)
    .set({
      status: to,
      moderatedBy: params.operatorId,
      moderatedAt: params.now,
      rejectionReason: publish ? null : params.reason,
      ...(publish
        ? { publishedAt: sql`coalesce(${userVoices.publishedAt}, ${params.now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(userVoices.id, params.voiceId), inArray(userVoices.status, operatorMoveFrom(params.action))))
    .returning({
      id: userVoices.id,
      appId: userVoices.appId,
      status: userVoices.status,
      moderatedAt: userVoices.moderatedAt,
      publishedAt: userVoices.publishedAt,
    });
  if (!moved) return { outcome: "conflict", current: current.status };
  return {
    outcome: "moved",
    voice: {
      id: moved.id,
      appId: moved.appId,
      from: current.status,
      status: moved.status,
      moderatedAt: moved.moderatedAt ?? params.now,
    },
    publishedAt: { before: current.publishedAt, after: moved.publishedAt },
  };
}

export type TVoiceForMail = {
  id: number;
  status: TVoiceStatus;
  title: string;
  rating: number | null;
  authorEmail: string | null;
  mailLocale: TLocale | null;
  app: { code: string; name: string; appProviderId: number };
};

/** What the moderation mails say of a voice, read when the mail is sent. */
export async function findVoiceForMail(db: TDb, params: { voiceId: number }): Promise<TVoiceForMail | undefined> {
  const [row] = await db
    .select({
      id: userVoices.id,
      status: userVoices.status,
      title: userVoices.title,
      rating: userVoices.rating,
      authorEmail: userVoices.authorEmail,
      mailLocale: userVoices.mailLocale,
      appCode: apps.code,
      appName: apps.name,
      appProviderId: apps.appProviderId,
    })
    .from(userVoices)
    .innerJoin(apps, eq(apps.id, userVoices.appId))
    .where(eq(userVoices.id, params.voiceId));
  if (!row) return undefined;
  const { appCode, appName, appProviderId, ...voice } = row;
  return { ...voice, app: { code: appCode, name: appName, appProviderId } };
}

/** The author's address of each voice (the failed-mail list), by voice id, when it has one. */
export async function findVoiceAuthorRecipients(db: TDb, params: { voiceIds: number[] }): Promise<Map<number, string>> {
  if (params.voiceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: userVoices.id, email: userVoices.authorEmail })
    .from(userVoices)
    .where(inArray(userVoices.id, params.voiceIds));
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
}

/** The address of each provider user (the failed-mail list), by provider user id. */
export async function findProviderUserRecipients(
  db: TDb,
  params: { providerUserIds: number[] },
): Promise<Map<number, string>> {
  if (params.providerUserIds.length === 0) return new Map();
  const rows = await db
    .select({ id: providerUsers.id, email: providerUsers.email })
    .from(providerUsers)
    .where(inArray(providerUsers.id, params.providerUserIds));
  return new Map(rows.map((row) => [row.id, row.email]));
}
