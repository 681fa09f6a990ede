import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREA_CLIENT_MESSAGE_NAMESPACES, CLIENT_MESSAGE_NAMESPACES, clientMessages } from "./client-messages";

const srcDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("messages sent to the browser", () => {
  it("include every namespace a client component translates with", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, "utf8");
      if (!/^["']use client["']/m.test(text)) continue;
      for (const match of text.matchAll(/\b(?:useT|useTranslations)\(\s*["']([\w.]+)["']/g)) {
        used.add(match[1] ?? "");
      }
    }
    expect(used.size).toBeGreaterThan(0);
    const sent: readonly string[] = [...CLIENT_MESSAGE_NAMESPACES, ...AREA_CLIENT_MESSAGE_NAMESPACES];
    const isSent = (name: string) => sent.some((part) => name === part || name.startsWith(`${part}.`));
    expect([...used].filter((name) => !isSent(name))).toEqual([]);
  });

  it("send one part of a namespace when only that part is named, and the whole one when an area asks", () => {
    const messages = { voices: { title: "声", report: { title: "報告" }, helpfulButton: { label: "参考" } } };
    expect(clientMessages(messages)).toEqual({
      voices: { report: { title: "報告" }, helpfulButton: { label: "参考" } },
    });
    expect(messages.voices).toEqual({ title: "声", report: { title: "報告" }, helpfulButton: { label: "参考" } });
  });

  it("leave out the namespaces only the server renders", () => {
    const picked = clientMessages({ header: { title: "x" }, about: { title: "y" } });
    expect(picked).toEqual({ header: { title: "x" } });
  });

  it("add an area's own namespaces only when its layout asks", () => {
    const messages = { header: { title: "x" }, developerArea: { title: "d" }, opsArea: { title: "o" } };
    expect(clientMessages(messages)).toEqual({ header: { title: "x" } });
    expect(clientMessages(messages, ["developerArea"])).toEqual({
      header: { title: "x" },
      developerArea: { title: "d" },
    });
  });
});
