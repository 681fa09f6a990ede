// The store's one rich-text policy. Provider- and operator-written HTML (app bodies, drafts, news,
// specials, cases, announcements) and terms documents (Markdown) are reduced to it when they are
// written, so the database holds only safe HTML and no reader has to sanitise again. Runs in the
// seed and in the web process alike: sanitize-html needs no DOM.
import type { TAppContent, TListingTranslation } from "@store/domain/schemas/app-content";
import type { TTocEntry } from "@store/domain/schemas/editorial";
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Raise when the policy below changes: rows written under an older policy are sanitised again at
 * the next start (data-migrations.ts).
 */
export const RICH_TEXT_POLICY_VERSION = 1;

/** Heading anchors as headingId() makes them: letters of any script and digits, joined by hyphens. */
const HEADING_ID = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** Only lower-case anchors, which cannot shadow the camel-case globals of the page's scripts. */
function keepHeadingId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  const kept = id !== undefined && HEADING_ID.test(id) && id === id.toLowerCase();
  return { tagName, attribs: kept ? { ...rest, id } : rest };
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "code",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags keep only their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    // Links that leave the store open in a new tab, with no referrer power over the store.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" }
        : (({ target: _target, ...rest }) => rest)(attribs),
    }),
    h2: keepHeadingId,
    h3: keepHeadingId,
    h4: keepHeadingId,
  },
};

/** Written HTML reduced to what the store renders: structure and links, nothing active. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

const ALLOWED_TAGS = new Set(POLICY.allowedTags || []);
/** Attributes the store sets or drops on its own (a link's tab and referrer) are not the writer's loss. */
const STORE_SET_ATTRIBUTES = new Set(["target", "rel"]);

function attributeKept(tag: string, name: string, value: string): boolean {
  const allowed = (POLICY.allowedAttributes as Record<string, string[]>)[tag] ?? [];
  if (STORE_SET_ATTRIBUTES.has(name) && allowed.includes(name)) return true;
  if (!allowed.includes(name)) return false;
  if (name === "id") return HEADING_ID.test(value) && value === value.toLowerCase();
  // The policy's own scheme check, on the one attribute alone.
  if (name === "href")
    return sanitizeHtml(`<a href="${value.replaceAll('"', "&quot;")}"></a>`, POLICY).includes("href=");
  return true;
}

/**
 * What sanitizeRichText() takes out of written HTML, named as a writer would recognise it: elements
 * (`<script>`, `<iframe>`; a `<div>` keeps its text), attributes (`onclick="…"`) and link targets
 * the store does not follow (`href="javascript:…"`). Empty when the store keeps the markup as written.
 */
export function removedMarkup(html: string): string[] {
  const removed = new Set<string>();
  // Inside an element dropped with its content, nothing more is named.
  let dropped = 0;
  sanitizeHtml(html, {
    ...POLICY,
    onOpenTag: (tag, attribs) => {
      if (dropped > 0) {
        dropped++;
        return;
      }
      if (!ALLOWED_TAGS.has(tag)) {
        removed.add(`<${tag}>`);
        if (POLICY.nonTextTags?.includes(tag)) dropped = 1;
        return;
      }
      for (const [name, value] of Object.entries(attribs)) {
        if (attributeKept(tag, name, value)) continue;
        const scheme = name === "href" ? /^\s*([^:/?#\s]*:|\/\/)/.exec(value)?.[1] : undefined;
        removed.add(scheme ? `href="${scheme.toLowerCase()}…"` : `${name}="…"`);
      }
    },
    onCloseTag: () => {
      if (dropped > 0) dropped--;
    },
  });
  return [...removed];
}

/** Anchor ids from heading text: letters and digits of any script, joined by hyphens. */
export function headingId(text: string, used: Set<string>): string {
  const base =
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section";
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .trim();
}

/**
 * A terms document (Markdown) as safe HTML with anchor ids on its headings, and the table of
 * contents built from them. Level-1 headings become level 2: the page title is the only h1.
 */
export function renderTermsMarkdown(markdown: string): { html: string; toc: TTocEntry[] } {
  const toc: TTocEntry[] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Heading["tokens"]) => string } }, token: Tokens.Heading) {
        const depth = Math.min(Math.max(token.depth, 2), 4);
        const text = plainText(token.text);
        const id = headingId(text, used);
        if (depth <= 3) toc.push({ id, text, depth: depth as 2 | 3 });
        return `<h${depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${depth}>\n`;
      },
    },
  });
  return { html: sanitizeRichText(marked.parse(markdown) as string), toc };
}

/**
 * The write side of an app's or draft's content (ISSUE 10): its rich text (the body, each usage's
 * and each feature's body) reduced to the policy; every other field is plain text and stays as
 * typed (the page escapes it). Call it on everything saved to `apps.content` or `draft_apps.content`.
 */
export function sanitizeAppContent(content: TAppContent): TAppContent {
  return {
    ...content,
    body: sanitizeRichText(content.body),
    usages: content.usages.map((usage) => ({ ...usage, body: sanitizeRichText(usage.body) })),
    features: content.features.map((feature) => ({ ...feature, body: sanitizeRichText(feature.body) })),
    translations: Object.fromEntries(
      (Object.entries(content.translations ?? {}) as [string, TListingTranslation][]).map(([locale, translation]) => [
        locale,
        { ...translation, body: sanitizeRichText(translation.body) },
      ]),
    ),
  };
}
