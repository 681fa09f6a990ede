import type { TChangeRequestStatus } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { and, desc, eq, isNull, ne, or } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
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

/** The provider's unmerged drafts, most recently changed first. */
export async function listOpenDraftApps(db: TDb, params: { appProviderId: number }): Promise<TDraftAppRow[]> {
  const rows = await db
    .select(DRAFT_COLUMNS)
    .from(draftApps)
    .where(and(eq(draftApps.appProviderId, params.appProviderId), eq(draftApps.merged, false)))
    .orderBy(desc(draftApps.updatedAt), desc(draftApps.id));
  return rows;
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
