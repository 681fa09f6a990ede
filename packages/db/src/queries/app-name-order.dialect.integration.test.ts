// Lists of apps by name sort as a Japanese reader sorts them (issue 31): by the kana reading of a
// name with kanji, so 楓ワークフロー (かえで…) sits between あさひ and ときわ rather than after every
// kana name as its code point would put it; the console's provider search folds what is typed. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { seedApp } from "../seed/apps";
import { seedProvider } from "../seed/providers";
import { createTestDb } from "../testing/test-db";
import { listAppProvidersForOperator, listAppsOfProvider } from "./app-providers";

let handle: TDbHandle;
let providerId = 0;

describe(`apps by name on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  beforeAll(async () => {
    handle = await createTestDb();
    providerId = (await seedProvider(handle.db, { name: "並び順株式会社", email: "o@order.example" })).id;
    for (const [code, name] of [
      ["tokiwa-pay", "ときわ給与"],
      ["kaede-flow", "楓ワークフロー"],
      ["asahi-time", "あさひ勤怠"],
      ["zeta-chat", "Zeta Chat"],
      ["kumo-keihi", "クモ経費"],
    ] as const) {
      await seedApp(handle.db, { appProviderId: providerId, code, name, integrationType: "suite_option" });
    }
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("orders names by their readings, Latin names first, katakana and hiragana alike", async () => {
    const names = (await listAppsOfProvider(handle.db, { appProviderId: providerId })).map((app) => app.name);
    expect(names).toEqual(["Zeta Chat", "あさひ勤怠", "楓ワークフロー", "クモ経費", "ときわ給与"]);
  });

  it("finds a provider by its name typed in half-width or full-width katakana or hiragana", async () => {
    const named = await seedProvider(handle.db, { name: "ナミキシステム株式会社", email: "n@order.example" });
    for (const nameContains of ["ﾅﾐｷ", "なみき", "ナミキ", "ﾅﾐｷｼｽﾃﾑ株式会社"]) {
      const { providers } = await listAppProvidersForOperator(handle.db, { nameContains, limit: 10 });
      expect(
        providers.map((p) => p.id),
        nameContains,
      ).toEqual([named.id]);
    }
  });
});
