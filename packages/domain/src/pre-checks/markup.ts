// No script or unsafe markup: rich text must already be what the store's sanitiser keeps (it is
// sanitised on save, so a difference means content written around it or under an older policy),
// and plain texts are shown as text, so markup in them shows as angle brackets.
import { looksLikeHtml } from "../text-limit";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed, type TFindingPath, warning } from "./draft-checks-input";

/** The rich texts of content with their paths. */
export function richTexts(content: TAppContent): { path: TFindingPath; html: string }[] {
  return [
    { path: ["body"], html: content.body },
    ...content.usages.map((usage, i) => ({ path: ["usages", i, "body"], html: usage.body })),
    ...content.features.map((feature, i) => ({ path: ["features", i, "body"], html: feature.body })),
  ];
}

function plainTexts(content: TAppContent): { path: TFindingPath; text: string | null }[] {
  return [
    ...(["name", "title", "description", "price", "priceCaption", "additionalCharge", "announcement"] as const).map(
      (field) => ({ path: [field], text: content[field] }),
    ),
    { path: ["connection", "note"], text: content.connection?.note ?? null },
    { path: ["campaign", "benefits"], text: content.campaign?.benefits ?? null },
    { path: ["campaign", "conditions"], text: content.campaign?.conditions ?? null },
    ...content.usages.map((usage, i) => ({ path: ["usages", i, "title"], text: usage.title })),
    ...content.features.map((feature, i) => ({ path: ["features", i, "title"], text: feature.title })),
    ...content.images.map((image, i) => ({ path: ["images", i, "caption"], text: image.caption })),
  ];
}

/** `sanitize` is the store's rich-text policy (packages/db rich-text.ts), given by the caller. */
export function markupFindings(content: TAppContent, sanitize: (html: string) => string): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  for (const { path, html } of richTexts(content)) {
    if (html !== "" && sanitize(html) !== html) findings.push(failed(path, "unsafeMarkup"));
  }
  for (const { path, text } of plainTexts(content)) {
    if (text && looksLikeHtml(text)) findings.push(warning(path, "markupInPlainText"));
  }
  return findings;
}
