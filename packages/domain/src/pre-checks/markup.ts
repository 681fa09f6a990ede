// No script or unsafe markup: rich text is sanitised on save, and what the sanitiser took out is
// kept with the draft (TRemovedMarkup), so the check fails, naming it, until the text is saved again
// without such markup (issue 31: it used to be dropped silently, and the check could never fail).
// Rich text the sanitiser would still change (written around it or under an older policy) fails too.
// Plain texts are shown as text, so markup in them shows as angle brackets.
import { looksLikeHtml } from "../text-limit";
import type { TAppContent } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import { failed, type TFindingPath, type TRemovedMarkup, warning } from "./draft-checks-input";

/** The rich texts of content with their paths. */
export function richTexts(content: TAppContent): { path: TFindingPath; html: string }[] {
  return [
    { path: ["body"], html: content.body },
    ...content.usages.map((usage, i) => ({ path: ["usages", i, "body"], html: usage.body })),
    ...content.features.map((feature, i) => ({ path: ["features", i, "body"], html: feature.body })),
  ];
}

/** Every text the sanitiser reduces, with the item it belongs to (an item keeps its id when lists move). */
function sanitisedTexts(content: TAppContent): { path: TFindingPath; html: string; item: string }[] {
  const ofItems = (list: "usages" | "features", items: { id: number; body: string }[]) =>
    items.map((entry, i) => ({ path: [list, i, "body"], html: entry.body, item: `${list}#${entry.id}` }));
  return [
    { path: ["body"], html: content.body, item: "body" },
    ...ofItems("usages", content.usages),
    ...ofItems("features", content.features),
    ...Object.entries(content.translations ?? {}).map(([locale, translation]) => ({
      path: ["translations", locale, "body"],
      html: translation?.body ?? "",
      item: `translations#${locale}`,
    })),
  ];
}

/**
 * The removed markup after a save: a text the save wrote is named by what `removedOf` takes out of
 * it as written; a text it left as it was keeps what an earlier save took out (under its new path).
 */
export function removedMarkupAfterSave(input: {
  base: TAppContent;
  written: TAppContent;
  before: TRemovedMarkup;
  removedOf: (html: string) => string[];
}): TRemovedMarkup {
  const previous = new Map(sanitisedTexts(input.base).map((text) => [text.item, text]));
  const after: TRemovedMarkup = {};
  for (const text of sanitisedTexts(input.written)) {
    const old = previous.get(text.item);
    const removed =
      old && old.html === text.html ? (input.before[old.path.join(".")] ?? []) : input.removedOf(text.html);
    if (removed.length > 0) after[text.path.join(".")] = removed;
  }
  return after;
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

/**
 * `removedOf` is the store's rich-text policy (packages/db rich-text.ts removedMarkup), given by the
 * caller; `removedOnSave` what it took out when the draft was saved.
 */
export function markupFindings(
  content: TAppContent,
  removedOf: (html: string) => string[],
  removedOnSave: TRemovedMarkup = {},
): TPreCheckFinding[] {
  const findings: TPreCheckFinding[] = [];
  for (const { path, html } of sanitisedTexts(content)) {
    const markup = new Set([...(removedOnSave[path.join(".")] ?? []), ...(html === "" ? [] : removedOf(html))]);
    if (markup.size > 0) findings.push(failed(path, "unsafeMarkup", { markup: [...markup].join(" ") }));
  }
  for (const { path, text } of plainTexts(content)) {
    if (text && looksLikeHtml(text)) findings.push(warning(path, "markupInPlainText"));
  }
  return findings;
}
