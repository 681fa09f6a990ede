import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "./client";
import { migrateDb } from "./migrate";
import { createTestDb } from "./testing/test-db";

describe(`migrations on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("create every table of the data model", async () => {
    const rows = await selectRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      "apps",
      "app_providers",
      "app_provider_awards",
      "provider_users",
      "draft_apps",
      "categories",
      "plans",
      "tags",
      "tenants",
      "users",
      "installations",
      "operation_logs",
      "access_requests",
      "launcher_favorites",
      "news",
      "app_releases",
      "links",
      "specials",
      "campaigns",
      "cases",
      "terms_versions",
      "provider_announcements",
      "document_requests",
      "jobs",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("apply again without change", async () => {
    await migrateDb(handle);
    const [row] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(row?.count)).toBeGreaterThan(0);
  });
});
