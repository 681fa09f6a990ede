import { translationIn, withTranslation } from "@store/domain/listing-translations";
import { DEFAULT_LOCALE } from "@store/domain/locales";
import "server-only";
import { countListedAppsPerCategoryAndPlan } from "@store/db/queries/app-facets";
import { findRelatedApps } from "@store/db/queries/app-list";
import {
  findAppsSharingOauthClient,
  findInstallationState,
  findProviderAppById,
  findProviderAwards,
  findPublicAppByCode,
  findRunningCampaign,
  findTaxonomyByIds,
  type TAppPageRow,
} from "@store/db/queries/app-page";
import { findAppProviderProfile } from "@store/db/queries/app-providers";
import type { TDb } from "@store/db/client";
import { isInstallationInProgress } from "@store/db/queries/installation-operations";
import { buildAppDetail, type TAppFacts } from "@store/domain/app-detail";
import { AppError } from "@store/domain/errors";
import { NO_FLAGS } from "@store/domain/feature-flags";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import { APP_CODE_PATTERN, type TAppContent } from "@store/domain/schemas/app-content";
import { accessRequestRefusalFor } from "@/features/tenant/app-policy/index.server";
import type { TCatalogContext } from "./catalog-context";
import { type TReferenceCounts, toAppSummary, withFlags } from "./list/list-apps";

export const RELATED_APPS_LIMIT = 3;

/** The store's facts of an app that every viewer sees alike (cacheable); the status is the row's. */
export type TPublicAppFacts = Omit<TAppFacts, TViewerFactKey | "now">;
type TViewerFactKey = "installed" | "installationInProgress" | "suiteDataInstalled" | "requestRefusal";

/** The store's public facts of an app that exists (its row), or of a new app's draft (`row` undefined). */
async function loadPublicFacts(
  db: TDb,
  params: { row: NonNullable<TAppPageRow> | undefined; appProviderId: number; content: TAppContent; now: Date },
  counts: TReferenceCounts,
): Promise<TPublicAppFacts> {
  const { row, content } = params;
  const [taxonomy, awards, campaign, sharing, provider] = await Promise.all([
    findTaxonomyByIds(db, {
      categoryIds: content.categoryIds,
      planIds: content.planId === null ? [] : [content.planId],
      tagIds: content.tagIds,
    }),
    findProviderAwards(db, params.appProviderId),
    row ? findRunningCampaign(db, { appId: row.id, now: params.now }) : null,
    row?.oauthClientId ? findAppsSharingOauthClient(db, { appId: row.id, oauthClientId: row.oauthClientId }) : [],
    row ? { name: row.providerName } : findAppProviderProfile(db, { appProviderId: params.appProviderId }),
  ]);
  return {
    id: row?.id ?? 0,
    status: row?.status ?? "published",
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
  };
}

/** What the viewer's tenant has of an app (nothing for a visitor or a new app's draft). */
async function loadViewerFacts(
  db: TDb,
  appId: number | null,
  ctx: TCatalogContext,
): Promise<Pick<TAppFacts, TViewerFactKey>> {
  const tenantId = appId === null ? null : ctx.tenantId;
  if (appId === null || tenantId === null)
    return { installed: false, installationInProgress: false, suiteDataInstalled: false, requestRefusal: null };
  const [installation, installationInProgress, requestRefusal] = await Promise.all([
    findInstallationState(db, { tenantId, appId }),
    isInstallationInProgress(db, { tenantId, appId }),
    // Issue 27 item 6: a member's request button says when the tenant's policy refuses the app.
    accessRequestRefusalFor(db, { tenantId, appId }),
  ]);
  return {
    installed: installation.installed,
    installationInProgress,
    suiteDataInstalled: installation.suiteDataInstalled,
    requestRefusal,
  };
}

/** The detail as this request shows it: the public part with the viewer's facts and the request's flags. */
async function completeDetail(
  db: TDb,
  page: { content: TAppContent; facts: TPublicAppFacts },
  ctx: TCatalogContext,
  appId: number | null,
): Promise<TAppDetail> {
  const viewer = await loadViewerFacts(db, appId, ctx);
  const status = ctx.flags.forcedAppStatus ?? page.facts.status;
  return buildAppDetail(listingContent(page.content, ctx), { ...page.facts, ...viewer, status, now: ctx.now });
}

/**
 * The content in the viewer's language (issue 31): the provider's translation of the name, title,
 * description and body in place of the Japanese, unless the viewer asked for the original.
 */
function listingContent(content: TAppContent, ctx: TCatalogContext): TAppContent {
  if (ctx.original) return content;
  return withTranslation(content, translationIn(content.translations, ctx.locale ?? DEFAULT_LOCALE));
}

/** An app page's part every viewer sees alike: its content, public facts and related apps (no flags applied). */
export type TPublicAppPage = { content: TAppContent; facts: TPublicAppFacts; related: TAppSummary[] };

/**
 * The public part of the page of an app whose page is public (upcoming, published,
 * discontinued); null for a draft, an archived app, an unknown code or one no app could have.
 * Releases dated after `now` stay in the content: the detail leaves them out when it is built.
 */
export async function loadPublicAppPage(db: TDb, code: string, now: Date): Promise<TPublicAppPage | null> {
  const row = APP_CODE_PATTERN.test(code) ? await findPublicAppByCode(db, code) : undefined;
  if (!row) return null;
  const [counts, relatedRows] = await Promise.all([
    countListedAppsPerCategoryAndPlan(db),
    findRelatedApps(db, { appId: row.id, limit: RELATED_APPS_LIMIT, now }),
  ]);
  const facts = await loadPublicFacts(db, { row, appProviderId: row.appProviderId, content: row.content, now }, counts);
  return {
    content: row.content,
    facts,
    related: relatedRows.map((related) => toAppSummary(related, counts, NO_FLAGS)),
  };
}

/** The app page's data for this request from its public part: the viewer's facts and the flags applied. */
export async function completeAppDetailPage(
  db: TDb,
  page: TPublicAppPage,
  ctx: TCatalogContext,
): Promise<{ app: TAppDetail; related: TAppSummary[] }> {
  return {
    app: await completeDetail(db, page, ctx, page.facts.id),
    related: page.related.map((summary) => withFlags(summary, ctx.flags)),
  };
}

function notFound(code: string): never {
  throw new AppError("NOT_FOUND", `app ${code} not found`);
}

/**
 * SPEC §3 App (detail) of an app whose page is public (upcoming, published, discontinued); a
 * draft, an archived app, an unknown code or one no app could have is NOT_FOUND.
 */
export async function getAppDetail(db: TDb, code: string, ctx: TCatalogContext): Promise<TAppDetail> {
  return (await getAppDetailPage(db, code, ctx)).app;
}

/** The app page's data: the app and its related apps, with the listed counts read once for both. */
export async function getAppDetailPage(
  db: TDb,
  code: string,
  ctx: TCatalogContext,
): Promise<{ app: TAppDetail; related: TAppSummary[] }> {
  const page = (await loadPublicAppPage(db, code, ctx.now)) ?? notFound(code);
  return completeAppDetailPage(db, page, ctx);
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
  const facts = await loadPublicFacts(
    db,
    { row, appProviderId: params.appProviderId, content: params.content, now: ctx.now },
    counts,
  );
  return completeDetail(db, { content: params.content, facts }, ctx, row?.id ?? null);
}
