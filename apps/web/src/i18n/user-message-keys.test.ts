import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every message key an AppError names for its viewer must be in the source catalogue (ja), or the
// viewer reads the generic message of the code instead. The parity test then holds every locale to ja.
const srcDir = path.resolve(import.meta.dirname, "..");
const ja = JSON.parse(readFileSync(path.resolve(srcDir, "../messages/ja.json"), "utf8")) as Record<string, unknown>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function hasMessage(key: string): boolean {
  let node: unknown = ja;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

/** `userMessage: { key: "…" }`, and `{ key: "…" }` naming a namespace of the catalogue (a mapping's cases). */
function namedKeys(source: string): string[] {
  const literal = [...source.matchAll(/userMessage:\s*\{\s*key:\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
  const namespaces = Object.keys(ja).join("|");
  const mapped = [...source.matchAll(new RegExp(`\\{\\s*key:\\s*"((?:${namespaces})\\.[^"]+)"`, "g"))].map(
    (m) => m[1] ?? "",
  );
  return [...new Set([...literal, ...mapped])];
}

const named = sourceFiles(srcDir).flatMap((file) =>
  namedKeys(readFileSync(file, "utf8")).map((key) => ({ file: path.relative(srcDir, file), key })),
);

describe("userMessage keys", () => {
  it("finds the keys the store's errors name", () => {
    expect(named.map((n) => n.key)).toEqual(
      expect.arrayContaining(["serverErrors.suite.paymentFailed", "documentRequest.errors.notFound"]),
    );
  });

  it("names only keys present in ja.json", () => {
    expect(named.filter((n) => !hasMessage(n.key))).toEqual([]);
  });

  it("recognises a missing key (the scan itself works)", () => {
    const source = 'new AppError("NOT_FOUND", "x", { userMessage: { key: "serverErrors.noSuchKey" } })';
    expect(namedKeys(source).filter((key) => !hasMessage(key))).toEqual(["serverErrors.noSuchKey"]);
  });
});
