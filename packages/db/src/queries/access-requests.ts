import type { TLocale } from "@store/domain/locales";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { accessRequests, tenantMemberships, tenants, users } from "../schema/tenants";

// SPEC §3 Access request: a tenant user who may not install asks the tenant's admins for an app.

/** Keeps a new open request; undefined when the person already has an open one for the app. */
export async function insertAccessRequest(
  db: TDb,
  row: {
    tenantId: string;
    appId: number;
    suiteUserId: string;
    name: string;
    email: string;
    note: string;
    locale: TLocale;
  },
) {
  const [inserted] = await db
    .insert(accessRequests)
    .values({ ...row, status: "pending" })
    .onConflictDoNothing()
    .returning({ id: accessRequests.id });
  return inserted;
}

/** When the person asked for the app in a request still open; undefined when they have none. */
export async function findOpenAccessRequestOf(
  db: TDb,
  params: { tenantId: string; suiteUserId: string; appId: number },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ requestedAt: accessRequests.requestedAt })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.tenantId, params.tenantId),
        eq(accessRequests.suiteUserId, params.suiteUserId),
        eq(accessRequests.appId, params.appId),
        eq(accessRequests.status, "pending"),
      ),
    )
    .limit(1);
  return row?.requestedAt;
}

/** The tenant's open requests, oldest first, with the app they ask for. */
export async function findOpenAccessRequests(db: TDb, params: { tenantId: string }) {
  return db
    .select({
      id: accessRequests.id,
      name: accessRequests.name,
      suiteUserId: accessRequests.suiteUserId,
      email: accessRequests.email,
      note: accessRequests.note,
      requestedAt: accessRequests.requestedAt,
      status: accessRequests.status,
      appCode: apps.code,
      appName: apps.name,
      integrationType: apps.integrationType,
      uninstallable: apps.uninstallable,
      oauthClientId: apps.oauthClientId,
      appUrl: sql<string | null>`${apps.content}->>'url'`,
      termsUrl: sql<string | null>`${apps.content}->>'termsUrl'`,
    })
    .from(accessRequests)
    .innerJoin(apps, eq(apps.id, accessRequests.appId))
    .where(and(eq(accessRequests.tenantId, params.tenantId), eq(accessRequests.status, "pending")))
    .orderBy(asc(accessRequests.requestedAt), asc(accessRequests.id));
}

/** Declines one open request of the tenant; undefined when there is none (another tenant's, or answered). */
export async function declineAccessRequest(
  db: TDb,
  params: { tenantId: string; id: number; answeredBy: string; declineNote: string; now: Date },
) {
  const [row] = await db
    .update(accessRequests)
    .set({ status: "declined", answeredAt: params.now, answeredBy: params.answeredBy, declineNote: params.declineNote })
    .where(
      and(
        eq(accessRequests.id, params.id),
        eq(accessRequests.tenantId, params.tenantId),
        eq(accessRequests.status, "pending"),
      ),
    )
    .returning({ id: accessRequests.id, appId: accessRequests.appId });
  if (!row) return undefined;
  const [app] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, row.appId));
  return { id: row.id, appName: app?.name ?? "" };
}

/** Approves every open request of the tenant for the apps just installed; their ids and app ids. */
export async function approveAccessRequests(
  db: TDb,
  params: { tenantId: string; appIds: number[]; answeredBy: string; now: Date },
) {
  if (params.appIds.length === 0) return [];
  return db
    .update(accessRequests)
    .set({ status: "approved", answeredAt: params.now, answeredBy: params.answeredBy })
    .where(
      and(
        eq(accessRequests.tenantId, params.tenantId),
        inArray(accessRequests.appId, params.appIds),
        eq(accessRequests.status, "pending"),
      ),
    )
    .returning({ id: accessRequests.id, appId: accessRequests.appId });
}

/** A request with what its mails say: the app, the tenant and the answer. */
export async function findAccessRequestForMail(db: TDb, id: number) {
  const [row] = await db
    .select({
      id: accessRequests.id,
      tenantId: accessRequests.tenantId,
      tenantName: tenants.name,
      name: accessRequests.name,
      email: accessRequests.email,
      note: accessRequests.note,
      status: accessRequests.status,
      declineNote: accessRequests.declineNote,
      locale: accessRequests.locale,
      appCode: apps.code,
      appName: apps.name,
    })
    .from(accessRequests)
    .innerJoin(apps, eq(apps.id, accessRequests.appId))
    .innerJoin(tenants, eq(tenants.id, accessRequests.tenantId))
    .where(eq(accessRequests.id, id));
  return row;
}

/** The e-mail addresses of the tenant's admins. */
export async function findTenantAdminEmails(db: TDb, params: { tenantId: string }) {
  const rows = await db
    .select({ email: users.email })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.userId))
    .where(and(eq(tenantMemberships.tenantId, params.tenantId), eq(tenantMemberships.admin, true)))
    .orderBy(asc(users.email));
  return [...new Set(rows.map((row) => row.email).filter((email) => email !== ""))];
}

/** The person's answered requests in the tenant they have not been told of on a page yet. */
export async function findUnseenAccessRequestAnswers(db: TDb, params: { tenantId: string; suiteUserId: string }) {
  return db
    .select({
      id: accessRequests.id,
      status: accessRequests.status,
      declineNote: accessRequests.declineNote,
      appCode: apps.code,
      appName: apps.name,
    })
    .from(accessRequests)
    .innerJoin(apps, eq(apps.id, accessRequests.appId))
    .where(
      and(
        eq(accessRequests.tenantId, params.tenantId),
        eq(accessRequests.suiteUserId, params.suiteUserId),
        ne(accessRequests.status, "pending"),
        isNotNull(accessRequests.answeredAt),
        isNull(accessRequests.seenAt),
      ),
    )
    .orderBy(desc(accessRequests.answeredAt));
}

/** Marks answers as told to their requester. */
export async function markAccessRequestAnswersSeen(
  db: TDb,
  params: { tenantId: string; suiteUserId: string; ids: number[]; now: Date },
) {
  if (params.ids.length === 0) return;
  await db
    .update(accessRequests)
    .set({ seenAt: params.now })
    .where(
      and(
        eq(accessRequests.tenantId, params.tenantId),
        eq(accessRequests.suiteUserId, params.suiteUserId),
        inArray(accessRequests.id, params.ids),
      ),
    );
}
