// Which tables a request wrote, counted by test-only triggers in the writing transaction.
import { selectRows, type TDb } from "@store/db/client";
import { sql } from "drizzle-orm";

/**
 * The tables a request can change, and how a change shows: by any row written, or by the number
 * of rows where a live session may legitimately touch a row (e.g. when it was last checked). A
 * refused request must leave every one as it was. The mirrors of the parent service (tenants,
 * users, memberships) are not here: any signed-in request may refresh them.
 */
export const MUTABLE_TABLES: Record<string, "rows" | "count"> = {
  installations: "rows",
  operation_logs: "rows",
  document_requests: "rows",
  jobs: "rows",
  access_requests: "rows",
  launcher_favorites: "rows",
  tenant_sessions: "count",
  app_providers: "rows",
  app_provider_awards: "rows",
  draft_apps: "rows",
  provider_announcement_reads: "rows",
  account_tokens: "rows",
  // A refused sign-in counts a failure on the account's row: only new accounts count here.
  provider_users: "count",
  operators: "count",
  account_sessions: "count",
  // Issue 28: readers' votes and reports on user voices.
  voice_helpful_votes: "rows",
  voice_reports: "rows",
};

/**
 * Test-only triggers that tally the writes to MUTABLE_TABLES in `test_writes`, in the writing
 * transaction (a rolled-back write leaves no tally): every inserted, deleted or really changed row
 * of a "rows" table, and the net number of rows added to a "count" table.
 */
export async function installWriteCounter(db: TDb): Promise<void> {
  await db.execute(sql`create table test_writes (table_name text primary key, writes bigint not null)`);
  for (const [name, delta] of [
    ["test_count_write", "1"],
    ["test_count_rows", "case tg_op when 'DELETE' then -1 else 1 end"],
  ]) {
    await db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          insert into test_writes as w (table_name, writes) values (tg_table_name, ${delta})
          on conflict (table_name) do update set writes = w.writes + excluded.writes;
          return null;
        end $$`),
    );
  }
  for (const [table, how] of Object.entries(MUTABLE_TABLES)) {
    if (how === "count") {
      await db.execute(
        sql.raw(`create trigger test_writes after insert or delete on "${table}"
          for each row execute function test_count_rows()`),
      );
      continue;
    }
    await db.execute(
      sql.raw(`create trigger test_writes after insert or delete on "${table}"
        for each row execute function test_count_write()`),
    );
    await db.execute(
      sql.raw(`create trigger test_writes_changed after update on "${table}"
        for each row when (old.* is distinct from new.*) execute function test_count_write()`),
    );
  }
}

/** The tables written since the last call (installWriteCounter), and a fresh tally from here on. */
export async function takeWrittenTables(db: TDb): Promise<string[]> {
  const rows = await selectRows<{ name: string; writes: string }>(
    db,
    sql`delete from test_writes returning table_name as name, writes::text`,
  );
  return rows
    .filter((row) => row.writes !== "0")
    .map((row) => row.name)
    .sort();
}
