import { afterAll, beforeAll } from "vitest";
import { createTestDbWith, type TTestDbHandle } from "./test-db";

/** A fresh, migrated test database (test-db.ts) holding the demo catalog. */
export function createDemoCatalogDb(): Promise<TTestDbHandle> {
  return createTestDbWith("demo");
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
