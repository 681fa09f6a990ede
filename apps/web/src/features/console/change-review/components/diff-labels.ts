import type { TDiffList } from "@store/domain/app-content-diff";

// Which message names each field of the diff: the content's own labels (`appContent.fields`, the
// words the provider's editor uses for the same fields), so reviewer and provider read one name.

/** Dotted and list field names whose label key is not the field's own name. */
const FIELD_KEYS: Record<string, string> = {
  "campaign.benefits": "campaignBenefits",
  "campaign.conditions": "campaignConditions",
  "idpHelp.title": "idpHelpTitle",
  "idpHelp.url": "idpHelpUrl",
  "suiteDataHelp.title": "suiteDataHelpTitle",
  "suiteDataHelp.url": "suiteDataHelpUrl",
  "integration.oauthClientId": "integrationOauthClientId",
  "integration.scopes": "integrationScopes",
  "integration.addonKey": "integrationAddonKey",
  "integration.ssoMetadataUrl": "integrationSsoMetadataUrl",
  "integration.acsUrl": "integrationAcsUrl",
  "integration.dataSyncUrl": "integrationDataSyncUrl",
  "connection.image": "connectionImage",
  "connection.note": "connectionNote",
  "connection.plans": "connectionPlans",
  "connection.basicItems": "basicItems",
  "connection.groupItems": "groupItems",
  "connection.customItems": "customItems",
};

const CONNECTION_ITEM = { suite: "connectionSuite", targetService: "connectionTarget", direction: "direction" };

/** The label key of each item field, per list; `null` when the content has no label of its own. */
const ITEM_KEYS: Record<TDiffList, Record<string, string | null>> = {
  features: { title: "featureTitle", body: "featureBody", imageUrl: "featureImage", imageAltText: "imageAltText" },
  images: { url: "imageUrl", caption: "imageCaption", altText: "imageAltText" },
  usages: {
    title: "usageTitle",
    embedType: "embedType",
    embedId: null,
    embedUrl: "embedUrl",
    body: "usageBody",
    imageUrl: "usageImage",
    imageAltText: "imageAltText",
  },
  releases: { title: "releaseTitle", publishedAt: "releaseDate", url: "releaseUrl" },
  "connection.basicItems": CONNECTION_ITEM,
  "connection.groupItems": CONNECTION_ITEM,
  "connection.customItems": CONNECTION_ITEM,
};

/** The `appContent.fields` key of a field or list. */
export function fieldLabelKey(field: string): string {
  return FIELD_KEYS[field] ?? field;
}

/** The `appContent.fields` key of a list item's field, or null (then `opsReview.diff.<field>`). */
export function itemFieldLabelKey(list: TDiffList, field: string): string | null {
  const key = ITEM_KEYS[list][field];
  return key === undefined ? field : key;
}

/** The `appContent.items` key naming one item of a list ("Screenshot 2"). */
export function itemLabelKey(list: TDiffList): string {
  if (list.startsWith("connection.")) return "connectionItem";
  return { features: "feature", images: "image", usages: "usage", releases: "release" }[
    list as "features" | "images" | "usages" | "releases"
  ];
}

/** The `appContent` group translating a choice field's value, by field name. */
export const CHOICE_GROUPS: Record<string, string> = {
  integrationType: "integrationTypes",
  primaryActionType: "primaryActionTypes",
  inquiryActionType: "inquiryActionTypes",
  embedType: "embedTypes",
  direction: "directions",
};
