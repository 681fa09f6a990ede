import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { onServer } from "./on-server";
import { createDb, type TDbHandle } from "../client";
import { migrateDb } from "../migrate";
import { seedDemoCatalog } from "../seed/demo-catalog";
import type { TTemplateName, TTestDbTemplates } from "./test-db-templates";

/** A test database; on PostgreSQL with its URL, so a test can open a second handle on it. */
export type TTestDbHandle = TDbHandle & { databaseUrl?: string };

/** What a test database starts with: nothing, every migration, or the migrations and the demo catalog. */
export type TTestDbContent = "empty" | TTemplateName;

/**
 * A fresh database for one test file: an in-memory PGlite, or, when TEST_DB_DRIVER is "postgres",
 * a new database on the server of TEST_DATABASE_URL that close() drops again. Migrated unless
 * `migrate: false` (tests of the migrations themselves get it empty).
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TTestDbHandle> {
  return createTestDbWith(options.migrate === false ? "empty" : "migrated");
}

/**
 * A fresh database holding `content`. It is copied from the template the run's global setup
 * made (test-support/database-templates.ts: migrated and seeded once per run and driver), or
 * built here when there is none (a test run without that setup).
 */
export async function createTestDbWith(content: TTestDbContent): Promise<TTestDbHandle> {
  const template = content === "empty" ? undefined : providedTemplates()?.[content];
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    if (template) return createDb({ dataDir: "memory://", snapshot: new Blob([await readFile(template)]) });
    const handle = await createDb({ dataDir: "memory://" });
    try {
      await fill(handle, content);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    if (!template) await fill(handle, content);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** Migrates, and seeds the demo catalog, as `content` asks. */
async function fill(handle: TDbHandle, content: TTestDbContent): Promise<void> {
  if (content === "empty") return;
  await migrateDb(handle);
  if (content === "demo") await seedDemoCatalog(handle.db);
}

/** The templates of this run's driver: dump files for PGlite, database names on PostgreSQL. */
function providedTemplates(): TTestDbTemplates | undefined {
  try {
    return inject("testDbTemplates");
  } catch {
    return undefined;
  }
}
