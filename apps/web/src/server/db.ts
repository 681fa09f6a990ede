import "server-only";
import path from "node:path";
import { createDb, findRepoRoot, type TDb, type TDbHandle } from "@store/db/client";
import { migrateDb } from "@store/db/migrate";
import { ensureDemoData } from "@store/db/seed/ensure-seeded";
import { config } from "./config";
import { logger } from "./logger";

// One handle per server process, kept on globalThis so dev-mode reloads do not open a second
// PGlite on the same folder.
const globalForDb = globalThis as unknown as { storeDb?: Promise<TDbHandle> };

async function open(): Promise<TDbHandle> {
  const { DATABASE_URL, DATA_DIR, SEED_DEMO_DATA } = config();
  const handle = await createDb({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR ? path.resolve(findRepoRoot(), DATA_DIR) : undefined,
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
