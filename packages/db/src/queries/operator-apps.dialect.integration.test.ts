// The console's app list: every status, search by name or code (wildcards match only themselves),
// filters by status and provider, newest first in pages of 50 continued by id.
import { emptyAppContent } from "@store/domain/schemas/app-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { seedProvider } from "../seed/providers";
import { apps } from "../schema/apps";
import { createTestDb } from "../testing/test-db";
import { appContentColumns } from "./app-content";
import { listAppProviderNames, listOperatorApps, OPERATOR_APPS_PAGE_SIZE } from "./operator-apps";

describe(`the operator's app list on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  const providers = { a: 0, b: 0 };

  beforeAll(async () => {
    handle = await createTestDb();
    providers.a = (await seedProvider(handle.db, { name: "あおば株式会社", email: "a@ops-list.example" })).id;
    providers.b = (await seedProvider(handle.db, { name: "いちょう株式会社", email: "b@ops-list.example" })).id;
    const statuses = ["draft", "upcoming", "published", "discontinued", "archived"] as const;
    // One insert of 55 rows (the list reads only the columns, not the content's side tables).
    await handle.db.insert(apps).values(
      Array.from({ length: 55 }, (_, i) => ({
        ...appContentColumns({
          ...emptyAppContent(),
          code: `list-app-${i}`,
          name: i === 7 ? "勤怠100%連携" : `一覧アプリ${i}`,
          integrationType: "connect" as const,
        }),
        appProviderId: i % 2 === 0 ? providers.a : providers.b,
        status: statuses[i % 5],
      })),
    );
  });
  afterAll(() => handle.close());

  it("lists every status, newest first, 50 a page, continued below the last id", async () => {
    const first = await listOperatorApps(handle.db, {});
    expect(first.apps).toHaveLength(OPERATOR_APPS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.apps[0]).toMatchObject({ code: "list-app-54", providerName: "あおば株式会社", status: "archived" });
    expect(new Set(first.apps.map((a) => a.status)).size).toBe(5);
    const rest = await listOperatorApps(handle.db, { before: first.apps.at(-1)?.id });
    expect(rest.apps.map((a) => a.code)).toEqual([
      "list-app-4",
      "list-app-3",
      "list-app-2",
      "list-app-1",
      "list-app-0",
    ]);
    expect(rest.hasMore).toBe(false);
  });

  it("searches names and codes, case-insensitively, with % and _ matching only themselves", async () => {
    expect((await listOperatorApps(handle.db, { q: "100%" })).apps.map((a) => a.code)).toEqual(["list-app-7"]);
    expect((await listOperatorApps(handle.db, { q: "LIST-APP-5" })).apps.map((a) => a.code)).toEqual([
      "list-app-54",
      "list-app-53",
      "list-app-52",
      "list-app-51",
      "list-app-50",
      "list-app-5",
    ]);
    expect((await listOperatorApps(handle.db, { q: "list_app" })).apps).toEqual([]);
  });

  it("folds what the operator types as the store's search does (issue 31): half-width, katakana, full-width", async () => {
    for (const q of ["ｱﾌﾟﾘ12", "あぷり12", "一覧アプリ１２"]) {
      expect(
        (await listOperatorApps(handle.db, { q })).apps.map((a) => a.code),
        q,
      ).toEqual(["list-app-12"]);
    }
  });

  it("filters by status and by provider", async () => {
    const archivedOfB = await listOperatorApps(handle.db, { status: "archived", provider: providers.b });
    expect(archivedOfB.apps.map((a) => a.code)).toEqual([
      "list-app-49",
      "list-app-39",
      "list-app-29",
      "list-app-19",
      "list-app-9",
    ]);
    expect(await listAppProviderNames(handle.db)).toEqual([
      { id: providers.a, name: "あおば株式会社" },
      { id: providers.b, name: "いちょう株式会社" },
    ]);
  });
});
