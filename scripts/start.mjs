#!/usr/bin/env node
// `npm start`: builds the store when its build is missing or older than the sources, then runs
// the parent-service stand-in and the store side by side until stopped.
// `npm run start:production` (`--production`): the store alone, from an existing build, with
// production settings; run one per port behind a proxy, all on one PostgreSQL (README).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startAddresses } from "./addresses.mjs";
import { superviseChildren } from "./processes.mjs";
import { prepareDatabaseCommand, storeServerCommand } from "./store-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const web = path.join(root, "apps", "web");
// next.config.mjs builds into NEXT_DIST_DIR when set (the benchmarks' builds), else .next.
const buildId = path.join(web, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
const sources = ["apps/web/src", "apps/web/messages", "apps/web/public", "packages/domain/src", "packages/db/src"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const production = process.argv.includes("--production");

if (production) {
  if (!existsSync(buildId)) {
    console.error("No build of the store: run `npm run build` first.");
    process.exit(1);
  }
} else if (buildIsStale()) {
  console.log("Building the store (first start or changed sources)…");
  const result = spawnSync("npx", ["next", "build"], { cwd: web, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Migrates and seeds in a short-lived process before the store starts, so the store never holds
 * what seeding needs (packages/db/src/cli/prepare.ts). A failure here is left to the store, which
 * does the same as it opens the database and stops with a message naming the problem.
 */
function prepareDatabase() {
  const { command, args, cwd } = prepareDatabaseCommand();
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) console.log("Preparing the database failed; the store tries again as it starts.");
}

const supervisor = superviseChildren();

if (production) {
  // The store alone: the parent service is the real one (SUITE_URL); the store's configuration
  // check refuses to start without what production needs (README, 'Running in production').
  const server = storeServerCommand({ port: process.env.PORT ?? "3000" });
  const env = { FLAG_ENVIRONMENT: "production", SEED_DEMO_DATA: "false", ...process.env, ...server.env };
  supervisor.run("store", server.command, server.args, { cwd: server.cwd, env });
} else {
  // The store and the stand-in must agree on their addresses (scripts/addresses.mjs).
  const addresses = startAddresses(process.env);
  const { port, signInUrl: storeUrl, suiteUrl } = addresses;
  // A real parent service configured elsewhere needs no stand-in.
  const suiteIsLocal = !process.env.SUITE_URL || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(suiteUrl);
  const suiteEntry = path.join(root, "apps", "suite", "src", "server.ts");
  if (suiteIsLocal && existsSync(suiteEntry)) {
    // Providers' registered OAuth clients and development tenants outlive a restart, like the
    // store's own database beside them (apps/suite/README.md, SUITE_DATA_FILE).
    const suiteData = { SUITE_DATA_FILE: process.env.SUITE_DATA_FILE ?? path.join(root, ".data", "suite.json") };
    supervisor.run("suite", "npx", ["tsx", suiteEntry], {
      cwd: root,
      env: { ...process.env, ...addresses.suite, ...suiteData },
    });
  }
  prepareDatabase();
  const server = storeServerCommand({ port });
  supervisor.run("store", server.command, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...addresses.store, ...server.env },
  });
  console.log(
    suiteIsLocal
      ? `The store is starting on ${storeUrl} (sign-in through the stand-in at ${suiteUrl})`
      : `The store is starting on ${storeUrl} (parent service ${suiteUrl})`,
  );
}
