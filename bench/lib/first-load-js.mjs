// First-load JavaScript of a page: the store's own scripts its HTML loads (the build's chunks and
// files of public/), gzip-compressed as a CDN would serve them (zlib level 9), summed.
import { gzipSync } from "node:zlib";

/** Issue 30's budget (issue 12 had 150 KB). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024;

function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(2).find(Boolean);
}

function decodeEntities(value) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/**
 * The distinct URLs of the store's scripts a page's HTML loads at first: `<script src>` and
 * `<link rel="modulepreload"|rel="preload" as="script">` on the page's origin. Third-party tags
 * (analytics), inline scripts (the React payload) and `nomodule` scripts (Next.js's legacy
 * polyfills, which every browser that runs modules skips without fetching) are left out.
 */
export function buildScriptUrls(html, pageUrl) {
  const urls = new Set();
  const add = (value) => {
    if (!value) return;
    const url = new URL(decodeEntities(value), pageUrl);
    if (url.origin === new URL(pageUrl).origin) urls.add(url.href);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\snomodule(\s|=|>|\/)/i.test(tag)) add(attribute(tag, "src"));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase() ?? "";
    const as = attribute(tag, "as")?.toLowerCase();
    if (rel.split(/\s+/).includes("modulepreload") || (rel.split(/\s+/).includes("preload") && as === "script"))
      add(attribute(tag, "href"));
  }
  return [...urls];
}

/** Fetches a page and its first-load scripts: their count, raw bytes and gzip bytes. */
export async function measureFirstLoadJs(pageUrl) {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const scripts = buildScriptUrls(await response.text(), pageUrl);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of scripts) {
    const script = await fetch(url);
    if (!script.ok) throw new Error(`${url} answered ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { scripts: scripts.length, rawBytes, gzipBytes };
}
