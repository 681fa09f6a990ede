// ISSUE 10 "one content shape, one builder": the data of an app's detail page (SPEC §3 App
// (detail)) from its content (schemas/app-content.ts) and the store's own facts about it. The
// public page and every preview call this and nothing else, so a preview is the public page.
import type { TAccessRequestRefusal } from "./app-policy";
import type { TAppStatus, TEmbedType, TFeatureType, TPriceType } from "./enums";
import { releaseTime, safeLink, type TAppContent } from "./schemas/app-content";
import type { TAppDetail } from "./schemas/app";

/** What the store, not the provider, knows about an app (columns, counts, the viewer's tenant). */
export type TAppFacts = {
  /** 0 for a new app's draft, which has no app yet. */
  id: number;
  status: TAppStatus;
  installable: boolean;
  uninstallable: boolean;
  suiteDataIntegrationOnly: boolean;
  suiteOptionTypes: string[];
  isSuiteOptionWithSubscription: boolean;
  suiteIdpUrl: string | null;
  suiteDataUrl: string | null;
  supportedSuiteOptions: { id: number; name: string; featureType: TFeatureType }[];
  appProvider: { name: string };
  awards: { id: number; title: string; description: string }[];
  /** The store's campaign the app takes part in now, if any (editorial). */
  runningCampaign: { benefits: string; conditions: string } | null;
  commonOauthClientApps: { name: string; code: string }[];
  /** Names and listed counts of the taxonomy the content's ids refer to; unknown ids are left out. */
  taxonomy: {
    categories: ReadonlyMap<number, { name: string; count: number }>;
    plans: ReadonlyMap<number, { name: string; priceType: TPriceType; count: number }>;
    tags: ReadonlyMap<number, string>;
  };
  /** The viewer's tenant. */
  installed: boolean;
  installationInProgress: boolean;
  suiteDataInstalled: boolean;
  /** Issue 27 item 6: why the viewer's tenant's app policy refuses members' requests for the app (none: null). */
  requestRefusal?: TAccessRequestRefusal | null;
  /** Releases dated later are not shown yet. */
  now: Date;
};

/** The player or viewer of an embed, from its id (SPEC §3 usages: embedId), as the providers' hosts serve it. */
export function embedUrlOf(type: TEmbedType, embedId: string | null): string | null {
  const id = embedId?.trim();
  if (!id || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  if (type === "wistia") return `https://fast.wistia.net/embed/iframe/${id}`;
  if (type === "box") return `https://app.box.com/embed/s/${id}`;
  return null;
}

const nonEmpty = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** The detail page's data: links that are not http(s) or the store's own paths are left out. */
export function buildAppDetail(content: TAppContent, facts: TAppFacts): TAppDetail {
  const { taxonomy } = facts;
  const plan = content.planId === null ? undefined : taxonomy.plans.get(content.planId);
  const documentUrl = safeLink(content.documentUrl);
  const at = facts.now.getTime();
  return {
    id: facts.id,
    name: content.name,
    code: content.code,
    categories: content.categoryIds.flatMap((id) => {
      const category = taxonomy.categories.get(id);
      return category ? [{ id, name: category.name, count: category.count }] : [];
    }),
    description: content.description,
    title: content.title,
    body: content.body,
    plan: plan && content.planId !== null ? { id: content.planId, ...plan } : null,
    lineupImage: safeLink(content.lineupImage),
    logoImage: safeLink(content.logoImage),
    status: facts.status,
    integrationType: content.integrationType,
    primaryActionType: content.primaryActionType,
    ssoSupported: content.ssoSupported,
    installable: facts.installable,
    installed: facts.installed,
    installationInProgress: facts.installationInProgress,
    requestRefusal: facts.requestRefusal ?? null,
    uninstallable: facts.uninstallable,
    triable: content.triable,
    suiteDataIntegrationOnly: facts.suiteDataIntegrationOnly,
    suiteDataInstalled: facts.suiteDataInstalled,
    suiteDataUrl: safeLink(facts.suiteDataUrl),
    suiteIdpUrl: safeLink(facts.suiteIdpUrl),
    suiteOptionTypes: facts.suiteOptionTypes,
    isSuiteOptionWithSubscription: facts.isSuiteOptionWithSubscription,
    url: safeLink(content.url),
    idpAppUrl: safeLink(content.idpAppUrl),
    videoId: nonEmpty(content.videoId),
    thumbnailImage: safeLink(content.thumbnailImage),
    thumbnailAlt: content.thumbnailAlt,
    action: {
      inquiryActionType: content.inquiryActionType,
      inquiryUrl: safeLink(content.inquiryUrl),
      triable: content.triable,
    },
    price: nonEmpty(content.price),
    priceCaption: nonEmpty(content.priceCaption),
    additionalCharge: nonEmpty(content.additionalCharge),
    helpUrl: safeLink(content.helpUrl),
    contactUrl: safeLink(content.contactUrl),
    termsUrl: safeLink(content.termsUrl),
    demoRequestUrl: safeLink(content.demoRequestUrl),
    suiteSchoolUrl: safeLink(content.suiteSchoolUrl),
    document: documentUrl ? { url: documentUrl, eyecatchUrl: safeLink(content.documentEyecatchUrl) } : null,
    service: { url: safeLink(content.serviceUrl), awards: facts.awards },
    releases: content.releases
      .flatMap((release) => {
        const time = releaseTime(release.publishedAt);
        return time !== null && time <= at ? [{ ...release, time }] : [];
      })
      .sort((a, b) => b.time - a.time || b.id - a.id)
      .map((release) => ({ title: release.title, publishedAt: release.publishedAt, url: safeLink(release.url) })),
    usages: content.usages.map((usage) => ({
      title: usage.title,
      embedType: usage.embedType,
      embedId: nonEmpty(usage.embedId),
      embedUrl: embedUrlOf(usage.embedType, usage.embedId) ?? safeLink(usage.embedUrl),
      body: usage.body,
      imageUrl: safeLink(usage.imageUrl),
      imageAltText: usage.imageAltText,
    })),
    images: content.images.flatMap((image) => {
      const url = safeLink(image.url);
      return url ? [{ url, caption: image.caption, altText: image.altText }] : [];
    }),
    features: content.features.map((feature) => ({
      title: feature.title,
      body: feature.body,
      imageUrl: safeLink(feature.imageUrl),
      imageAltText: feature.imageAltText,
    })),
    supportedSuiteOptions: facts.supportedSuiteOptions,
    connection: content.connection
      ? {
          image: safeLink(content.connection.image),
          note: nonEmpty(content.connection.note),
          plans: content.connection.plans,
          basicItems: content.connection.basicItems.map(({ id: _id, ...item }) => item),
          groupItems: content.connection.groupItems.map(({ id: _id, ...item }) => item),
          customItems: content.connection.customItems.map(({ id: _id, ...item }) => item),
        }
      : null,
    appProvider: facts.appProvider,
    // The provider's own campaign (issue 31: it was dropped unless the store ran one), else the store's.
    campaign: content.campaign ?? facts.runningCampaign ?? null,
    announcement: nonEmpty(content.announcement),
    idpHelp:
      content.idpHelp && safeLink(content.idpHelp.url)
        ? { url: content.idpHelp.url, title: content.idpHelp.title }
        : null,
    suiteDataHelp:
      content.suiteDataHelp && safeLink(content.suiteDataHelp.url)
        ? { url: content.suiteDataHelp.url, title: content.suiteDataHelp.title }
        : null,
    tags: content.tagIds.flatMap((id) => {
      const name = taxonomy.tags.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    commonOauthClientApps: facts.commonOauthClientApps,
  };
}
