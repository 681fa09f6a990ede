#!/usr/bin/env node
// `npm start`: builds the store when its build is missing or older than the sources, then runs
// the parent-service stand-in and the store side by side until stopped.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startAddresses } from "./addresses.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const web = path.join(root, "apps", "web");
const buildId = path.join(web, ".next", "BUILD_ID");
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

if (buildIsStale()) {
  console.log("Building the store (first start or changed sources)…");
  const result = spawnSync("npx", ["next", "build"], { cwd: web, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];

// The store and the stand-in must agree on their addresses (scripts/addresses.mjs).
const addresses = startAddresses(process.env);
const { port, signInUrl: storeUrl, suiteUrl } = addresses;
const storeEnv = { ...process.env, ...addresses.store };
const suiteEnv = { ...process.env, ...addresses.suite };

function run(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, stdio: "inherit", detached: true, env });
  child.on("exit", (code) => {
    console.log(`${name} stopped (${code ?? "signal"})`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // `next start` forks a child server: stop whole process groups.
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

const suiteEntry = path.join(root, "apps", "suite", "src", "server.ts");
if (existsSync(suiteEntry)) run("suite", "npx", ["tsx", suiteEntry], root, suiteEnv);
run("store", "npx", ["next", "start", "-p", port], web, storeEnv);
console.log(`The store is starting on ${storeUrl} (sign-in through the stand-in at ${suiteUrl})`);
