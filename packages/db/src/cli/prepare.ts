// `npm start` runs this before the store: it migrates the database and seeds the demo catalog into
// an empty one in a process of its own, which then ends. What seeding needs (the migration files,
// the demo content, kuromoji's dictionary of some 300 MB for the kana readings) is then never held
// by the store, whose idle memory stays low (issue 12). The store checks both again as it opens the
// database and finds nothing left to do; when this step fails, the store does it and reports why.
import { createDb } from "../client";
import { databaseTarget } from "./database-target";
import { migrateDb } from "../migrate";
import { ensureDemoData } from "../seed/ensure-seeded";

const { databaseUrl, dataDir } = databaseTarget({ envFile: false });

const handle = await createDb({ databaseUrl, dataDir });
try {
  await migrateDb(handle);
  // The store's own setting: only "false" turns seeding off (apps/web/src/server/config.ts).
  if (process.env.SEED_DEMO_DATA !== "false" && (await ensureDemoData(handle.db))) {
    console.log("Seeded the demo catalog.");
  }
} finally {
  await handle.close();
}
