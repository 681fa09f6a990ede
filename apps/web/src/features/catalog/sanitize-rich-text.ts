import "server-only";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
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
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // Links in provider content leave the store: new tab, no referrer power over the store.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
  },
};

/** Provider- and operator-written HTML (app bodies, news) reduced to what the store renders. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
