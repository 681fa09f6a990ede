// Submission checks over the one content shape (app-content.ts): what keeps content from being
// submitted for review, field by field. The editor shows the same issues while someone types.
import { countCharacters } from "../text-limit";
import {
  APP_CODE_PATTERN,
  APP_CONTENT_LIMITS,
  CONNECTION_LISTS,
  CONTENT_PAGE_LINKS,
  isContentLink,
  releaseTime,
  TRANSLATED_FIELDS,
  type TAppContent,
  type TListingTranslation,
  ZAppContent,
} from "./app-content";

/** Message keys of the submission checks (translated in all nine locales under `appContent.errors`). */
export const CONTENT_ISSUE = {
  required: "validation.required",
  tooLong: "validation.tooLong",
  tooMany: "validation.tooMany",
  invalidUrl: "validation.url",
  invalidEmail: "validation.email",
  code: "appContent.errors.code",
  embedMissing: "appContent.errors.embedMissing",
  altTextMissing: "appContent.errors.altTextMissing",
  inquiryUrlMissing: "appContent.errors.inquiryUrlMissing",
  httpsRequired: "appContent.errors.httpsRequired",
} as const;

export type TContentIssue = { path: (string | number)[]; message: string; params?: Record<string, number> };

type TRule = { max: number; required?: boolean };

function checkText(issues: TContentIssue[], path: TContentIssue["path"], value: string | null, rule: TRule) {
  const v = value ?? "";
  if (rule.required && v.trim() === "") issues.push({ path, message: CONTENT_ISSUE.required });
  else if (countCharacters(v) > rule.max)
    issues.push({ path, message: CONTENT_ISSUE.tooLong, params: { maximum: rule.max } });
}

function checkLink(issues: TContentIssue[], path: TContentIssue["path"], value: string | null, required = false) {
  const v = (value ?? "").trim();
  if (v === "") {
    if (required) issues.push({ path, message: CONTENT_ISSUE.required });
    return;
  }
  if (countCharacters(v) > APP_CONTENT_LIMITS.url) {
    issues.push({ path, message: CONTENT_ISSUE.tooLong, params: { maximum: APP_CONTENT_LIMITS.url } });
  } else if (!isContentLink(v)) issues.push({ path, message: CONTENT_ISSUE.invalidUrl });
}

/**
 * An address the parent service calls or reads (integration settings): https only, said as the
 * provider types, not first when the change request is sent (issue 31).
 */
function checkHttpsLink(issues: TContentIssue[], path: TContentIssue["path"], value: string | null) {
  const before = issues.length;
  checkLink(issues, path, value);
  const v = (value ?? "").trim();
  if (issues.length === before && v !== "" && !/^https:\/\//i.test(v))
    issues.push({ path, message: CONTENT_ISSUE.httpsRequired });
}

function checkCount(issues: TContentIssue[], path: TContentIssue["path"], length: number, maximum: number) {
  if (length > maximum) issues.push({ path, message: CONTENT_ISSUE.tooMany, params: { maximum } });
}

const LINK_FIELDS = ["logoImage", "lineupImage", "thumbnailImage", ...CONTENT_PAGE_LINKS] as const;

/**
 * What keeps content from being submitted, field by field (paths as in the payload, e.g.
 * `["usages", 2, "title"]`). Empty when it may be submitted. Body texts are counted as stored
 * (sanitised HTML); the editor counts the same string.
 */
export function appContentIssues(content: TAppContent): TContentIssue[] {
  const L = APP_CONTENT_LIMITS;
  const issues: TContentIssue[] = [];
  checkText(issues, ["name"], content.name, { max: L.name, required: true });
  if (content.code.trim() === "") issues.push({ path: ["code"], message: CONTENT_ISSUE.required });
  else if (!APP_CODE_PATTERN.test(content.code)) issues.push({ path: ["code"], message: CONTENT_ISSUE.code });
  checkText(issues, ["title"], content.title, { max: L.title, required: true });
  checkText(issues, ["description"], content.description, { max: L.description, required: true });
  checkText(issues, ["body"], content.body, { max: L.body });
  for (const [locale, translation] of Object.entries(content.translations ?? {}) as [string, TListingTranslation][]) {
    for (const field of TRANSLATED_FIELDS) {
      checkText(issues, ["translations", locale, field], translation[field], { max: L[field] });
    }
  }
  for (const field of ["ssoMetadataUrl", "acsUrl", "dataSyncUrl"] as const) {
    checkHttpsLink(issues, ["integration", field], content.integration?.[field] ?? null);
  }
  checkCount(issues, ["categoryIds"], content.categoryIds.length, L.categories);
  if (content.categoryIds.length === 0) issues.push({ path: ["categoryIds"], message: CONTENT_ISSUE.required });
  checkCount(issues, ["tagIds"], content.tagIds.length, L.tags);
  checkLink(issues, ["logoImage"], content.logoImage, true);
  for (const field of LINK_FIELDS) if (field !== "logoImage") checkLink(issues, [field], content[field]);
  checkText(issues, ["videoId"], content.videoId, { max: L.videoId });
  if (content.thumbnailImage)
    checkText(issues, ["thumbnailAlt"], content.thumbnailAlt, { max: L.thumbnailAlt, required: true });
  checkText(issues, ["price"], content.price, { max: L.price });
  checkText(issues, ["priceCaption"], content.priceCaption, { max: L.priceCaption });
  checkText(issues, ["additionalCharge"], content.additionalCharge, { max: L.additionalCharge });
  checkText(issues, ["announcement"], content.announcement, { max: L.announcement });
  if (content.inquiryActionType === "url") checkLink(issues, ["inquiryUrl"], content.inquiryUrl, true);
  if (content.campaign) {
    checkText(issues, ["campaign", "benefits"], content.campaign.benefits, { max: L.campaignBenefits, required: true });
    checkText(issues, ["campaign", "conditions"], content.campaign.conditions, { max: L.campaignConditions });
  }
  for (const help of ["idpHelp", "suiteDataHelp"] as const) {
    const value = content[help];
    if (!value) continue;
    checkLink(issues, [help, "url"], value.url, true);
    checkText(issues, [help, "title"], value.title, { max: L.helpTitle, required: true });
  }

  checkCount(issues, ["usages"], content.usages.length, L.usages);
  content.usages.forEach((usage, i) => {
    checkText(issues, ["usages", i, "title"], usage.title, { max: L.usageTitle, required: true });
    checkText(issues, ["usages", i, "body"], usage.body, { max: L.usageBody });
    if (usage.embedType === "image") {
      checkLink(issues, ["usages", i, "imageUrl"], usage.imageUrl, true);
      if (usage.imageUrl && usage.imageAltText.trim() === "")
        issues.push({ path: ["usages", i, "imageAltText"], message: CONTENT_ISSUE.altTextMissing });
    } else if (!usage.embedId?.trim()) {
      issues.push({ path: ["usages", i, "embedId"], message: CONTENT_ISSUE.embedMissing });
    } else checkText(issues, ["usages", i, "embedId"], usage.embedId, { max: L.embedId });
    checkLink(issues, ["usages", i, "embedUrl"], usage.embedUrl);
  });

  checkCount(issues, ["images"], content.images.length, L.images);
  content.images.forEach((image, i) => {
    checkLink(issues, ["images", i, "url"], image.url, true);
    checkText(issues, ["images", i, "caption"], image.caption, { max: L.imageCaption });
    checkText(issues, ["images", i, "altText"], image.altText, { max: L.imageAltText, required: true });
  });

  checkCount(issues, ["features"], content.features.length, L.features);
  content.features.forEach((feature, i) => {
    checkText(issues, ["features", i, "title"], feature.title, { max: L.featureTitle, required: true });
    checkText(issues, ["features", i, "body"], feature.body, { max: L.featureBody });
    checkLink(issues, ["features", i, "imageUrl"], feature.imageUrl);
    if (feature.imageUrl && feature.imageAltText.trim() === "")
      issues.push({ path: ["features", i, "imageAltText"], message: CONTENT_ISSUE.altTextMissing });
  });

  checkCount(issues, ["releases"], content.releases.length, L.releases);
  content.releases.forEach((release, i) => {
    checkText(issues, ["releases", i, "title"], release.title, { max: L.releaseTitle, required: true });
    if (releaseTime(release.publishedAt) === null)
      issues.push({ path: ["releases", i, "publishedAt"], message: CONTENT_ISSUE.required });
    checkLink(issues, ["releases", i, "url"], release.url);
  });

  const connection = content.connection;
  if (connection) {
    checkLink(issues, ["connection", "image"], connection.image);
    checkText(issues, ["connection", "note"], connection.note, { max: L.connectionNote });
    checkCount(issues, ["connection", "plans"], connection.plans.length, L.connectionPlans);
    connection.plans.forEach((plan, i) => {
      checkText(issues, ["connection", "plans", i], plan, { max: L.connectionPlan, required: true });
    });
    for (const list of CONNECTION_LISTS) {
      checkCount(issues, ["connection", list], connection[list].length, L.connectionItems);
      connection[list].forEach((item, i) => {
        checkText(issues, ["connection", list, i, "suite"], item.suite, { max: L.connectionText, required: true });
        checkText(issues, ["connection", list, i, "targetService"], item.targetService, {
          max: L.connectionText,
          required: true,
        });
      });
    }
  }
  return issues;
}

/** Content that may be submitted for review (and so become an app's published content). */
export const ZSubmittableAppContent = ZAppContent.superRefine((content, ctx) => {
  for (const issue of appContentIssues(content)) ctx.addIssue({ code: "custom", ...issue });
});
