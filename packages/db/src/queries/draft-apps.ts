import type { TChangeRequestStatus } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import type { TRemovedMarkup } from "@store/domain/pre-checks/draft-checks-input";
import { and, count, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { appCodeClaims, draftApps } from "../schema/drafts";
import { appProviders } from "../schema/providers";

// A provider's drafts (DOMAIN.md: drafts and change requests). Every query a provider's request
// runs names the provider in its where; the two that do not say why.

const DRAFT_COLUMNS = {
  id: draftApps.id,
  appId: draftApps.appId,
  appProviderId: draftApps.appProviderId,
  name: draftApps.name,
  code: draftApps.code,
  content: draftApps.content,
  merged: draftApps.merged,
  changeRequestStatus: draftApps.changeRequestStatus,
  reviewComment: draftApps.reviewComment,
  notificationEmail: draftApps.notificationEmail,
  loginUrl: draftApps.loginUrl,
  version: draftApps.version,
  notificationLocale: draftApps.notificationLocale,
  submittedAt: draftApps.submittedAt,
  updatedAt: draftApps.updatedAt,
  preCheckReport: draftApps.preCheckReport,
  removedMarkup: draftApps.removedMarkup,
};

export type TDraftAppRow = {
  id: number;
  appId: number | null;
  appProviderId: number;
  name: string;
  code: string;
  content: TAppContent;
  merged: boolean;
  changeRequestStatus: TChangeRequestStatus;
  reviewComment: string | null;
  notificationEmail: string | null;
  loginUrl: string | null;
  version: number;
  notificationLocale: TLocale;
  submittedAt: Date | null;
  updatedAt: Date;
  /** The last pre-check report, for the version it names (stale when the draft moved on). */
  preCheckReport: TPreCheckReport | null;
  /** What the sanitiser took out of its rich texts when they were saved, by field path. */
  removedMarkup: TRemovedMarkup;
};

const own = (params: { appProviderId: number; draftId: number }) =>
  and(eq(draftApps.id, params.draftId), eq(draftApps.appProviderId, params.appProviderId));

/** One of the provider's drafts, merged or not. */
export async function findDraftApp(
  db: TDb,
  params: { appProviderId: number; draftId: number },
): Promise<TDraftAppRow | undefined> {
  const [row] = await db.select(DRAFT_COLUMNS).from(draftApps).where(own(params));
  return row;
}

/** The same, locked until the transaction ends: saves and transitions of one draft run one after another. */
export async function lockDraftApp(
  db: TDb,
  params: { appProviderId: number; draftId: number },
): Promise<TDraftAppRow | undefined> {
  const [row] = await db.select(DRAFT_COLUMNS).from(draftApps).where(own(params)).for("update");
  return row;
}

const openOf = (appProviderId: number) => and(eq(draftApps.appProviderId, appProviderId), eq(draftApps.merged, false));

/** One page of the provider's unmerged drafts, most recently changed first, and how many there are. */
export async function listOpenDraftApps(
  db: TDb,
  params: { appProviderId: number; limit: number; offset: number },
): Promise<{ rows: TDraftAppRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(DRAFT_COLUMNS)
      .from(draftApps)
      .where(openOf(params.appProviderId))
      .orderBy(desc(draftApps.updatedAt), desc(draftApps.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: count() }).from(draftApps).where(openOf(params.appProviderId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/**
 * How many open drafts of new apps the provider has, its row locked until the transaction ends so
 * that concurrent creates count one after another (the quota holds under a burst).
 */
export async function countOpenNewAppDraftsLocked(db: TDb, params: { appProviderId: number }): Promise<number> {
  await db
    .select({ id: appProviders.id })
    .from(appProviders)
    .where(eq(appProviders.id, params.appProviderId))
    .for("update");
  const [row] = await db
    .select({ count: count() })
    .from(draftApps)
    .where(and(openOf(params.appProviderId), isNull(draftApps.appId)));
  return row?.count ?? 0;
}

/** The open (unmerged) draft of one of the provider's apps; there is at most one (unique index). */
export async function findOpenDraftOfApp(
  db: TDb,
  params: { appProviderId: number; appId: number },
): Promise<TDraftAppRow | undefined> {
  const [row] = await db
    .select(DRAFT_COLUMNS)
    .from(draftApps)
    .where(
      and(
        eq(draftApps.appId, params.appId),
        eq(draftApps.appProviderId, params.appProviderId),
        eq(draftApps.merged, false),
      ),
    );
  return row;
}

export type TDraftAppWrite = {
  content: TAppContent;
  removedMarkup: TRemovedMarkup;
  notificationEmail: string | null;
  loginUrl: string | null;
  notificationLocale: TLocale;
  updatedByProviderUserId: number;
  updatedAt: Date;
};

/** A new draft of the provider: of a new app (appId null) or of one of its apps. */
export async function insertDraftApp(
  db: TDb,
  params: { appProviderId: number; appId: number | null } & TDraftAppWrite,
): Promise<TDraftAppRow> {
  const { content, ...rest } = params;
  const [row] = await db
    .insert(draftApps)
    .values({
      ...rest,
      name: content.name,
      code: content.code,
      content,
      createdAt: params.updatedAt,
    })
    .returning(DRAFT_COLUMNS);
  if (!row) throw new Error("draft app insert returned nothing");
  return row;
}

/** Saves a draft's content and meta: the name and code columns follow the content, the version goes up. */
export async function updateDraftApp(
  db: TDb,
  params: { appProviderId: number; draftId: number; version: number } & TDraftAppWrite,
): Promise<TDraftAppRow> {
  const { appProviderId, draftId, content, ...rest } = params;
  const [row] = await db
    .update(draftApps)
    .set({ ...rest, name: content.name, code: content.code, content })
    .where(own({ appProviderId, draftId }))
    .returning(DRAFT_COLUMNS);
  if (!row) throw new Error(`draft app ${draftId} vanished while locked`);
  return row;
}

/** Moves a draft's change request (submit, withdraw); the version goes up, so an open editor reloads. */
export async function updateDraftAppChangeRequest(
  db: TDb,
  params: {
    appProviderId: number;
    draftId: number;
    changeRequestStatus: TChangeRequestStatus;
    version: number;
    submittedAt?: Date;
    /** The pre-check report a submit ran on the content, stored for the new version. */
    preCheckReport?: TPreCheckReport;
    notificationLocale: TLocale;
    updatedByProviderUserId: number;
    updatedAt: Date;
  },
): Promise<TDraftAppRow> {
  const { appProviderId, draftId, ...values } = params;
  const [row] = await db.update(draftApps).set(values).where(own({ appProviderId, draftId })).returning(DRAFT_COLUMNS);
  if (!row) throw new Error(`draft app ${draftId} vanished while locked`);
  return row;
}

/**
 * The draft takes `code` (or keeps it), giving up any other code it held: true when it holds it
 * now. Taken from whoever held it only when that draft sat editable and unsaved since `staleBefore`
 * (its reservation lapsed). One row per code, so of concurrent claims one wins and the others
 * wait for it and then see it held. Looks past the provider on purpose; answers only yes or no.
 */
export async function claimAppCode(
  db: TDb,
  params: { code: string; draftId: number; staleBefore: Date },
): Promise<boolean> {
  await releaseAppCode(db, { draftId: params.draftId, exceptCode: params.code });
  const lapsed = sql`exists (select 1 from ${draftApps} where ${draftApps.id} = ${appCodeClaims.draftAppId}
    and ${draftApps.merged} = false and ${draftApps.changeRequestStatus} in ('in_draft', 'rejected')
    and ${draftApps.updatedAt} <= ${params.staleBefore.toISOString()})`;
  const held = await db
    .insert(appCodeClaims)
    .values({ code: params.code, draftAppId: params.draftId })
    .onConflictDoUpdate({
      target: appCodeClaims.code,
      set: { draftAppId: sql`excluded.draft_app_id` },
      setWhere: sql`${appCodeClaims.draftAppId} = excluded.draft_app_id or ${lapsed}`,
    })
    .returning({ draftAppId: appCodeClaims.draftAppId });
  return held.length === 1;
}

/** The draft gives up the code it holds (all but `exceptCode`). */
export async function releaseAppCode(db: TDb, params: { draftId: number; exceptCode?: string }): Promise<void> {
  await db
    .delete(appCodeClaims)
    .where(
      and(
        eq(appCodeClaims.draftAppId, params.draftId),
        params.exceptCode === undefined ? undefined : ne(appCodeClaims.code, params.exceptCode),
      ),
    );
}

/** Whether an app has this code (any provider's, unreleased ones included); yes or no only. */
export async function isCodeOfAnApp(db: TDb, params: { code: string }): Promise<boolean> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.code, params.code)).limit(1);
  return app !== undefined;
}

/**
 * Whether an app, or an open draft of another app, already has this code. Codes are unique across
 * the whole store, so this looks past the provider on purpose; it answers only yes or no.
 */
export async function isAppCodeTaken(
  db: TDb,
  params: { code: string; exceptDraftId: number | null; exceptAppId: number | null },
): Promise<boolean> {
  const [app] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.code, params.code), params.exceptAppId === null ? undefined : ne(apps.id, params.exceptAppId)))
    .limit(1);
  if (app) return true;
  const [draft] = await db
    .select({ id: draftApps.id })
    .from(draftApps)
    .where(
      and(
        eq(draftApps.code, params.code),
        eq(draftApps.merged, false),
        params.exceptDraftId === null ? undefined : ne(draftApps.id, params.exceptDraftId),
        params.exceptAppId === null ? undefined : or(isNull(draftApps.appId), ne(draftApps.appId, params.exceptAppId)),
      ),
    )
    .limit(1);
  return draft !== undefined;
}

/**
 * What a change-request mail needs: the draft, where to send it and in which language. Run by the
 * job worker for the draft the job names, whoever's it is.
 */
export async function findDraftAppForMail(db: TDb, params: { draftId: number }) {
  const [row] = await db
    .select({
      id: draftApps.id,
      appId: draftApps.appId,
      name: draftApps.name,
      code: draftApps.code,
      changeRequestStatus: draftApps.changeRequestStatus,
      version: draftApps.version,
      reviewComment: draftApps.reviewComment,
      notificationEmail: draftApps.notificationEmail,
      notificationLocale: draftApps.notificationLocale,
      providerEmail: appProviders.email,
      providerName: appProviders.name,
    })
    .from(draftApps)
    .innerJoin(appProviders, eq(appProviders.id, draftApps.appProviderId))
    .where(eq(draftApps.id, params.draftId));
  return row;
}
