import type { TDb } from "@store/db/client";

// The store's database module (`@/server/db`) as integration tests replace it, in one line:
//   vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// then `useTestDb(handle.db)` once the test database is made. Until then, and after
// `useTestDb(undefined)`, the store cannot open its database.

let current: TDb | undefined;

export function useTestDb(db: TDb | undefined): void {
  current = db;
}

export async function getDb(): Promise<TDb> {
  if (!current) throw new Error("test database not ready");
  return current;
}

export async function checkDatabase(): Promise<void> {
  await getDb();
}
