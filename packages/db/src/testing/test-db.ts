import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type TDbHandle } from "../client";
import { migrateDb } from "../migrate";

/** A test database; on PostgreSQL with its URL, so a test can open a second handle on it. */
export type TTestDbHandle = TDbHandle & { databaseUrl?: string };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_DB_DRIVER is
 * "postgres", a new database on the server of TEST_DATABASE_URL that close() drops again. With
 * `migrate: false` it is empty (tests of the migrations themselves).
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TTestDbHandle> {
  const migrate = options.migrate === false ? async () => {} : migrateDb;
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    const handle = await createDb({ dataDir: "memory://" });
    await migrate(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run in the one dropped). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
