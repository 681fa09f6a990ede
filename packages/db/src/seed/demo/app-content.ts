import { type TAppContent, ZAppContent } from "@store/domain/schemas/app-content";
import { appContentIssues } from "@store/domain/schemas/app-content-issues";
import { ZLink } from "@store/domain/schemas/common";
import { ZSupportedSuiteOption } from "@store/domain/schemas/app";
import { z } from "zod";
import { contentLists } from "../apps";
import { daysBefore } from "./reference-date";
import { demoIntegration } from "./scopes";
import type { TDemoCategoryKey, TDemoPlanKey } from "./taxonomy";
import type { TDemoApp } from "./types";

export type TContentRefs = {
  categoryId: (key: TDemoCategoryKey) => number;
  planId: (key: TDemoPlanKey) => number;
  tagId: (name: string) => number;
};

/** The app as a provider would edit it (ZAppContent, items numbered from 1), with keys resolved to ids. */
export function toAppContent(app: TDemoApp, refs: TContentRefs): TAppContent {
  return ZAppContent.parse({
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
    triable: app.triable ?? false,
    url: app.url ?? null,
    idpAppUrl: app.idpAppUrl ?? null,
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
    suiteSchoolUrl: app.suiteSchoolUrl ?? null,
    documentUrl: app.documentUrl ?? null,
    documentEyecatchUrl: app.documentEyecatchUrl ?? null,
    serviceUrl: app.serviceUrl ?? null,
    inquiryActionType: app.inquiryActionType ?? "form",
    inquiryUrl: app.inquiryUrl ?? null,
    announcement: app.announcement ?? null,
    idpHelp: app.idpHelp ?? null,
    suiteDataHelp: app.suiteDataHelp ?? null,
    integration: demoIntegration(app),
    ...contentLists({
      usages: app.usages ?? [],
      images: app.images ?? [],
      features: app.features ?? [],
      connection: app.connection ?? null,
      releases: (app.releases ?? []).map((r) => ({
        title: r.title,
        url: r.url ?? null,
        publishedAt: daysBefore(r.daysAgo, 15),
      })),
    }),
  });
}

/** The store's own facts of an app (not content): links of the suite and the options it supports. */
const ZStoreFacts = z.object({
  suiteIdpUrl: ZLink.nullable(),
  suiteDataUrl: ZLink.nullable(),
  supportedSuiteOptions: z.array(ZSupportedSuiteOption),
});

/**
 * Parses a demo app with the domain schemas and checks the rules its fields must agree on (its
 * content passes the submission checks a provider's would), so a mistake in the demo data stops the
 * seed with the app's code in the message.
 */
export function validateDemoApp(app: TDemoApp, refs: TContentRefs) {
  function fail(message: string): never {
    throw new Error(`demo app ${app.code}: ${message}`);
  }
  const content = toAppContent(app, refs);
  const issues = appContentIssues(content);
  if (issues.length > 0) fail(issues.map((i) => `${i.path.join(".")}: ${i.message}`).join(", "));
  const facts = ZStoreFacts.safeParse({
    suiteIdpUrl: app.suiteIdpUrl ?? null,
    suiteDataUrl: app.suiteDataUrl ?? null,
    supportedSuiteOptions: app.supportedSuiteOptions ?? [],
  });
  if (!facts.success) fail(z.prettifyError(facts.error));

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
  return { content, facts: facts.data };
}
