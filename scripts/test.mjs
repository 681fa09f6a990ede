#!/usr/bin/env node
// `npm test`: lint, one type check of the whole repository, unit tests, integration tests (once, on
// PostgreSQL when TEST_DATABASE_URL is set and on PGlite otherwise; the *.dialect.integration.test.ts
// ones on PGlite as well), then the end-to-end tests in Chromium against a production build (its
// store on a fresh PostgreSQL database when TEST_DATABASE_URL is set). Each stage's time is printed
// before the closing `N passed, N failed` line. On a fresh Debian machine it installs Chromium and the
// CJK fonts with apt when it may (root), saying so; otherwise it names the command to run and stops.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { ensureSystemPackages } from "./system-packages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(path.join(tmpdir(), "store-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What a report says failed besides its tests: files that did not run, errors outside any test. */
const reportProblems = [];
/** Tests that failed, with their first failure, listed again at the end where a log's tail shows them. */
const failedTests = [];
/** Tests that failed and then passed on their second try (CI retries once), with their first failure. */
const flaky = [];
const timings = [];
const startedAt = performance.now();
/** Stages still running in the background, stopped when the run ends early. */
const running = new Set();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Runs one stage, timed; a report file, when given, adds its counts to the totals. */
async function stage(title, command, args, { report, count, ...options } = {}) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
  const status = await new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
  timings.push({ title, seconds: (performance.now() - started) / 1000 });
  if (report) count(report);
  return status;
}

/**
 * Starts a stage in the background, its output held back; `settle()` waits for it, prints the
 * output and records its time. For a stage of one thread (tsc) beside the tests, which use both cores
 * only part of the time.
 */
function background(title, command, args) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve) => {
    child.on("close", (code) => {
      running.delete(child);
      resolve({ status: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
  return {
    async settle() {
      const { status, seconds } = await done;
      console.log(`\n=== ${title}`);
      if (output) process.stdout.write(output);
      timings.push({ title, seconds });
      return status;
    },
  };
}

/** A stage that must pass for the next one to be worth running. */
async function required(title, command, args, options) {
  const status = await stage(title, command, args, options);
  if (status !== 0) finish(`${title} failed`, status);
}

function finish(failure, status) {
  for (const child of running) child.kill();
  if (failure) console.error(`\n✗ ${failure}`);
  for (const problem of reportProblems) console.error(`  ✗ ${problem}`);
  if (failedTests.length > 0) console.error(`\nFailed (${failedTests.length}):`);
  for (const test of failedTests) console.error(`  ✗ ${test}`);
  if (flaky.length > 0) console.log(`\nPassed only on a second try (${flaky.length}):`);
  for (const test of flaky) console.log(`  ! ${test}`);
  console.log("\nStage times:");
  for (const { title, seconds } of timings) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
  const total = (performance.now() - startedAt) / 1000;
  console.log(`  ${total.toFixed(0).padStart(5)} s  in all (the type check ran beside other stages)`);
  // With no test failed, a failed run still says so on its last line (a stage or a report failed).
  const runFailed = status !== 0 && totals.failed === 0 ? "; the run failed (✗ above)" : "";
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${runFailed}`);
  process.exit(status);
}

/** A failure's message in one line: its first three lines that say something, at most 300 characters. */
function firstLines(message) {
  const lines = message.split("\n").map((line) => line.trim());
  return lines.filter(Boolean).slice(0, 3).join(" · ").slice(0, 300);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (!test.failureMessages?.length) continue;
      const name = `${path.relative(root, file.name)} > ${test.fullName}`;
      const why = firstLines(test.failureMessages[0]);
      if (test.status === "failed") failedTests.push(`${name}\n    ${why}`);
      else if (test.status === "passed") flaky.push(`${name}\n    first try: ${why}`);
    }
    // A file whose set-up failed, or whose worker stopped, fails with its tests skipped, not failed.
    if (file.status !== "failed" || file.assertionResults.some((test) => test.status === "failed")) continue;
    const why = (file.message || "no message").split("\n").slice(0, 6).join("\n    ");
    reportProblems.push(`${path.relative(root, file.name)} failed outside its tests:\n    ${why}`);
  }
  if (report.success === false && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
    reportProblems.push(`${path.basename(file)}: vitest reported errors outside any test (see "Unhandled" above)`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) {
    reportProblems.push("Playwright wrote no report: it stopped before running the tests (see its output above)");
    return;
  }
  const { stats, suites, errors } = JSON.parse(readFileSync(file, "utf8"));
  // A store that did not start, or a file that did not load, fails the run with no test failed.
  for (const error of errors ?? []) {
    reportProblems.push(`Playwright: ${firstLines(stripVTControlCharacters(error.message ?? String(error)))}`);
  }
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const error = test.results?.find((result) => result.error)?.error?.message ?? "";
        const why = firstLines(stripVTControlCharacters(error));
        const name = `e2e/${spec.file} > ${spec.title}`;
        if (test.status === "unexpected") failedTests.push(`${name}\n    ${why}`);
        else if (test.status === "flaky") flaky.push(`${name}\n    first try: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites ?? []) visit(suite);
}

/** One vitest project as a stage of its own, with its JSON report counted. */
function vitestStage(title, project, options = []) {
  const report = path.join(reports, `${project}.json`);
  return stage(
    title,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      ...options,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { report, count: countVitest },
  );
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onServer(statement) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

ensureSystemPackages();

// One thread for a minute: it runs beside Biome and the unit and integration tests.
const typeCheck = background("Type check (one program: packages, store, stand-in, e2e; beside the tests)", "npx", [
  "tsc",
  "-p",
  "tsconfig.check.json",
]);
await required("Lint and format (Biome)", "npx", ["biome", "check", "."]);
await required(
  "Layers and circles (dependency-cruiser, apps/web/.dependency-cruiser.cjs)",
  "npx",
  ["depcruise", "src"],
  {
    cwd: path.join(root, "apps", "web"),
  },
);

const failures = [];
if ((await vitestStage("Unit tests", "unit")) !== 0) failures.push("unit tests");
console.log(
  onPostgres
    ? "\nIntegration tests run on PostgreSQL (TEST_DATABASE_URL); *.dialect.integration.test.ts on PGlite too."
    : "\nIntegration tests run on PGlite (set TEST_DATABASE_URL to run them on PostgreSQL).",
);
if (onPostgres) {
  // Three files at a time on two cores: with two, the machine stood idle about a tenth of the time
  // (365 s against 415 s with two, measured 2026-12-07; with four, 425 s).
  if ((await vitestStage("Integration tests on PostgreSQL", "integration-postgres", ["--maxWorkers=3"])) !== 0)
    failures.push("integration tests");
  if ((await vitestStage("Dialect tests on PGlite", "dialect-pglite")) !== 0) failures.push("dialect tests on PGlite");
} else if ((await vitestStage("Integration tests on PGlite", "integration-pglite")) !== 0) {
  failures.push("integration tests");
}
if ((await typeCheck.settle()) !== 0) failures.push("the type check");
if (failures.length > 0) finish(`${failures.join(", ")} failed`, 1);

// Types were checked above: the build does not check them a second time.
await required("Production build of the store", "npx", ["next", "build"], {
  cwd: path.join(root, "apps", "web"),
  env: { ...process.env, NEXT_DIST_DIR: ".next-e2e", STORE_TYPES_CHECKED: "1" },
});

// In CI the store under test runs on a PostgreSQL database of its own, which it migrates and seeds
// at start as production does; e2e/embedded-database.e2e.ts then covers the embedded PGlite.
const e2eDatabase = onPostgres ? `store_e2e_${randomBytes(6).toString("hex")}` : null;
const e2eEnv = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json") };
if (e2eDatabase) {
  await onServer(`create database ${e2eDatabase}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${e2eDatabase}`;
  e2eEnv.E2E_DATABASE_URL = url.toString();
}
const e2eStatus = await stage(
  `End-to-end tests (Playwright, Chromium; the store on ${e2eDatabase ? "PostgreSQL" : "PGlite"})`,
  "npx",
  ["playwright", "test"],
  { cwd: path.join(root, "e2e"), env: e2eEnv, report: e2eEnv.PLAYWRIGHT_JSON_OUTPUT_NAME, count: countPlaywright },
);
if (e2eDatabase) await onServer(`drop database if exists ${e2eDatabase} with (force)`);
finish(e2eStatus === 0 ? null : "End-to-end tests failed", e2eStatus);
