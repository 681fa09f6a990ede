import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type TDbHandle } from "../client";
import { migrateDb } from "../migrate";
import { seedDemoCatalog } from "../seed/demo-catalog";
import { onServer } from "./on-server";

/** The two starting points tests ask for: every migration, and the migrations with the demo catalog. */
export type TTemplateName = "migrated" | "demo";

/** Per template: a PGlite dump file, or a PostgreSQL database name to copy with CREATE DATABASE … TEMPLATE. */
export type TTestDbTemplates = Record<TTemplateName, string>;

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates: TTestDbTemplates;
  }
}

/**
 * Migrates once and seeds the demo catalog once, for every test database of a run to start from
 * (a test file then pays about a second instead of a migration and a seed). `remove` deletes them.
 */
export async function buildTestDbTemplates(
  driver: "pglite" | "postgres",
): Promise<{ templates: TTestDbTemplates; remove: () => Promise<void> }> {
  return driver === "pglite" ? buildPgliteTemplates() : buildPostgresTemplates();
}

async function buildPgliteTemplates() {
  const folder = await mkdtemp(path.join(tmpdir(), "store-test-templates-"));
  const templates = { migrated: path.join(folder, "migrated.tar"), demo: path.join(folder, "demo.tar") };
  const handle = await createDb({ dataDir: "memory://" });
  try {
    await migrateDb(handle);
    await writeDump(handle, templates.migrated);
    await seedDemoCatalog(handle.db);
    await writeDump(handle, templates.demo);
  } finally {
    await handle.close();
  }
  return { templates, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function writeDump(handle: TDbHandle, file: string): Promise<void> {
  if (!handle.dumpDataDir) throw new Error("only PGlite dumps its data folder");
  await writeFile(file, new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer()));
}

async function buildPostgresTemplates() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const prefix = `store_template_${randomBytes(4).toString("hex")}`;
  const templates = { migrated: `${prefix}_migrated`, demo: `${prefix}_demo` };
  const remove = async () => {
    for (const name of Object.values(templates)) {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    }
  };
  const fillDatabase = async (name: string, fill: (handle: TDbHandle) => Promise<void>) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await fill(handle);
    } finally {
      await handle.close();
    }
  };
  try {
    await onServer(serverUrl, `create database ${templates.migrated}`);
    await fillDatabase(templates.migrated, migrateDb);
    await onServer(serverUrl, `create database ${templates.demo} template ${templates.migrated}`);
    await fillDatabase(templates.demo, (handle) => seedDemoCatalog(handle.db));
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}
