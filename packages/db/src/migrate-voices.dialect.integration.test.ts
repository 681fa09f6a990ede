// Migration 0023 on a database that has voices (issue 28): the voices the store showed (with a
// publication date) stay published, the others wait for moderation, and the app keeps its count,
// now with a rating sum, a rated count and no average (old voices have no rating). From then on the
// trigger counts by status and rating.
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "./client";
import { applySchemaMigrations, migrationsFolder } from "./migrate";
import { migrationsUpTo } from "./testing/migrations-up-to";
import { createTestDb } from "./testing/test-db";

const SHOWN_AT = new Date("2025-06-01T03:00:00Z");

describe(`migration 0023 (user voices) on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let folder = "";
  let appId = 0;

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const [row] = await selectRows<T>(handle.db, query);
    if (!row) throw new Error("no row");
    return row;
  }

  const counts = () =>
    one<{ count: number; sum: number; rated: number; average: number | null }>(
      sql`select voice_count as count, voice_rating_sum as sum, voice_rating_count as rated,
        voice_rating_average as average from apps where id = ${appId}`,
    );

  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    folder = await migrationsUpTo("0022_addon_registrations");
    await applySchemaMigrations(handle, folder);
    // Voices as the store held them at 0022: two shown, one never published.
    const provider = await one<{ id: number }>(
      sql`insert into app_providers (name, email) values ('声の移行株式会社', 'v@migrate.example') returning id`,
    );
    appId = (
      await one<{ id: number }>(sql`insert into apps (content, code, name, integration_type, app_provider_id, status)
        values ('{}'::jsonb, 'migrate-voices', '声の移行', 'connect', ${provider.id}, 'published') returning id`)
    ).id;
    await handle.db.execute(sql`insert into user_voices (app_id, author_name, body, published_at) values
      (${appId}, '人事部 K.S.さん（製造業・従業員320名）', '便利です。', ${SHOWN_AT.toISOString()}),
      (${appId}, '総務課 M.T.さん', '助かっています。', ${SHOWN_AT.toISOString()}),
      (${appId}, '未公開 さん', 'まだ出ていません。', null)`);
    await applySchemaMigrations(handle, migrationsFolder());
  });

  afterAll(async () => {
    await handle?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("keeps the shown voices published and the others pending, dated when they were shown", async () => {
    const rows = await selectRows<{ body: string; status: string; created: Date; locale: string; title: string }>(
      handle.db,
      sql`select body, status, created_at as created, locale, title from user_voices order by id`,
    );
    expect(rows.map((row) => [row.body, row.status])).toEqual([
      ["便利です。", "published"],
      ["助かっています。", "published"],
      ["まだ出ていません。", "pending"],
    ]);
    expect(new Date(rows[0]?.created ?? 0).toISOString()).toBe(SHOWN_AT.toISOString());
    expect(rows.every((row) => row.locale === "ja" && row.title === "")).toBe(true);
  });

  it("keeps the app's count, without a rating or an average", async () => {
    expect(await counts()).toEqual({ count: 2, sum: 0, rated: 0, average: null });
  });

  it("counts by status and rating from then on", async () => {
    await handle.db.execute(
      sql`update user_voices set status = 'published', rating = 4, published_at = now() where status = 'pending'`,
    );
    await handle.db.execute(sql`insert into user_voices (app_id, author_name, body, rating, status, published_at)
      values (${appId}, 'a', '新しい声です。', 5, 'published', now())`);
    const after = await counts();
    expect({ ...after, average: Number(after.average) }).toEqual({ count: 4, sum: 9, rated: 2, average: 4.5 });
  });
});
