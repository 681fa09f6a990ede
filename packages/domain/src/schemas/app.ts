import { z } from "zod";
import { ACCESS_REQUEST_REFUSALS } from "../app-policy";
import {
  APP_STATUSES,
  CONNECTION_DIRECTIONS,
  EMBED_TYPES,
  FEATURE_TYPES,
  INQUIRY_ACTION_TYPES,
  INTEGRATION_TYPES,
  PRICE_TYPES,
  PRIMARY_ACTION_TYPES,
} from "../enums";
import { ZIsoDate, ZLink } from "./common";

export const ZAppCategoryRef = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const ZAppPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  priceType: z.enum(PRICE_TYPES),
  count: z.number().int(),
});
export const ZTag = z.object({ id: z.number().int(), name: z.string() });

// The rich nested content of an app, stored as JSONB and validated here.
export const ZAppUsage = z.object({
  title: z.string().min(1),
  embedType: z.enum(EMBED_TYPES),
  embedId: z.string().nullable(),
  embedUrl: ZLink.nullable(),
  body: z.string(),
  imageUrl: ZLink.nullable(),
  imageAltText: z.string().optional(),
});
export type TAppUsage = z.infer<typeof ZAppUsage>;

export const ZAppImage = z.object({ url: ZLink, caption: z.string(), altText: z.string() });
export type TAppImage = z.infer<typeof ZAppImage>;

/** A feature is either a typed suite feature (id, name, featureType) or a described feature. */
export const ZAppFeature = z.union([
  z.object({ id: z.number().int(), name: z.string(), featureType: z.enum(FEATURE_TYPES) }),
  z.object({
    title: z.string().min(1),
    body: z.string(),
    imageUrl: ZLink.nullable(),
    imageAltText: z.string(),
  }),
]);
export type TAppFeature = z.infer<typeof ZAppFeature>;

export const ZSupportedSuiteOption = z.object({
  id: z.number().int(),
  name: z.string(),
  featureType: z.enum(FEATURE_TYPES),
});
export type TSupportedSuiteOption = z.infer<typeof ZSupportedSuiteOption>;

export const ZConnectionItem = z.object({
  suite: z.string().min(1),
  targetService: z.string().min(1),
  direction: z.enum(CONNECTION_DIRECTIONS),
});
export type TConnectionItem = z.infer<typeof ZConnectionItem>;

export const ZAppConnection = z.object({
  image: ZLink.nullable(),
  basicItems: z.array(ZConnectionItem),
  groupItems: z.array(ZConnectionItem),
  customItems: z.array(ZConnectionItem),
  note: z.string().nullable(),
  plans: z.array(z.string()),
});
export type TAppConnection = z.infer<typeof ZAppConnection>;

export const ZAppRelease = z.object({ title: z.string(), publishedAt: ZIsoDate, url: ZLink.nullable() });
export const ZAward = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export const ZHelpLink = z.object({ url: ZLink, title: z.string() });
export type THelpLink = z.infer<typeof ZHelpLink>;

/** SPEC §3 App summary: what cards and lists show. */
export const ZAppSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  categories: z.array(ZAppCategoryRef),
  description: z.string(),
  title: z.string(),
  body: z.string(),
  plan: ZAppPlan.nullable(),
  lineupImage: ZLink.nullable(),
  logoImage: ZLink.nullable(),
  status: z.enum(APP_STATUSES),
  isCampaign: z.boolean(),
  installedCount: z.number().int(),
  voiceCount: z.number().int(),
  /** The mean of the published voices' ratings (1 to 5); null when none has a rating. */
  voiceRating: z.number().nullable(),
  tags: z.array(ZTag),
  appProvider: z.object({ name: z.string() }),
});
export type TAppSummary = z.infer<typeof ZAppSummary>;

/** SPEC §3 App (detail). */
export const ZAppDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  categories: z.array(ZAppCategoryRef),
  description: z.string(),
  title: z.string(),
  body: z.string(),
  plan: ZAppPlan.nullable(),
  lineupImage: ZLink.nullable(),
  logoImage: ZLink.nullable(),
  status: z.enum(APP_STATUSES),
  integrationType: z.enum(INTEGRATION_TYPES),
  primaryActionType: z.enum(PRIMARY_ACTION_TYPES),
  ssoSupported: z.boolean(),
  installable: z.boolean(),
  installed: z.boolean(),
  /** The viewer's tenant has an install or uninstall of this app that the parent service has not confirmed yet. */
  installationInProgress: z.boolean(),
  /**
   * Issue 27 item 6: why the viewer's tenant's app policy refuses its members' requests for the app
   * (blocked, not on the allow list, no requests at all); null when it does not, or for a visitor.
   */
  requestRefusal: z.enum(ACCESS_REQUEST_REFUSALS).nullable(),
  uninstallable: z.boolean(),
  triable: z.boolean(),
  suiteDataIntegrationOnly: z.boolean(),
  suiteDataInstalled: z.boolean(),
  suiteDataUrl: ZLink.nullable(),
  suiteIdpUrl: ZLink.nullable(),
  suiteOptionTypes: z.array(z.string()),
  isSuiteOptionWithSubscription: z.boolean(),
  url: ZLink.nullable(),
  idpAppUrl: ZLink.nullable(),
  videoId: z.string().nullable(),
  thumbnailImage: ZLink.nullable(),
  thumbnailAlt: z.string().nullable(),
  action: z.object({
    inquiryActionType: z.enum(INQUIRY_ACTION_TYPES),
    inquiryUrl: ZLink.nullable(),
    triable: z.boolean(),
  }),
  price: z.string().nullable(),
  priceCaption: z.string().nullable(),
  additionalCharge: z.string().nullable(),
  helpUrl: ZLink.nullable(),
  contactUrl: ZLink.nullable(),
  termsUrl: ZLink.nullable(),
  demoRequestUrl: ZLink.nullable(),
  suiteSchoolUrl: ZLink.nullable(),
  document: z.object({ url: ZLink, eyecatchUrl: ZLink.nullable() }).nullable(),
  service: z.object({ url: ZLink.nullable(), awards: z.array(ZAward) }),
  releases: z.array(ZAppRelease),
  usages: z.array(ZAppUsage),
  images: z.array(ZAppImage),
  features: z.array(ZAppFeature),
  supportedSuiteOptions: z.array(ZSupportedSuiteOption),
  connection: ZAppConnection.nullable(),
  appProvider: z.object({ name: z.string() }),
  campaign: z.object({ benefits: z.string(), conditions: z.string() }).nullable(),
  announcement: z.string().nullable(),
  idpHelp: ZHelpLink.nullable(),
  suiteDataHelp: ZHelpLink.nullable(),
  tags: z.array(ZTag),
  commonOauthClientApps: z.array(z.object({ name: z.string(), code: z.string() })),
});
export type TAppDetail = z.infer<typeof ZAppDetail>;

/** The `{code}` of an app's API paths; a code no app has is a 404, not a bad request. */
export const ZAppCodeParams = z.object({ code: z.string() });
