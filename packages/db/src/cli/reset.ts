// `npm run db:reset`: empties the store's database and seeds the demo catalog again.
// Stop the store first: the embedded database has one writer.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createDb } from "../client";
import { databaseTarget } from "./database-target";
import { migrateDb } from "../migrate";
import { ensureDemoData } from "../seed/ensure-seeded";

const { databaseUrl, dataDir } = databaseTarget({ envFile: true });

if (databaseUrl) {
  const handle = await createDb({ databaseUrl });
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.close();
} else {
  rmSync(dataDir, { recursive: true, force: true });
}

const handle = await createDb({ databaseUrl, dataDir });
await migrateDb(handle);
await ensureDemoData(handle.db);
await handle.close();
console.log(`Reset and seeded ${databaseUrl ? "the PostgreSQL database" : dataDir}.`);
