import { SUITE_DATA_APP_CODE, type TOperationType } from "@store/domain/enums";
import { operationMessage } from "@store/domain/installation";
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { appProviders, oauthClients } from "../schema/providers";
import { installations, operationLogs } from "../schema/tenants";

/** The scopes an app asks every tenant to grant (its content's `integration.scopes`; none before issue 27). */
export const appScopes = sql<string[]>`coalesce(${apps.content}->'integration'->'scopes', '[]'::jsonb)`;

/** The add-on an install or labs app adds, by its key at the parent service (none before issue 27). */
export const appAddonKey = sql<string | null>`${apps.content}->'integration'->>'addonKey'`;

/** What installing an app needs to know about it, with the parent-service id of its OAuth client. */
export async function findAppForInstallation(db: TDb, params: { code: string }) {
  const [row] = await db
    .select({
      id: apps.id,
      code: apps.code,
      name: apps.name,
      status: apps.status,
      integrationType: apps.integrationType,
      installable: apps.installable,
      uninstallable: apps.uninstallable,
      suiteDataIntegrationOnly: apps.suiteDataIntegrationOnly,
      isSuiteOptionWithSubscription: apps.isSuiteOptionWithSubscription,
      oauthClientId: apps.oauthClientId,
      suiteClientId: oauthClients.clientId,
      scopes: appScopes,
      addonKey: appAddonKey,
    })
    .from(apps)
    .leftJoin(oauthClients, eq(oauthClients.id, apps.oauthClientId))
    .where(eq(apps.code, params.code))
    .limit(1);
  return row;
}

export type TAppForInstallation = NonNullable<Awaited<ReturnType<typeof findAppForInstallation>>>;

/**
 * The apps a grant of one OAuth client covers (DOMAIN.md shared provider account): the published
 * apps of the client, plus `includeAppId` whatever its status.
 */
export async function findAppsOfOauthClient(db: TDb, params: { oauthClientId: number; includeAppId: number }) {
  return db
    .select({ id: apps.id, code: apps.code, name: apps.name, scopes: appScopes })
    .from(apps)
    .where(
      and(
        eq(apps.oauthClientId, params.oauthClientId),
        sql`(${apps.status} = 'published' or ${apps.id} = ${params.includeAppId})`,
      ),
    )
    .orderBy(asc(apps.id));
}

/** Which of the apps the tenant has installed now. */
export async function findInstalledAppIds(db: TDb, params: { tenantId: string; appIds: number[] }) {
  if (params.appIds.length === 0) return [];
  const rows = await db
    .select({ appId: installations.appId })
    .from(installations)
    .where(and(eq(installations.tenantId, params.tenantId), inArray(installations.appId, params.appIds)));
  return rows.map((row) => row.appId);
}

/** Every installation of the tenant whose app is one of `appIds`, with its add-on id. */
export async function findInstallations(db: TDb, params: { tenantId: string; appIds: number[] }) {
  if (params.appIds.length === 0) return [];
  return db
    .select({ appId: installations.appId, addonId: installations.addonId })
    .from(installations)
    .where(and(eq(installations.tenantId, params.tenantId), inArray(installations.appId, params.appIds)));
}

export async function hasSuiteDataInstalled(db: TDb, params: { tenantId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: installations.id })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(and(eq(installations.tenantId, params.tenantId), eq(apps.code, SUITE_DATA_APP_CODE)))
    .limit(1);
  return row !== undefined;
}

/** Adds the installations that do not exist yet, with the scopes granted; returns the app ids actually added. */
export async function insertInstallations(
  db: TDb,
  params: {
    tenantId: string;
    installedBy: string;
    rows: { appId: number; addonId: string | null; grantedScopes?: string[] | null }[];
  },
): Promise<number[]> {
  if (params.rows.length === 0) return [];
  const inserted = await db
    .insert(installations)
    .values(params.rows.map((row) => ({ ...row, tenantId: params.tenantId, installedBy: params.installedBy })))
    .onConflictDoNothing({ target: [installations.tenantId, installations.appId] })
    .returning({ appId: installations.appId });
  return inserted.map((row) => row.appId);
}

/** Removes the tenant's installations of the apps; returns the app ids actually removed. */
export async function deleteInstallations(db: TDb, params: { tenantId: string; appIds: number[] }): Promise<number[]> {
  if (params.appIds.length === 0) return [];
  const deleted = await db
    .delete(installations)
    .where(and(eq(installations.tenantId, params.tenantId), inArray(installations.appId, params.appIds)))
    .returning({ appId: installations.appId });
  return deleted.map((row) => row.appId);
}

/** SPEC §3 Installed app: the tenant's installed apps with their OAuth client, oldest group first. */
export async function findInstalledApps(db: TDb, params: { tenantId: string; appIds?: number[] }) {
  return db
    .select({
      id: apps.id,
      name: apps.name,
      /** The name's folded kana reading (search_text's second line), empty when it has no kanji. */
      nameReading: sql<string>`split_part(${apps.searchText}, chr(10), 2)`,
      code: apps.code,
      title: apps.title,
      integrationType: apps.integrationType,
      primaryActionType: apps.primaryActionType,
      triable: sql<boolean>`coalesce((${apps.content}->>'triable')::boolean, false)`,
      logoImage: apps.logoImage,
      /** Content links as typed: to-installed-app.ts keeps only safe ones. */
      appUrl: sql<string | null>`${apps.content}->>'url'`,
      termsUrl: sql<string | null>`${apps.content}->>'termsUrl'`,
      providerName: appProviders.name,
      uninstallable: apps.uninstallable,
      /** The app takes the suite's employee data (its options include the data integration). */
      usesSuiteData: sql<boolean>`(${apps.suiteDataIntegrationOnly} or ${apps.supportedSuiteOptions} @> '[{"featureType":"suite_data"}]'::jsonb)`,
      addonId: installations.addonId,
      installedAt: installations.installedAt,
      oauthClientId: oauthClients.clientId,
    })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .leftJoin(oauthClients, eq(oauthClients.id, apps.oauthClientId))
    .where(
      and(
        eq(installations.tenantId, params.tenantId),
        params.appIds ? inArray(installations.appId, params.appIds) : undefined,
      ),
    )
    .orderBy(desc(installations.installedAt), asc(apps.id));
}

export type TInstalledAppRow = Awaited<ReturnType<typeof findInstalledApps>>[number];

/** Who did it and from where, as the operation log records it (DOMAIN.md 'Operation logs'). */
export type TOperationActor = Pick<
  typeof operationLogs.$inferInsert,
  "tenantId" | "suiteUserId" | "email" | "ipAddress" | "userAgent"
>;

/** The one log row of what `actor` did to these apps, with the log's message (and the scopes granted). */
export function logOperation(
  db: TDb,
  actor: TOperationActor,
  entry: { operationType: TOperationType; appNames: string[]; scopes?: string[] | null },
) {
  return insertOperationLog(db, {
    tenantId: actor.tenantId,
    suiteUserId: actor.suiteUserId,
    email: actor.email,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    appNames: entry.appNames,
    operationType: entry.operationType,
    message: operationMessage(entry.operationType, entry.appNames),
    ...(entry.scopes !== undefined ? { scopes: entry.scopes } : {}),
  });
}

export async function insertOperationLog(db: TDb, row: typeof operationLogs.$inferInsert) {
  const [inserted] = await db.insert(operationLogs).values(row).returning();
  if (!inserted) throw new Error("operation log insert returned nothing");
  return inserted;
}

/** The operation log's filters; `from` and `to` are store-time-zone dates, both inclusive. */
export type TOperationLogFilterParams = {
  tenantId: string;
  type?: TOperationType;
  app?: string;
  user?: string;
  from?: string;
  to?: string;
};

/** A date's start in the store's time zone (Asia/Tokyo, as the store shows times). */
function storeMidnight(date: string, addDays = 0): Date {
  const start = new Date(`${date}T00:00:00+09:00`);
  return new Date(start.getTime() + addDays * 24 * 60 * 60 * 1000);
}

function operationLogWhere(params: TOperationLogFilterParams): SQL | undefined {
  return and(
    eq(operationLogs.tenantId, params.tenantId),
    params.type ? eq(operationLogs.operationType, params.type) : undefined,
    params.app ? sql`${operationLogs.appNames} @> ${JSON.stringify([params.app])}::jsonb` : undefined,
    params.user ? sql`lower(${operationLogs.email}) = lower(${params.user})` : undefined,
    params.from ? gte(operationLogs.operatedAt, storeMidnight(params.from)) : undefined,
    params.to ? lt(operationLogs.operatedAt, storeMidnight(params.to, 1)) : undefined,
  );
}

/** One page of the tenant's operation logs, filtered, newest first, with the number of all that match. */
export async function findOperationLogPage(
  db: TDb,
  params: TOperationLogFilterParams & { limit: number; offset: number },
) {
  const where = operationLogWhere(params);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: operationLogs.id,
        tenantId: operationLogs.tenantId,
        appNames: operationLogs.appNames,
        operationType: operationLogs.operationType,
        suiteUserId: operationLogs.suiteUserId,
        email: operationLogs.email,
        ipAddress: operationLogs.ipAddress,
        userAgent: operationLogs.userAgent,
        message: operationLogs.message,
        scopes: operationLogs.scopes,
        operatedAt: operationLogs.operatedAt,
      })
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.operatedAt), desc(operationLogs.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(operationLogs).where(where),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** The app names and user e-mails in the tenant's operation logs (the filters' choices), sorted. */
export async function findOperationLogFacets(db: TDb, params: { tenantId: string }) {
  const [appRows, userRows] = await Promise.all([
    db
      .selectDistinct({ name: sql<string>`jsonb_array_elements_text(${operationLogs.appNames})` })
      .from(operationLogs)
      .where(eq(operationLogs.tenantId, params.tenantId)),
    db
      .selectDistinct({ email: operationLogs.email })
      .from(operationLogs)
      .where(eq(operationLogs.tenantId, params.tenantId)),
  ]);
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { apps: sorted(appRows.map((row) => row.name)), users: sorted(userRows.map((row) => row.email)) };
}
