import "server-only";
import path from "node:path";
import { AppError } from "@store/domain/errors";
import { sql } from "drizzle-orm";
import { createDb, findRepoRoot, isDatabaseUnreachable, type TDb, type TDbHandle } from "@store/db/client";
import { migrateDb } from "@store/db/migrate";
import { ensureDemoData } from "@store/db/seed/ensure-seeded";
import { config } from "./config";
import {
  markDatabaseReachable,
  markDatabaseUnreachable,
  OUTAGE_RETRY_AFTER_SECONDS,
  setDatabaseProbe,
} from "./database-outage";
import { logger } from "./logger";

// One handle per server process, kept on globalThis so dev-mode reloads do not open a second
// PGlite on the same folder.
const globalForDb = globalThis as unknown as { storeDb?: Promise<TDbHandle> };

async function open(): Promise<TDbHandle> {
  const { DATABASE_URL, DATA_DIR, SEED_DEMO_DATA } = config();
  const handle = await createDb({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR ? path.resolve(findRepoRoot(), DATA_DIR) : undefined,
    onConnectionError: (err) => {
      logger.warn({ err }, "a database connection was lost; the next query opens another");
      // A server shutting down ends its idle connections first: pages answer 503 until it is back.
      if (isDatabaseUnreachable(err)) markDatabaseUnreachable();
    },
  });
  await migrateDb(handle);
  if (SEED_DEMO_DATA && (await ensureDemoData(handle.db))) logger.info("seeded the demo catalog");
  logger.info({ driver: handle.driver }, "database ready");
  return handle;
}

export async function getDb(): Promise<TDb> {
  globalForDb.storeDb ??= open().catch((error: unknown) => {
    globalForDb.storeDb = undefined;
    throw error;
  });
  return (await globalForDb.storeDb).db;
}

/** How long the readiness check waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 3000;

/** Answers a trivial query within READY_TIMEOUT_MS, or throws why not. */
async function ping(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

setDatabaseProbe(() =>
  ping().then(
    () => true,
    () => false,
  ),
);

/**
 * Throws 503 unless the database answers a trivial query within a few seconds. A lost PostgreSQL
 * connection is replaced by the pool on the next query, so this recovers by itself once the
 * server is back; an open that failed is retried on the next call (getDb).
 */
export async function checkDatabase(): Promise<void> {
  try {
    await ping();
    markDatabaseReachable();
  } catch (error) {
    logger.warn({ err: error }, "database not ready");
    if (isDatabaseUnreachable(error)) markDatabaseUnreachable();
    throw new AppError("UNAVAILABLE", "the database is not reachable", {
      userMessage: { key: "requestGuards.unavailable" },
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    });
  }
}
