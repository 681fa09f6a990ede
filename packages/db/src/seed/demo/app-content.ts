import { type TAppContent, ZAppContent, ZHelpLink, ZSupportedSuiteOption } from "@store/domain/schemas/app";
import { ZLink } from "@store/domain/schemas/common";
import { z } from "zod";
import type { TDemoCategoryKey, TDemoPlanKey } from "./taxonomy";
import type { TDemoApp } from "./types";

export type TContentRefs = {
  categoryId: (key: TDemoCategoryKey) => number;
  planId: (key: TDemoPlanKey) => number;
  tagId: (name: string) => number;
};

/** The app as a provider would edit it (ZAppContent), with keys resolved to ids. */
export function toAppContent(app: TDemoApp, refs: TContentRefs): TAppContent {
  return {
    name: app.name,
    code: app.code,
    title: app.title ?? "",
    description: app.description ?? "",
    body: app.body ?? "",
    integrationType: app.integrationType,
    primaryActionType: app.primaryActionType ?? "none",
    categoryIds: app.categories.map(refs.categoryId),
    planId: app.plan === null ? null : refs.planId(app.plan),
    tagIds: (app.tags ?? []).map(refs.tagId),
    ssoSupported: app.ssoSupported ?? false,
    url: app.url ?? null,
    videoId: app.videoId ?? null,
    thumbnailImage: app.thumbnailImage ?? null,
    thumbnailAlt: app.thumbnailAlt ?? null,
    logoImage: app.logoImage ?? `/img/apps/${app.code}/logo.svg`,
    lineupImage: app.lineupImage ?? `/img/apps/${app.code}/lineup.svg`,
    price: app.price ?? null,
    priceCaption: app.priceCaption ?? null,
    additionalCharge: app.additionalCharge ?? null,
    helpUrl: app.helpUrl ?? null,
    contactUrl: app.contactUrl ?? null,
    termsUrl: app.termsUrl ?? null,
    demoRequestUrl: app.demoRequestUrl ?? null,
    inquiryActionType: app.inquiryActionType ?? "form",
    inquiryUrl: app.inquiryUrl ?? null,
    documentUrl: app.documentUrl ?? null,
    usages: app.usages ?? [],
    images: app.images ?? [],
    features: app.features ?? [],
    connection: app.connection ?? null,
  };
}

const ZOtherAppLinks = z.object({
  idpAppUrl: ZLink.nullable(),
  suiteIdpUrl: ZLink.nullable(),
  suiteDataUrl: ZLink.nullable(),
  serviceUrl: ZLink.nullable(),
  suiteSchoolUrl: ZLink.nullable(),
  documentEyecatchUrl: ZLink.nullable(),
  idpHelp: ZHelpLink.nullable(),
  suiteDataHelp: ZHelpLink.nullable(),
  supportedSuiteOptions: z.array(ZSupportedSuiteOption),
});

/**
 * Parses a demo app with the domain schemas and checks the rules its fields must agree on, so a
 * mistake in the demo data stops the seed with the app's code in the message.
 */
export function validateDemoApp(app: TDemoApp, refs: TContentRefs) {
  function fail(message: string): never {
    throw new Error(`demo app ${app.code}: ${message}`);
  }
  const content = ZAppContent.safeParse(toAppContent(app, refs));
  if (!content.success) fail(z.prettifyError(content.error));
  const links = ZOtherAppLinks.safeParse({
    idpAppUrl: app.idpAppUrl ?? null,
    suiteIdpUrl: app.suiteIdpUrl ?? null,
    suiteDataUrl: app.suiteDataUrl ?? null,
    serviceUrl: app.serviceUrl ?? null,
    suiteSchoolUrl: app.suiteSchoolUrl ?? null,
    documentEyecatchUrl: app.documentEyecatchUrl ?? null,
    idpHelp: app.idpHelp ?? null,
    suiteDataHelp: app.suiteDataHelp ?? null,
    supportedSuiteOptions: app.supportedSuiteOptions ?? [],
  });
  if (!links.success) fail(z.prettifyError(links.error));

  if (app.categories.length < 1 || app.categories.length > 3) fail("needs 1 to 3 categories");
  if ((app.status === "draft") !== (app.publishedDaysAgo === null)) fail("only drafts lack a publication date");
  if (app.primaryActionType === "trial" && !app.triable) fail("a trial action needs triable");
  if (app.inquiryActionType === "url" && !app.inquiryUrl) fail("an inquiry by URL needs inquiryUrl");
  if (app.integrationType === "adapt" && !app.url) fail("an adapt app offers its url after connecting");
  if (app.isSuiteOptionWithSubscription && app.integrationType !== "suite_option")
    fail("only options have subscriptions");
  const features = new Set((app.supportedSuiteOptions ?? []).map((o) => o.featureType));
  if (app.suiteDataIntegrationOnly && !features.has("suite_data"))
    fail("data-only apps support the suite_data feature");
  if (features.has("suite_data") && !app.suiteDataUrl) fail("the suite_data feature needs suiteDataUrl");
  if (features.has("idp") && !app.suiteIdpUrl) fail("the idp feature needs suiteIdpUrl");
  return { content: content.data, links: links.data };
}
