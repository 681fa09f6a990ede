import { buildTestDbTemplates } from "@store/db/testing/test-db-templates";
import type { TestProject } from "vitest/node";

/**
 * Global setup of the integration projects: the migrated and the demo-catalog templates of the
 * project's driver (TEST_DB_DRIVER in its env), made once per run and removed after it.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
  const started = performance.now();
  const { templates, remove } = await buildTestDbTemplates(driver);
  console.log(`Test database templates on ${driver}: ${Math.round(performance.now() - started)} ms`);
  project.provide("testDbTemplates", templates);
  return remove;
}
