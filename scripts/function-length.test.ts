import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Functions stay under 150 lines (issue 26). Biome's noExcessiveLinesPerFunction (biome.json) holds
// the cap for statements but counts a JSX return as a few lines, so a 170-line component passes it;
// this test counts what a reader scrolls through: every line from the opening brace of a function's
// body to its closing one, nested functions included. Test files are left out: a `describe` callback
// is a list of cases, not one function to read.

const MAX_LINES = 150;
const ROOT = join(import.meta.dirname, "..");
const SOURCES = ["apps/web/src", "packages/db/src", "packages/domain/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line (n lines)` for each function whose body is longer than the cap. */
function longFunctions(path: string): { file: string; where: string }[] {
  const file = relative(ROOT, path);
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { file: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const body = node.body as ts.Node;
      const start = source.getLineAndCharacterOfPosition(body.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(body.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_LINES) found.push({ file, where: `${file}:${start + 1} (${lines} lines)` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("function length", () => {
  const long = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(longFunctions);

  it(`keeps every function body within ${MAX_LINES} lines`, () => {
    expect(long.map((entry) => entry.where)).toEqual([]);
  });
});
