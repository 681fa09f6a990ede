#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end tests in Chromium against a production build.
// On a fresh Debian machine it installs Chromium and the CJK fonts with apt when it may (root),
// saying so; otherwise it names the command to run and stops.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureSystemPackages } from "./system-packages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(path.join(tmpdir(), "store-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, options = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function summary() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

ensureSystemPackages();

step("Lint and format (Biome)", "npx", ["biome", "check", "."]);
for (const project of ["packages/domain", "packages/db", "apps/web", "apps/suite", "e2e"]) {
  if (existsSync(path.join(root, project, "tsconfig.json"))) {
    step(`Type check ${project}`, "npx", ["tsc", "--noEmit", "-p", project]);
  }
}

const vitestReport = path.join(reports, "vitest.json");
console.log(
  process.env.TEST_DATABASE_URL
    ? "\nIntegration tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL)."
    : "\nIntegration tests run on PGlite (set TEST_DATABASE_URL to run them on PostgreSQL too).",
);
const vitest = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  { cwd: root, stdio: "inherit" },
);
countVitest(vitestReport);
if (vitest.status !== 0) {
  console.error("\n✗ Unit and integration tests failed");
  summary();
  process.exit(vitest.status ?? 1);
}

step("Production build of the store", "npx", ["next", "build"], {
  cwd: path.join(root, "apps", "web"),
  env: { ...process.env, NEXT_DIST_DIR: ".next-e2e" },
});

const playwrightReport = path.join(reports, "playwright.json");
console.log("\n=== End-to-end tests (Playwright, Chromium)");
const e2e = spawnSync("npx", ["playwright", "test"], {
  cwd: path.join(root, "e2e"),
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright(playwrightReport);
summary();
process.exit(e2e.status ?? 1);
