// The operator's top searches (issue 29): each search adds to its Japan-time day; a period's
// reading gives the queries that found apps and those that found nothing, most frequent first.
import { TOP_SEARCHES_LIMIT } from "@store/domain/analytics/search-queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDbHandle } from "../client";
import { createTestDb } from "../testing/test-db";
import { readTopSearches, recordSearchQuery } from "./search-queries";

describe(`top searches on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    const search = (query: string, found: boolean, at: string, times = 1) =>
      Promise.all(
        Array.from({ length: times }, () => recordSearchQuery(handle.db, { query, found, at: new Date(at) })),
      );
    // 2026-11-27T15:30Z is 00:30 on the 28th in Japan.
    await search("給与", true, "2026-11-27T15:30:00Z", 3);
    await search("ＰＡＹＲＯＬＬ", true, "2026-11-28T01:00:00Z");
    await search("payroll", false, "2026-11-28T02:00:00Z", 2);
    await search("ドローン勤怠", false, "2026-11-28T03:00:00Z", 4);
    await search("  ", false, "2026-11-28T03:00:00Z");
    // The day before, in Japan: outside a reading of the 28th alone.
    await search("給与", true, "2026-11-27T14:59:00Z", 10);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("lists the queries with results by the searches that found apps, and those without by the ones that found none", async () => {
    const day = await readTopSearches(handle.db, { from: "2026-11-28", to: "2026-11-28" });
    expect(day.withResults).toEqual([
      { query: "給与", count: 3 },
      { query: "payroll", count: 1 },
    ]);
    expect(day.withoutResults).toEqual([
      { query: "ドローン勤怠", count: 4 },
      { query: "payroll", count: 2 },
    ]);
    const both = await readTopSearches(handle.db, { from: "2026-11-27", to: "2026-11-28" });
    expect(both.withResults[0]).toEqual({ query: "給与", count: 13 });
  });

  it("shows at most the limit of each list", async () => {
    for (let i = 0; i < TOP_SEARCHES_LIMIT + 5; i++)
      await recordSearchQuery(handle.db, { query: `q${i}`, found: false, at: new Date("2026-11-29T03:00:00Z") });
    const day = await readTopSearches(handle.db, { from: "2026-11-29", to: "2026-11-29" });
    expect(day.withoutResults).toHaveLength(TOP_SEARCHES_LIMIT);
    expect(day.withResults).toEqual([]);
  });
});
