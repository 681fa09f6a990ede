#!/usr/bin/env node
// Load benchmark of the public catalog (issue 12): builds a large catalog with the generator, serves
// it from a production build, loads the list API, the facets, detail pages, the home page and a
// constant reference route from 1 and 16 clients, measures first-load JavaScript per page, and checks
// the figures against the targets. Issue 29: the provider's analytics API as the generated
// provider with the most apps, and what counting a view adds to the detail page (a browser's user
// agent against Googlebot's). Loopback only; every phase is bounded. See README.md.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { recreateDatabase } from "./lib/database.mjs";
import { boundedInt, boundedIntList, isLoopbackDatabase, nodeFlagsOption, requireLoopback } from "./lib/args.mjs";
import { FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoadJs } from "./lib/first-load-js.mjs";
import { loadInTurns, loadTarget } from "./lib/load.mjs";
import { ensureBuild, ROOT, startStore } from "./lib/store.mjs";
import {
  analyticsTargets,
  catalogTargets,
  LARGE_CATALOG_APPS,
  targetChecks,
  viewRecordingChecks,
} from "./lib/targets.mjs";

const DIST_DIR = ".next-bench";
/** Rounds in which targets compared with each other take turns (each round: duration / rounds each). */
const TURN_ROUNDS = 4;

const { values: options } = parseArgs({
  options: {
    apps: { type: "string", default: "10000" },
    installations: { type: "string", default: "100000" },
    logs: { type: "string", default: "100000" },
    seed: { type: "string", default: "1" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_catalog" },
    pglite: { type: "string" },
    reuse: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    base: { type: "string" },
    duration: { type: "string", default: "8" },
    warmup: { type: "string", default: "10" },
    concurrency: { type: "string", default: "1,16" },
    json: { type: "string" },
    // Issue 30 item 3: the store's Node flags against others (store, none, or a list).
    "node-flags": { type: "string" },
    // The generator's benchmark account (packages/db/src/seed/generator/generate-catalog.ts).
    "provider-email": { type: "string", default: "bench-partner@catalog-gen.example" },
    "provider-password": { type: "string", default: "catalog-gen-bench-1000" },
  },
});

const durationS = boundedInt(options.duration, { min: 1, max: 30, fallback: 8 });
const warmup = boundedInt(options.warmup, { min: 0, max: 200, fallback: 10 });
const concurrencies = boundedIntList(options.concurrency, { min: 1, max: 64, fallback: 16 });
const nodeFlags = nodeFlagsOption(options["node-flags"]);

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
}

/** The database settings of the store under test, after building the catalog unless --reuse. */
async function prepareCatalog() {
  const generate = ["run", "db:generate", "--", "--apps", options.apps, "--installations", options.installations];
  generate.push("--logs", options.logs, "--seed", options.seed);
  if (options.pglite) {
    const dataDir = path.resolve(options.pglite);
    if (!options.reuse) {
      rmSync(dataDir, { recursive: true, force: true });
      run("npm", generate, { DATA_DIR: dataDir, DATABASE_URL: "" });
    }
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
  const databaseUrl = options["database-url"];
  if (!isLoopbackDatabase(databaseUrl)) {
    console.error(`Refusing ${databaseUrl}: the benchmark's database must be on this machine.`);
    process.exit(2);
  }
  if (!options.reuse) {
    await recreateDatabase(databaseUrl);
    run("npm", generate, { DATABASE_URL: databaseUrl });
  }
  return { DATABASE_URL: databaseUrl };
}

async function getJson(base, pathAndQuery) {
  const response = await fetch(new URL(pathAndQuery, base));
  if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}: is the store at ${base.origin}?`);
  return response.json();
}

/**
 * The list's count stops at 10,000 (`countCapped`); the facets' price counts are kept per plan and
 * uncapped, and every listed app has one plan: their sum is the catalog's size.
 */
async function listedFromFacets(base) {
  const facets = await getJson(base, "/api/apps/facets");
  return facets.plans.reduce((sum, plan) => sum + plan.count, 0);
}

/** What the targets need from the catalog: detail codes, a well-filled category, a deep page, the size. */
async function catalogShape(base) {
  const first = await getJson(base, "/api/apps?perPage=100&sort=popular");
  const codes = first.data.map((app) => app.code);
  const step = Math.max(1, Math.floor(codes.length / 8));
  const detailCodes = codes.filter((_, i) => i % step === 0).slice(0, 8);
  const category = first.data
    .flatMap((app) => app.categories)
    .reduce((best, c) => (c.count > (best?.count ?? -1) ? c : best), undefined);
  const browse = await getJson(base, "/api/apps");
  const pages = browse.pagination?.pages ?? 1;
  return {
    listed: browse.pagination?.countCapped ? await listedFromFacets(base) : (browse.pagination?.count ?? codes.length),
    detailCodes,
    categoryId: category?.id ?? 1,
    deepPage: Math.max(1, Math.min(10_000, Math.floor(pages * 0.9))),
  };
}

/**
 * Signs in as the benchmark's provider user; its session cookie, how many apps its provider has and
 * one of them, or null when the store has no such account (a store not filled by the generator).
 */
async function providerSession(base) {
  const response = await fetch(new URL("/api/developers/auth/sign_in", base), {
    method: "POST",
    headers: { origin: base.origin, "content-type": "application/json" },
    body: JSON.stringify({ email: options["provider-email"], password: options["provider-password"] }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) return null;
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  const own = await fetch(new URL("/api/developers/apps", base), { headers: { cookie } });
  if (!own.ok) throw new Error(`GET /api/developers/apps answered ${own.status}`);
  const list = await own.json();
  const appId = list.apps[0]?.id;
  return appId === undefined ? null : { cookie, appId, apps: list.appsPagination.count };
}

const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

async function loadAll(base, targets) {
  const rows = [];
  for (const concurrency of concurrencies) {
    let referenceRps = Number.NaN;
    for (const [i, target] of targets.entries()) {
      // Targets compared with each other (`turns`) run together, taking turns; the first loads them all.
      if (target.turns && targets[i - 1]?.turns === target.turns) continue;
      const together = target.turns ? targets.filter((t) => t.turns === target.turns) : [target];
      process.stderr.write(`  ${concurrency} client(s): ${together.map((t) => t.name).join(" / ")}…\n`);
      const results = target.turns
        ? await loadInTurns(base, together, { concurrency, durationS, warmup, rounds: TURN_ROUNDS })
        : [await loadTarget(base, target.paths, { concurrency, durationS, warmup, headers: target.headers })];
      for (const [k, result] of results.entries()) {
        const loaded = together[k];
        if (loaded.group === "reference") referenceRps = result.rps;
        rows.push({
          target: loaded.name,
          group: loaded.group,
          concurrency,
          ...result,
          share: result.rps / referenceRps,
        });
      }
    }
  }
  return rows;
}

function printLoad(rows, large) {
  console.table(
    rows.map((row) => ({
      target: row.target,
      clients: row.concurrency,
      "req/s": round(row.rps),
      "p50 ms": round(row.p50),
      "p95 ms": round(row.p95),
      "p99 ms": round(row.p99),
      "max ms": round(row.max),
      errors: row.errors,
      "× ref": round(row.share, 2),
      targets: targetChecks(row, { large })
        .map((check) => `${check.pass ? "PASS" : "MISS"} ${check.label}`)
        .join("; "),
    })),
  );
  for (const row of rows)
    for (const failure of row.failures) console.log(`failed: ${row.target} ${failure.path} → ${failure.status}`);
  const recording = viewRecordingChecks(rows);
  if (recording.length) {
    console.log(
      "\nCounting a detail page's view (p50 with a browser's user agent − p50 with Googlebot's; and − p50 of the browser's requests marked Purpose: prefetch):",
    );
    console.table(
      recording.map((check) => ({
        clients: check.concurrency,
        "counted p50 ms": round(check.countedP50),
        "bot p50 ms": round(check.botP50),
        "added ms": round(check.added),
        "uncounted p50 ms": round(check.uncountedP50 ?? Number.NaN),
        "added vs uncounted ms": round(check.addedVsUncounted ?? Number.NaN),
        target: check.concurrency === 1 ? `${check.pass ? "PASS" : "MISS"} ${check.label}` : "",
      })),
    );
  }
  return recording;
}

async function firstLoadJs(base, detailCode) {
  const pages = [
    ["home", "/"],
    ["/apps", "/apps"],
    ["detail", `/apps/${encodeURIComponent(detailCode)}`],
  ];
  const rows = [];
  for (const [page, pagePath] of pages) {
    const measured = await measureFirstLoadJs(new URL(pagePath, base).href);
    rows.push({ page, path: pagePath, ...measured, pass: measured.gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES });
  }
  console.log("\nFirst-load JavaScript (the store's scripts and script preloads, gzip level 9):");
  console.table(
    rows.map((row) => ({
      page: row.page,
      scripts: row.scripts,
      "raw KB": round(row.rawBytes / 1024),
      "gzip KB": round(row.gzipBytes / 1024),
      target: `${row.pass ? "PASS" : "MISS"} ≤ ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB`,
    })),
  );
  return rows;
}

async function main() {
  let base;
  let store;
  if (options.base) {
    base = requireLoopback(options.base);
  } else {
    const env = await prepareCatalog();
    ensureBuild(DIST_DIR, { force: options.build });
    const logDir = mkdtempSync(path.join(tmpdir(), "bench-catalog-"));
    store = await startStore({ distDir: DIST_DIR, env: { ...env, SEED_DEMO_DATA: "false" }, logDir, nodeFlags });
    base = store.url;
    const flags = nodeFlags ? nodeFlags.join(" ") || "(none)" : "npm start's";
    console.log(`The store runs at ${base.origin} with Node flags ${flags} (logs in ${logDir}).`);
  }
  try {
    const shape = await catalogShape(base);
    const large = shape.listed >= LARGE_CATALOG_APPS;
    console.log(
      `${base.origin}: ${shape.listed} listed apps (${large ? "100,000" : "10,000"}-app targets), ` +
        `clients ${concurrencies.join(" and ")}, ${durationS} s per target after ${warmup} warm-up requests\n`,
    );
    const session = await providerSession(base);
    if (session) {
      console.log(`Analytics as ${options["provider-email"]}: ${session.apps} apps, one app = ${session.appId}\n`);
    } else {
      console.log(`No provider account ${options["provider-email"]} here: analytics targets skipped.\n`);
    }
    const targets = [
      ...catalogTargets(shape),
      ...(session ? analyticsTargets({ ...session, detailCodes: shape.detailCodes }) : []),
    ];
    const rows = await loadAll(base, targets);
    const viewRecording = printLoad(rows, large);
    const js = await firstLoadJs(base, shape.detailCodes[0]);
    const failed = rows.reduce((sum, row) => sum + row.errors, 0);
    if (options.json) {
      const checks = rows.map((row) => ({ ...row, checks: targetChecks(row, { large }) }));
      writeFileSync(
        options.json,
        `${JSON.stringify({ when: new Date().toISOString(), shape, durationS, load: checks, viewRecording, firstLoadJs: js }, null, 2)}\n`,
      );
      console.log(`\nFigures written to ${options.json}`);
    }
    if (failed > 0) {
      console.error(`\n${failed} request(s) failed.`);
      process.exitCode = 1;
    }
  } finally {
    await store?.stop();
  }
}

await main();
