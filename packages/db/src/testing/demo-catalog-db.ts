import { afterAll, beforeAll } from "vitest";
import { seedDemoCatalog } from "../seed/demo-catalog";
import { createTestDb, type TTestDbHandle } from "./test-db";

/** A fresh, migrated test database (test-db.ts) holding the demo catalog. */
export async function createDemoCatalogDb(): Promise<TTestDbHandle> {
  const handle = await createTestDb();
  try {
    await seedDemoCatalog(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * For a test file that reads the demo catalog: one database seeded with it before the file's
 * tests and dropped after them. Read `handle` inside the tests (it is set by then).
 */
export function useDemoCatalogDb(): { readonly handle: TTestDbHandle } {
  const ref: { handle?: TTestDbHandle } = {};
  beforeAll(async () => {
    ref.handle = await createDemoCatalogDb();
  }, 120_000);
  afterAll(async () => {
    await ref.handle?.close();
  });
  return {
    get handle() {
      if (!ref.handle) throw new Error("the demo catalog database is set up before the tests run");
      return ref.handle;
    },
  };
}
