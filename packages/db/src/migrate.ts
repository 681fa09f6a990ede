import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { findRepoRoot, type TDbHandle } from "./client";
import { applyDataMigrations } from "./data-migrations";

/** Any number to serialise migrations between processes that share one PostgreSQL. */
const MIGRATION_LOCK = 724_001;

export function migrationsFolder(): string {
  return path.join(findRepoRoot(), "packages", "db", "migrations");
}

/**
 * Applies every committed migration that has not run yet, then the data steps that need the
 * store's code (data-migrations.ts). Safe to call at every start.
 */
export async function migrateDb(handle: TDbHandle): Promise<void> {
  await applySchemaMigrations(handle, migrationsFolder());
  await applyDataMigrations(handle.db);
}

/** The SQL migrations of `folder` (its journal) that have not run yet; tests pass an older set. */
export async function applySchemaMigrations(handle: TDbHandle, folder: string): Promise<void> {
  const migrationsConfig = { migrationsFolder: folder };
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, migrationsConfig);
  } else {
    await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(handle.db as unknown as NodePgDatabase, migrationsConfig);
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  }
}
