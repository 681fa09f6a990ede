// Every link a draft shows must answer. This file lists the links and turns each link's answer
// into findings; the fetching (and its address rules) is the web app's link checker.
import { CONTENT_PAGE_LINKS, isContentLink } from "../schemas/app-content";
import type { TPreCheckFinding } from "../schemas/pre-check";
import type { TFindingPath, TPreCheckDraft } from "./draft-checks-input";
import { richTexts } from "./markup";

/** The links of a draft with their paths: absolute http(s) ones only (store paths are the store's own). */
export function linkRefs(draft: TPreCheckDraft): { path: TFindingPath; url: string }[] {
  const { content } = draft;
  const refs: { path: TFindingPath; url: string | null }[] = [
    ...CONTENT_PAGE_LINKS.map((field) => ({ path: [field], url: content[field] })),
    { path: ["inquiryUrl"], url: content.inquiryActionType === "url" ? content.inquiryUrl : null },
    { path: ["idpHelp", "url"], url: content.idpHelp?.url ?? null },
    { path: ["suiteDataHelp", "url"], url: content.suiteDataHelp?.url ?? null },
    ...content.usages.map((usage, i) => ({ path: ["usages", i, "embedUrl"], url: usage.embedUrl })),
    ...content.releases.map((release, i) => ({ path: ["releases", i, "url"], url: release.url })),
    { path: ["loginUrl"], url: draft.loginUrl },
    ...richTexts(content).flatMap(({ path, html }) => hrefsOf(html).map((url) => ({ path, url }))),
  ];
  return refs.flatMap(({ path, url }) => {
    const link = url?.trim();
    return link && /^https?:\/\//i.test(link) && isContentLink(link) ? [{ path, url: link }] : [];
  });
}

const HREF = /<a\s[^>]*?href="([^"]*)"/gi;

/** The hrefs of sanitised HTML (attributes double-quoted, entities as the sanitiser writes them). */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(HREF)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

/**
 * A link's answer: `passed`, or a refusal (`failed`: an error status, an address the store never
 * fetches, too many redirects) or a doubt (`warning`: no answer in time, no such host, network).
 */
export type TLinkCheck =
  | { outcome: "passed" }
  | { outcome: "failed" | "warning"; code: string; values?: Record<string, string | number> };

/** Findings for the links whose check did not pass (a link checked once serves every path it is on). */
export function linkFindings(draft: TPreCheckDraft, checks: ReadonlyMap<string, TLinkCheck>): TPreCheckFinding[] {
  return linkRefs(draft).flatMap(({ path, url }): TPreCheckFinding[] => {
    const check = checks.get(url) ?? { outcome: "warning", code: "linkUnchecked" };
    if (check.outcome === "passed") return [];
    return [{ path, outcome: check.outcome, code: check.code, values: { url, ...check.values } }];
  });
}

/**
 * The most distinct links one draft's checks fetch. A rich listing (pages, help, usages, releases
 * and the links in its texts) holds 10 to 20; 30 leaves room and bounds one check run: at 4 links
 * at once and 5 s each, 30 links that never answer hold a request for 40 s at worst.
 */
export const MAX_CHECKED_LINKS = 30;

/**
 * What the links rule fetches: each distinct link once, or, when the draft holds more than
 * MAX_CHECKED_LINKS, nothing and a refusal at the field where the count goes over.
 */
export function linksToCheck(draft: TPreCheckDraft): { urls: string[] } | { tooMany: TPreCheckFinding } {
  const urls = new Set<string>();
  for (const { path, url } of linkRefs(draft)) {
    urls.add(url);
    if (urls.size > MAX_CHECKED_LINKS) {
      const count = new Set(linkRefs(draft).map((ref) => ref.url)).size;
      return {
        tooMany: { path, outcome: "failed", code: "tooManyLinks", values: { count, maximum: MAX_CHECKED_LINKS } },
      };
    }
  }
  return { urls: [...urls] };
}

/** The links rule while other checks fail: not fetched yet, said at the first link's field. */
export function linksNotCheckedFindings(draft: TPreCheckDraft): TPreCheckFinding[] {
  const [first] = linkRefs(draft);
  return first ? [{ path: first.path, outcome: "warning", code: "linksNotChecked", values: {} }] : [];
}
