import { sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { seedDemoCatalog } from "./demo-catalog";

/** Any number to serialise first-start seeding between processes sharing one PostgreSQL. */
const SEED_LOCK = 724_002;

/**
 * Seeds the demo catalog once, on a database that has no apps yet, as of `now` (its campaigns run
 * around that day, seedDemoCatalog). Returns whether it seeded.
 */
export async function ensureDemoData(db: TDb, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(apps);
    if ((row?.count ?? 0) > 0) return false;
    await seedDemoCatalog(tx as unknown as TDb, now);
    return true;
  });
}
