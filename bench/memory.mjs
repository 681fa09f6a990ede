#!/usr/bin/env node
// Idle memory of the store (issue 12: at most 300 MB resident on PGlite): starts a production build
// as `npm start` runs it, beside the parent-service stand-in, on a fresh embedded database with the
// demo catalog (or --data-dir), loads a few pages, waits idle, and sums the resident memory of the
// store's process tree (the stand-in excluded) from /proc. See README.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { boundedInt, nodeFlagsOption } from "./lib/args.mjs";
import { ensureBuild, processTreeRss, startStore } from "./lib/store.mjs";

const DIST_DIR = ".next-bench";
const BUDGET_BYTES = 300 * 1024 * 1024;

const { values: options } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    idle: { type: "string", default: "30" },
    build: { type: "boolean", default: false },
    "node-flags": { type: "string" },
  },
});
const nodeFlags = nodeFlagsOption(options["node-flags"]);
const idleS = boundedInt(options.idle, { min: 5, max: 300, fallback: 30 });
const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));

async function visit(base, paths) {
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, base));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  }
}

const fresh = !options["data-dir"];
const workDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
const dataDir = fresh ? path.join(workDir, "pglite") : path.resolve(options["data-dir"]);
ensureBuild(DIST_DIR, { force: options.build });
const store = await startStore({
  distDir: DIST_DIR,
  env: { DATABASE_URL: "", DATA_DIR: dataDir, SEED_DEMO_DATA: "true" },
  suite: true,
  prepare: true,
  logDir: workDir,
  nodeFlags,
});
try {
  const apps = await (await fetch(new URL("/api/apps", store.url))).json();
  const code = apps.data[0]?.code;
  await visit(store.url, [
    "/",
    "/apps",
    `/apps?q=${encodeURIComponent("給与")}`,
    ...(code ? [`/apps/${code}`] : []),
    "/api/apps",
  ]);
  const flags = nodeFlags ? nodeFlags.join(" ") || "(none)" : "npm start's";
  console.log(
    `${store.url.origin}: ${fresh ? "fresh" : "existing"} PGlite at ${dataDir}, Node flags ${flags}; idle for ${idleS} s…`,
  );
  await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
  const tree = processTreeRss(store.storePid);
  const total = tree.reduce((sum, member) => sum + member.bytes, 0);
  console.table(tree.map((member) => ({ pid: member.pid, "RSS MB": mb(member.bytes), command: member.command })));
  console.log(
    `Idle resident memory of the store: ${mb(total)} MB (${total <= BUDGET_BYTES ? "PASS" : "MISS"} ≤ ${mb(BUDGET_BYTES)} MB)`,
  );
} finally {
  await store.stop();
  if (fresh) rmSync(workDir, { recursive: true, force: true });
}
