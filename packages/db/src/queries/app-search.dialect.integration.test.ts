import { LISTED_APP_STATUSES } from "@store/domain/enums";
import { searchTerms } from "@store/domain/search-text";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "../client";
import { applyDataMigrations } from "../data-migrations";
import { readingsOf } from "../search/readings";
import { SEARCH_DOCUMENT_VERSION } from "../search/search-document";
import { useDemoCatalogDb } from "../testing/demo-catalog-db";
import { findAppPage } from "./app-list";
import type { TAppListFilter } from "./app-search";

const NOW = new Date("2026-11-21T12:00:00+09:00");
const NO_FILTER: TAppListFilter = { terms: [], categoryIds: [], priceType: null, campaign: false, now: NOW };

type TListedApp = {
  id: number;
  name: string;
  searchText: string;
  featuredPosition: number | null;
  publishedAt: string | null;
};

/**
 * The search as it was before the index, written out independently: every term occurs in
 * search_text (LIKE decides in SQL), ranked by the best line a term occurs in (name and its
 * reading 100, title and its reading 40, tags and categories 20, provider and its reading 10,
 * description and its reading 1), +30
 * when the name or its reading starts with the term, +200 when one of them is the whole query;
 * then featured, newest, highest id.
 */
async function likeSearch(handle: TDbHandle, terms: string[]): Promise<number[]> {
  const like = sql.join(
    terms.map((term) => sql`search_text like ${`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`),
    sql` and `,
  );
  const rows = await selectRows<TListedApp>(
    handle.db,
    sql`select id, name, search_text as "searchText", featured_position as "featuredPosition",
      published_at::text as "publishedAt" from apps
      where status in (${sql.join(
        LISTED_APP_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) and ${like}`,
  );
  const scores = [100, 100, 100, 40, 40, 40, 20, 10, 10, 1, 1, 1];
  const relevance = (app: TListedApp) => {
    const lines = app.searchText.split("\n");
    const names = lines.slice(0, 2);
    const perTerm = terms.map((term) => {
      const best = scores[lines.findIndex((line) => line.includes(term))] ?? 0;
      return best + (names.some((name) => name.startsWith(term)) ? 30 : 0);
    });
    const exact = names.includes(terms.join(" ")) ? 200 : 0;
    return perTerm.reduce((a, b) => a + b, 0) + exact;
  };
  const byRelevance = rows.map((app) => ({ ...app, score: relevance(app) }));
  byRelevance.sort(
    (a, b) =>
      b.score - a.score ||
      (a.featuredPosition ?? Number.POSITIVE_INFINITY) - (b.featuredPosition ?? Number.POSITIVE_INFINITY) ||
      (b.publishedAt ? Date.parse(b.publishedAt) : Number.NEGATIVE_INFINITY) -
        (a.publishedAt ? Date.parse(a.publishedAt) : Number.NEGATIVE_INFINITY) ||
      b.id - a.id,
  );
  return byRelevance.map((app) => app.id);
}

/** A small fixed pseudo-random sequence, so the drawn terms are the same on every run. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const FULL_WIDTH_OFFSET = 0xfee0;
const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + FULL_WIDTH_OFFSET));
const toKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0x60));

/** Queries drawn from the demo apps' own text, as a visitor might type them, plus misses. */
function drawQueries(texts: string[]): string[] {
  const next = sequence(12);
  const words = texts.flatMap((text) => text.split(/\s+/)).filter((word) => word.length > 0);
  const piece = (length: number) => {
    const word = Array.from(words[next(words.length)] ?? "");
    const start = next(Math.max(1, word.length - length + 1));
    return word.slice(start, start + length).join("");
  };
  const latin = words.filter((word) => /^[a-z]{2,}$/.test(word));
  const queries: string[] = [];
  for (let i = 0; i < 60; i++) queries.push(piece(1));
  for (let i = 0; i < 80; i++) queries.push(piece(2));
  for (let i = 0; i < 60; i++) queries.push(piece(3 + next(5)));
  for (let i = 0; i < 30; i++) queries.push(latin[next(latin.length)] ?? "hr");
  for (let i = 0; i < 20; i++) queries.push(`${piece(2)} ${piece(1 + next(3))}`);
  for (let i = 0; i < 20; i++) {
    const term = piece(2 + next(3));
    queries.push(i % 2 === 0 ? toFullWidth(term.toUpperCase()) : toKatakana(term));
  }
  queries.push("存在しない語", "zzqxw", "%", "_", "\\", "給与 ぴよぴよ", "ａｂｃ　ｄｅｆ");
  return queries;
}

describe(`app search on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  const demo = useDemoCatalogDb();

  async function search(query: string, extra: Partial<Parameters<typeof findAppPage>[1]> = {}) {
    return findAppPage(demo.handle.db, {
      ...NO_FILTER,
      terms: searchTerms(query),
      order: "relevance",
      limit: 100,
      offset: 0,
      ...extra,
    });
  }

  async function listedNamesWhere(condition: ReturnType<typeof sql>) {
    const rows = await selectRows<{ name: string }>(
      demo.handle.db,
      sql`select name from apps where status in ('published', 'upcoming') and ${condition} order by name`,
    );
    return rows.map((row) => row.name);
  }

  it("finds kanji text by its reading in hiragana or katakana", async () => {
    for (const [reading, kanji] of [
      ["きゅうよ", "給与"],
      ["キンタイ", "勤怠"],
      ["きんたい", "勤怠"],
    ] as const) {
      const inNameOrTitle = await listedNamesWhere(sql`(name like ${`%${kanji}%`} or title like ${`%${kanji}%`})`);
      expect(inNameOrTitle.length, kanji).toBeGreaterThan(0);
      const found = (await search(reading)).rows.map((row) => row.name);
      expect(found, reading).toEqual(expect.arrayContaining(inNameOrTitle));
      // Ranked like the name: an app named with the kanji comes before one that only mentions it.
      const named = found.findIndex((name) => name.includes(kanji));
      expect(named, reading).toBe(0);
    }
  });

  it("counts a category's name as a match for every app in it", async () => {
    const inCategory = await listedNamesWhere(
      sql`exists (select 1 from app_categories ac join categories c on c.id = ac.category_id
        where ac.app_id = apps.id and c.name = 'ストレスチェック')`,
    );
    expect(inCategory.length).toBeGreaterThan(1);
    const found = await search("ストレスチェック");
    expect(found.rows.map((row) => row.name).sort()).toEqual(expect.arrayContaining(inCategory));
    expect(found.count).toBe(found.rows.length);
  });

  it("finds with the gram index exactly what LIKE over the search text finds, in the same order", async () => {
    const texts = await selectRows<{ searchText: string }>(
      demo.handle.db,
      sql`select search_text as "searchText" from apps order by id`,
    );
    const queries = drawQueries(texts.map((row) => row.searchText));
    expect(queries.length).toBeGreaterThan(250);
    let nonEmpty = 0;
    for (const query of queries) {
      const terms = searchTerms(query);
      if (terms.length === 0) continue;
      const expected = await likeSearch(demo.handle, terms);
      const page = await search(query);
      expect(
        page.rows.map((row) => row.id),
        query,
      ).toEqual(expected);
      expect(page.count, query).toBe(expected.length);
      if (expected.length > 0) nonEmpty++;
      // Short pages, which the apps holding the terms in their names often fill alone.
      for (const offset of [0, 2]) {
        const short = await search(query, { limit: 2, offset });
        expect(
          short.rows.map((row) => row.id),
          `${query} from ${offset}`,
        ).toEqual(expected.slice(offset, offset + 2));
      }
    }
    // Most drawn terms find something, and the misses find nothing.
    expect(nonEmpty).toBeGreaterThan(queries.length * 0.8);
  }, 120_000);

  it("stops counting at the cap and says there are more", async () => {
    const all = await search("");
    expect(all).toMatchObject({ count: all.rows.length, capped: false });
    expect(await search("", { countCap: 10 })).toMatchObject({ count: 10, capped: true });
    const some = await search("の", { countCap: 3, limit: 5 });
    expect(some.rows.length).toBe(5);
    expect(some).toMatchObject({ count: 3, capped: true });
    const under = await search("の", { countCap: 1000 });
    expect(under).toMatchObject({ count: under.rows.length, capped: false });
  });

  it("finds by the reading of every app's and category's name at least what the name finds (issue 31)", async () => {
    const names = await selectRows<{ name: string }>(
      demo.handle.db,
      sql`select name from apps where status in ('published', 'upcoming') union select name from categories order by 1`,
    );
    const readings = await readingsOf(names.map((row) => row.name));
    const missed: string[] = [];
    let compared = 0;
    for (const [i, { name }] of names.entries()) {
      const reading = readings[i];
      if (!reading) continue;
      compared += 1;
      const byName = (await search(name)).rows.map((row) => row.id);
      const byReading = new Set((await search(reading)).rows.map((row) => row.id));
      const lost = byName.filter((id) => !byReading.has(id));
      if (lost.length > 0) missed.push(`${name} (${reading}): ${lost.length} of ${byName.length} apps`);
    }
    expect(compared).toBeGreaterThan(60);
    expect(missed).toEqual([]);
  });

  it("rebuilds search documents an older store wrote, once, when the store starts", async () => {
    const [payroll] = await selectRows<{ id: number; name: string }>(
      demo.handle.db,
      sql`select id, name from apps where name like '%給与%' and status = 'published' order by id limit 1`,
    );
    if (!payroll) throw new Error("the demo catalog has a payroll app");
    // As the store wrote it before readings: name, title, description, provider, tags, one a line.
    await demo.handle.db.execute(sql`update apps set search_text = lower(name || chr(10) || title || chr(10) || description),
      search_grams = '{}' where id = ${payroll.id}`);
    expect((await search("きゅうよ")).rows.map((row) => row.id)).not.toContain(payroll.id);

    await demo.handle.db.execute(sql`delete from data_migrations where name like 'search-document-%'`);
    expect(await applyDataMigrations(demo.handle.db)).toEqual([`search-document-${SEARCH_DOCUMENT_VERSION}`]);
    expect((await search("きゅうよ")).rows.map((row) => row.id)).toContain(payroll.id);
    expect(await applyDataMigrations(demo.handle.db)).toEqual([]);
  });
});
