import "server-only";
import {
  countListedAppsPerCategoryAndPlan,
  findInstallationState,
  findPublicAppByCode,
  findRelatedApps,
} from "@store/db/queries/apps";
import type { TDb } from "@store/db/client";
import { isInstallationInProgress } from "@store/db/queries/installation-operations";
import { AppError } from "@store/domain/errors";
import type { TAppDetail, TAppSummary } from "@store/domain/schemas/app";
import { APP_CODE_PATTERN } from "@store/domain/schemas/app-content";
import type { TCatalogContext } from "./catalog-context";
import { toAppSummary } from "./list-apps";

export const RELATED_APPS_LIMIT = 3;

/**
 * SPEC §3 App (detail) of an app whose page is public (upcoming, published, discontinued); a
 * draft, an archived app, an unknown code or one no app could have is NOT_FOUND. The body was sanitised when it was written.
 */
export async function getAppDetail(db: TDb, code: string, ctx: TCatalogContext): Promise<TAppDetail> {
  const row = APP_CODE_PATTERN.test(code) ? await findPublicAppByCode(db, code, ctx.now) : undefined;
  if (!row) throw new AppError("NOT_FOUND", `app ${code} not found`);
  const [counts, installation, installationInProgress] = await Promise.all([
    countListedAppsPerCategoryAndPlan(db),
    ctx.tenantId
      ? findInstallationState(db, { tenantId: ctx.tenantId, appId: row.id })
      : Promise.resolve({ installed: false, suiteDataInstalled: false }),
    ctx.tenantId ? isInstallationInProgress(db, { tenantId: ctx.tenantId, appId: row.id }) : Promise.resolve(false),
  ]);
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    categories: row.categories.map((c) => ({ ...c, count: counts.categories.get(c.id) ?? 0 })),
    description: row.description,
    title: row.title,
    body: row.body,
    plan:
      row.planId !== null && row.planName !== null && row.planPriceType !== null
        ? { id: row.planId, name: row.planName, priceType: row.planPriceType, count: counts.plans.get(row.planId) ?? 0 }
        : null,
    lineupImage: row.lineupImage,
    logoImage: row.logoImage,
    status: ctx.flags.forcedAppStatus ?? row.status,
    integrationType: row.integrationType,
    primaryActionType: row.primaryActionType,
    ssoSupported: row.ssoSupported,
    installable: row.installable,
    installed: installation.installed,
    installationInProgress,
    uninstallable: row.uninstallable,
    triable: row.triable,
    suiteDataIntegrationOnly: row.suiteDataIntegrationOnly,
    suiteDataInstalled: installation.suiteDataInstalled,
    suiteDataUrl: row.suiteDataUrl,
    suiteIdpUrl: row.suiteIdpUrl,
    suiteOptionTypes: row.suiteOptionTypes,
    isSuiteOptionWithSubscription: row.isSuiteOptionWithSubscription,
    url: row.url,
    idpAppUrl: row.idpAppUrl,
    videoId: row.videoId,
    thumbnailImage: row.thumbnailImage,
    thumbnailAlt: row.thumbnailAlt,
    action: { inquiryActionType: row.inquiryActionType, inquiryUrl: row.inquiryUrl, triable: row.triable },
    price: row.price,
    priceCaption: row.priceCaption,
    additionalCharge: row.additionalCharge,
    helpUrl: row.helpUrl,
    contactUrl: row.contactUrl,
    termsUrl: row.termsUrl,
    demoRequestUrl: row.demoRequestUrl,
    suiteSchoolUrl: row.suiteSchoolUrl,
    document: row.documentUrl ? { url: row.documentUrl, eyecatchUrl: row.documentEyecatchUrl } : null,
    service: { url: row.serviceUrl, awards: row.awards },
    releases: row.releases.map((r) => ({ title: r.title, url: r.url, publishedAt: r.publishedAt.toISOString() })),
    usages: row.usages,
    images: row.images,
    features: row.features,
    supportedSuiteOptions: row.supportedSuiteOptions,
    connection: row.connection,
    appProvider: { name: row.providerName },
    campaign: row.campaign,
    announcement: row.announcement,
    idpHelp: row.idpHelp,
    suiteDataHelp: row.suiteDataHelp,
    tags: row.tags,
    commonOauthClientApps: row.commonOauthClientApps,
  };
}

/** Listed apps in the same categories as the app, closest first. */
export async function getRelatedApps(db: TDb, appId: number, ctx: TCatalogContext): Promise<TAppSummary[]> {
  const [rows, counts] = await Promise.all([
    findRelatedApps(db, { appId, limit: RELATED_APPS_LIMIT, now: ctx.now }),
    countListedAppsPerCategoryAndPlan(db),
  ]);
  return rows.map((row) => toAppSummary(row, counts, ctx.flags));
}
