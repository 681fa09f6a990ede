import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "@store/domain/locales";
import { describe, expect, it } from "vitest";

const messagesDir = path.resolve(import.meta.dirname, "../../messages");

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    flatten(JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), "utf8"))),
  ]),
);
const source = catalogs.ja ?? new Map<string, string>();

/** ICU argument names in a message, e.g. {store}, {count, plural, …}. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z]\w*)\s*[,}]/g)].map((m) => m[1] ?? "").sort();
}

describe("message catalogues", () => {
  it("ja has messages", () => {
    expect(source.size).toBeGreaterThan(50);
  });

  // The build precompiles every message with this parser and fails on one it cannot read (a bare
  // `<` opens a rich-text tag, for one).
  it.each(LOCALES)("%s: every message is valid ICU that the build can compile", (locale) => {
    const unreadable = [...(catalogs[locale] ?? new Map<string, string>())].filter(([, message]) => {
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(unreadable.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "ja"))("%s has exactly the keys of ja", (locale) => {
    const keys = [...(catalogs[locale]?.keys() ?? [])].sort();
    expect(keys).toEqual([...source.keys()].sort());
  });

  it.each(LOCALES.filter((l) => l !== "ja"))("%s uses the same arguments as ja in every message", (locale) => {
    const mismatched = [...source.entries()]
      .filter(([key, message]) => {
        const translated = catalogs[locale]?.get(key);
        return translated !== undefined && argumentsOf(translated).join() !== argumentsOf(message).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "ja" && l !== "ja-easy"))("%s is translated, not copied from ja", (locale) => {
    const copied = [...source.entries()].filter(
      ([key, message]) => /[\u3040-\u30ff]/.test(message) && catalogs[locale]?.get(key) === message,
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
