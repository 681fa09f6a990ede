import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const emptyModule = fileURLToPath(new URL("./test-support/empty-module.ts", import.meta.url));
const webSrc = fileURLToPath(new URL("./apps/web/src", import.meta.url));
const databaseTemplates = fileURLToPath(new URL("./test-support/database-templates.ts", import.meta.url));

const shared = {
  environment: "node" as const,
  alias: { "server-only": emptyModule, "@/": `${webSrc}/` },
};

// Integration tests run once, on PostgreSQL when TEST_DATABASE_URL is set (CI) and on the embedded
// PGlite otherwise. Those whose subject is SQL the two databases may answer differently (queries,
// migrations, search, caches and their invalidation, jobs, rate limits, locks, LISTEN/NOTIFY) are
// named *.dialect.integration.test.ts and run on PGlite as well when PostgreSQL is there.
const integrationFiles = ["packages/**/*.integration.test.ts", "apps/**/*.integration.test.ts"];
const dialectFiles = ["packages/**/*.dialect.integration.test.ts", "apps/**/*.dialect.integration.test.ts"];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function integrationProject(name: string, include: string[], driver: "pglite" | "postgres") {
  return {
    test: {
      ...shared,
      name,
      include,
      exclude: ["**/node_modules/**"],
      env: { TEST_DB_DRIVER: driver },
      globalSetup: [databaseTemplates],
      // Worker threads start a file in less time than forked processes (the files import the whole
      // store: 144 s of import summed over the PostgreSQL run against 184 s, 425 s in all against 468).
      pool: "threads" as const,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // In CI a failed test is tried once more, as Playwright's are: a test that passes on its second
      // try is named by scripts/test.mjs beside the summary, so its flakiness is seen, not hidden.
      retry: process.env.CI ? 1 : 0,
    },
  };
}

export default defineConfig({
  test: {
    // Both cores: one file per worker at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          // Unit tests share one module graph per worker: none of them leaves a mock or a global behind.
          isolate: false,
          include: [
            "packages/**/*.test.ts",
            "apps/**/*.test.ts",
            "apps/**/*.test.tsx",
            "scripts/**/*.test.ts",
            "scripts/**/*.test.mjs",
            "bench/**/*.test.mjs",
          ],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
        },
      },
      onPostgres
        ? integrationProject("integration-postgres", integrationFiles, "postgres")
        : integrationProject("integration-pglite", integrationFiles, "pglite"),
      ...(onPostgres ? [integrationProject("dialect-pglite", dialectFiles, "pglite")] : []),
    ],
  },
});
