import { SUITE_DATA_APP_CODE, VISIBLE_APP_STATUSES } from "@store/domain/enums";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { campaignApps, campaigns } from "../schema/editorial";
import { appProviderAwards, appProviders } from "../schema/providers";
import { categories, plans, tags } from "../schema/taxonomy";
import { installations } from "../schema/tenants";

// One app's page: its content and the store's facts about it (domain app-detail.ts builds the page).

export async function findAppNameByCode(db: TDb, code: string): Promise<string | undefined> {
  const [row] = await db.select({ name: apps.name }).from(apps).where(eq(apps.code, code)).limit(1);
  return row?.name;
}

/** The id of the app whose public page is at `code` (issue 29: what a view of the page counts for); none when hidden. */
export async function findVisibleAppIdByCode(db: TDb, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.code, code), inArray(apps.status, [...VISIBLE_APP_STATUSES])))
    .limit(1);
  return row?.id ?? null;
}

/** The app's row as the detail page needs it: content and the store's own columns. */
function appPageColumns() {
  return {
    id: apps.id,
    content: apps.content,
    status: apps.status,
    appProviderId: apps.appProviderId,
    providerName: appProviders.name,
    oauthClientId: apps.oauthClientId,
    installable: apps.installable,
    uninstallable: apps.uninstallable,
    suiteDataIntegrationOnly: apps.suiteDataIntegrationOnly,
    suiteOptionTypes: apps.suiteOptionTypes,
    isSuiteOptionWithSubscription: apps.isSuiteOptionWithSubscription,
    suiteIdpUrl: apps.suiteIdpUrl,
    suiteDataUrl: apps.suiteDataUrl,
    supportedSuiteOptions: apps.supportedSuiteOptions,
  };
}

export type TAppPageRow = Awaited<ReturnType<typeof findAppPageRow>>;

async function findAppPageRow(db: TDb, where: SQL | undefined) {
  const [row] = await db
    .select(appPageColumns())
    .from(apps)
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(where)
    .limit(1);
  return row;
}

/** An app whose detail page is public (upcoming, published, discontinued). */
export function findPublicAppByCode(db: TDb, code: string) {
  return findAppPageRow(db, and(eq(apps.code, code), inArray(apps.status, [...VISIBLE_APP_STATUSES])));
}

/** A provider's own app whatever its status (previews); another provider's is undefined. */
export function findProviderAppById(db: TDb, params: { appId: number; appProviderId: number }) {
  return findAppPageRow(db, and(eq(apps.id, params.appId), eq(apps.appProviderId, params.appProviderId)));
}

/** The provider's awards, in their order (SPEC §3 App service.awards). */
export function findProviderAwards(db: TDb, appProviderId: number) {
  return db
    .select({ id: appProviderAwards.id, title: appProviderAwards.title, description: appProviderAwards.description })
    .from(appProviderAwards)
    .where(eq(appProviderAwards.appProviderId, appProviderId))
    .orderBy(asc(appProviderAwards.position), asc(appProviderAwards.id));
}

/** The campaign the app takes part in at `now` (ending soonest first), if any. */
export async function findRunningCampaign(db: TDb, params: { appId: number; now: Date }) {
  const at = params.now.toISOString();
  const [campaign] = await db
    .select({ benefits: campaigns.benefits, conditions: campaigns.conditions })
    .from(campaignApps)
    .innerJoin(campaigns, eq(campaigns.id, campaignApps.campaignId))
    .where(
      and(eq(campaignApps.appId, params.appId), sql`${campaigns.startsAt} <= ${at}`, sql`${campaigns.endsAt} > ${at}`),
    )
    .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
    .limit(1);
  return campaign ?? null;
}

/** The app and the published apps that share its OAuth client (one provider account), by id. */
export function findAppsSharingOauthClient(db: TDb, params: { appId: number; oauthClientId: number }) {
  return db
    .select({ id: apps.id, name: apps.name, code: apps.code })
    .from(apps)
    .where(
      and(
        eq(apps.oauthClientId, params.oauthClientId),
        sql`(${apps.status} = 'published' or ${apps.id} = ${params.appId})`,
      ),
    )
    .orderBy(asc(apps.id));
}

/** Names of the categories, plans and tags with these ids (ids that do not exist are left out). */
export async function findTaxonomyByIds(db: TDb, ids: { categoryIds: number[]; planIds: number[]; tagIds: number[] }) {
  const [categoryRows, planRows, tagRows] = await Promise.all([
    ids.categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids.categoryIds))
      : [],
    ids.planIds.length
      ? db
          .select({ id: plans.id, name: plans.name, priceType: plans.priceType })
          .from(plans)
          .where(inArray(plans.id, ids.planIds))
      : [],
    ids.tagIds.length ? db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, ids.tagIds)) : [],
  ]);
  return { categories: categoryRows, plans: planRows, tags: tagRows };
}

/** Whether a tenant has the app, and the suite's data-integration app, installed. */
export async function findInstallationState(
  db: TDb,
  params: { tenantId: string; appId: number },
): Promise<{ installed: boolean; suiteDataInstalled: boolean }> {
  const rows = await db
    .select({ appId: installations.appId, code: apps.code })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(
      and(
        eq(installations.tenantId, params.tenantId),
        sql`(${installations.appId} = ${params.appId} or ${apps.code} = ${SUITE_DATA_APP_CODE})`,
      ),
    );
  return {
    installed: rows.some((row) => row.appId === params.appId),
    suiteDataInstalled: rows.some((row) => row.code === SUITE_DATA_APP_CODE),
  };
}
