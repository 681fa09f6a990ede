import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const emptyModule = fileURLToPath(new URL("./test-support/empty-module.ts", import.meta.url));
const webSrc = fileURLToPath(new URL("./apps/web/src", import.meta.url));

const shared = {
  environment: "node" as const,
  alias: { "server-only": emptyModule, "@/": `${webSrc}/` },
};

const integrationFiles = ["packages/**/*.integration.test.ts", "apps/web/src/**/*.integration.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
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
      {
        test: {
          ...shared,
          name: "integration",
          include: [...integrationFiles, "apps/suite/**/*.integration.test.ts"],
          exclude: ["**/node_modules/**"],
          env: { TEST_DB_DRIVER: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Every database test runs again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: "integration-postgres",
                include: integrationFiles,
                exclude: ["**/node_modules/**"],
                env: { TEST_DB_DRIVER: "postgres" },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
