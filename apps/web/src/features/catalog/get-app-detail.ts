import "server-only";
import {
  countListedAppsPerCategoryAndPlan,
  findAppsSharingOauthClient,
  findInstallationState,
  findProviderAppById,
  findProviderAwards,
  findPublicAppByCode,
  findRelatedApps,
  findRunningCampaign,
  findTaxonomyByIds,
  type TAppPageRow,
} from "@store/db/queries/apps";
import { findAppProviderProfile } from "@store/db/queries/app-providers";
import type { TDb } from "@store/db/client";
import { isInstallationInProgress } from "@store/db/queries/installation-operations";
import { buildAppDetail, type TAppFacts } from "@store/domain/app-detail";
import { AppError } from "@store/domain/errors";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import { APP_CODE_PATTERN, type TAppContent } from "@store/domain/schemas/app-content";
import type { TCatalogContext } from "./catalog-context";
import { type TReferenceCounts, toAppSummary } from "./list-apps";

export const RELATED_APPS_LIMIT = 3;

/** The store's facts of an app that exists (its row), or of a new app's draft (`row` undefined). */
async function loadFacts(
  db: TDb,
  params: { row: NonNullable<TAppPageRow> | undefined; appProviderId: number; content: TAppContent },
  ctx: TCatalogContext,
  counts: TReferenceCounts,
): Promise<TAppFacts> {
  const { row, content } = params;
  const tenantId = row ? ctx.tenantId : null;
  const [taxonomy, awards, campaign, sharing, installation, installationInProgress, provider] = await Promise.all([
    findTaxonomyByIds(db, {
      categoryIds: content.categoryIds,
      planIds: content.planId === null ? [] : [content.planId],
      tagIds: content.tagIds,
    }),
    findProviderAwards(db, params.appProviderId),
    row ? findRunningCampaign(db, { appId: row.id, now: ctx.now }) : null,
    row?.oauthClientId ? findAppsSharingOauthClient(db, { appId: row.id, oauthClientId: row.oauthClientId }) : [],
    row && tenantId
      ? findInstallationState(db, { tenantId, appId: row.id })
      : { installed: false, suiteDataInstalled: false },
    row && tenantId ? isInstallationInProgress(db, { tenantId, appId: row.id }) : false,
    row ? { name: row.providerName } : findAppProviderProfile(db, { appProviderId: params.appProviderId }),
  ]);
  return {
    id: row?.id ?? 0,
    status: ctx.flags.forcedAppStatus ?? row?.status ?? "published",
    installable: row?.installable ?? true,
    uninstallable: row?.uninstallable ?? true,
    suiteDataIntegrationOnly: row?.suiteDataIntegrationOnly ?? false,
    suiteOptionTypes: row?.suiteOptionTypes ?? [],
    isSuiteOptionWithSubscription: row?.isSuiteOptionWithSubscription ?? false,
    suiteIdpUrl: row?.suiteIdpUrl ?? null,
    suiteDataUrl: row?.suiteDataUrl ?? null,
    supportedSuiteOptions: row?.supportedSuiteOptions ?? [],
    appProvider: { name: provider?.name ?? "" },
    awards,
    runningCampaign: campaign,
    // The app itself under the name and code it is shown with (a draft may change them).
    commonOauthClientApps: sharing.map((app) =>
      app.id === row?.id ? { name: content.name, code: content.code } : { name: app.name, code: app.code },
    ),
    taxonomy: {
      categories: new Map(
        taxonomy.categories.map((c) => [c.id, { name: c.name, count: counts.categories.get(c.id) ?? 0 }]),
      ),
      plans: new Map(
        taxonomy.plans.map((p) => [p.id, { name: p.name, priceType: p.priceType, count: counts.plans.get(p.id) ?? 0 }]),
      ),
      tags: new Map(taxonomy.tags.map((t) => [t.id, t.name])),
    },
    installed: installation.installed,
    installationInProgress,
    suiteDataInstalled: installation.suiteDataInstalled,
    now: ctx.now,
  };
}

async function findPublicApp(db: TDb, code: string) {
  const row = APP_CODE_PATTERN.test(code) ? await findPublicAppByCode(db, code) : undefined;
  if (!row) throw new AppError("NOT_FOUND", `app ${code} not found`);
  return row;
}

function detailOf(db: TDb, row: NonNullable<TAppPageRow>, ctx: TCatalogContext, counts: TReferenceCounts) {
  return loadFacts(db, { row, appProviderId: row.appProviderId, content: row.content }, ctx, counts).then((facts) =>
    buildAppDetail(row.content, facts),
  );
}

/**
 * SPEC §3 App (detail) of an app whose page is public (upcoming, published, discontinued); a
 * draft, an archived app, an unknown code or one no app could have is NOT_FOUND.
 */
export async function getAppDetail(db: TDb, code: string, ctx: TCatalogContext): Promise<TAppDetail> {
  const row = await findPublicApp(db, code);
  return detailOf(db, row, ctx, await countListedAppsPerCategoryAndPlan(db));
}

/** The app page's data: the app and its related apps, with the listed counts read once for both. */
export async function getAppDetailPage(
  db: TDb,
  code: string,
  ctx: TCatalogContext,
): Promise<{ app: TAppDetail; related: TAppSummary[] }> {
  const row = await findPublicApp(db, code);
  const [counts, relatedRows] = await Promise.all([
    countListedAppsPerCategoryAndPlan(db),
    findRelatedApps(db, { appId: row.id, limit: RELATED_APPS_LIMIT, now: ctx.now }),
  ]);
  const app = await detailOf(db, row, ctx, counts);
  return { app, related: relatedRows.map((related) => toAppSummary(related, counts, ctx.flags)) };
}

/**
 * A preview (ISSUE 10): `content` as the public page would show it, with the facts of the
 * provider's app `appId` whatever its status, or for a new app (null) the facts of a published
 * app that nobody has installed. The caller has checked who may see it; an app of another
 * provider is NOT_FOUND.
 */
export async function getAppPreviewDetail(
  db: TDb,
  params: { content: TAppContent; appId: number | null; appProviderId: number },
  ctx: TCatalogContext,
): Promise<TAppDetail> {
  const row =
    params.appId === null
      ? undefined
      : await findProviderAppById(db, { appId: params.appId, appProviderId: params.appProviderId });
  if (params.appId !== null && !row) throw new AppError("NOT_FOUND", `app ${params.appId} not found`);
  const counts = await countListedAppsPerCategoryAndPlan(db);
  const facts = await loadFacts(db, { row, appProviderId: params.appProviderId, content: params.content }, ctx, counts);
  return buildAppDetail(params.content, facts);
}
