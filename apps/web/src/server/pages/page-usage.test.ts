import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Pages read their path and query one way: through page() or pageInput() (page.ts), which decide
// what a bad value answers. A page that awaits Next's `params` or `searchParams` itself fails here.

const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** Reading Next's props by hand: `searchParams` anywhere, or awaiting `params` / `props.params`. */
const BY_HAND = /\bsearchParams\b|await\s+params\b|\bprops\.params\b|\(\s*await\s+props\b/;

describe("pages", () => {
  it("read their path and query through page() or pageInput()", () => {
    const files = pageFiles(APP_DIR);
    expect(files.length).toBeGreaterThan(40);
    const byHand = files.filter((file) => BY_HAND.test(readFileSync(file, "utf8")));
    expect(byHand.map((file) => path.relative(APP_DIR, file))).toEqual([]);
  });
});
