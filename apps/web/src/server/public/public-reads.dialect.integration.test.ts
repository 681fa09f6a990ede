// Two web processes on one database, each with its own cache of public reads: an invalidation in
// one reaches the other through PostgreSQL's NOTIFY, and a listener that lost its connection drops
// everything once it is back (it may have missed some). On PGlite there is one process, and
// invalidation is local to it.
import { selectRows, type TDb } from "@store/db/client";
import { createTestDb, type TTestDbHandle } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("BASE_URL", "http://localhost:3993");
vi.stubEnv("LOG_LEVEL", "fatal");
const { createPublicReads } = await import("./public-reads");
type TPublicReads = ReturnType<typeof createPublicReads>;

const POSTGRES = process.env.TEST_DB_DRIVER === "postgres";

let handle: TTestDbHandle;
const processes: TPublicReads[] = [];

/** A web process's cache on the test database, listening when the database is PostgreSQL. */
async function webProcess(): Promise<TPublicReads> {
  const reads = createPublicReads({ databaseUrl: handle.databaseUrl, getDb: async () => handle.db });
  processes.push(reads);
  await reads.listening;
  return reads;
}

/** Reads `key` through `reads`, counting the database reads in `loads`. */
function readCount(reads: TPublicReads, key: string, tags: string[], loads: string[]) {
  return reads.read(key, tags, async (db: TDb) => {
    loads.push(key);
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from apps`);
    return row?.n ?? 0;
  });
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  for (const reads of processes) await reads.close();
  await handle?.close();
});

describe(`public reads across web processes on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("drops an invalidated tag in every process on the database, and nothing else", async () => {
    const one = await webProcess();
    const others = POSTGRES ? [await webProcess()] : [];
    const loads: string[] = [];
    for (const reads of [one, ...others]) {
      await readCount(reads, "list", ["apps"], loads);
      await readCount(reads, "news", ["editorial:news"], loads);
    }
    const before = loads.length;

    await one.invalidate(["apps"]);
    // Delivered asynchronously to the others: wait until their entry is gone.
    await until(() => others.every((reads) => reads.cache.stats.entries === 1));

    for (const reads of [one, ...others]) {
      await readCount(reads, "list", ["apps"], loads);
      await readCount(reads, "news", ["editorial:news"], loads);
    }
    expect(loads.slice(before)).toEqual([one, ...others].map(() => "list"));
  });

  it("drops everything after its listening connection was lost and came back (PostgreSQL), else keeps it", async () => {
    const reads = await webProcess();
    const loads: string[] = [];
    await readCount(reads, "list", ["apps"], loads);
    if (POSTGRES) {
      // As a database restart or a network cut does to the dedicated connection.
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      await until(() => reads.cache.stats.entries === 0);
    }
    await readCount(reads, "list", ["apps"], loads);
    expect(loads).toEqual(POSTGRES ? ["list", "list"] : ["list"]);
  });
});
