import "server-only";
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

export type TTocEntry = { id: string; text: string; depth: 2 | 3 };

const HEADING_IDS = { h2: ["id"], h3: ["id"], h4: ["id"] };

/** Stored editorial HTML (special and case bodies) keeps its structure and loses anything active. */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "a", "blockquote", "hr"],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
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
 * A stored terms document (Markdown) as safe HTML with anchor ids on its headings, and the table
 * of contents built from them. Level-1 headings become level 2: the page title is the only h1.
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
  const raw = marked.parse(markdown) as string;
  const html = sanitizeHtml(raw, {
    allowedTags: [
      "p",
      "br",
      "h2",
      "h3",
      "h4",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "blockquote",
      "hr",
      "code",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: { ...HEADING_IDS, a: ["href", "title", "rel"], ol: ["start"], th: ["align"], td: ["align"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
  return { html, toc };
}
