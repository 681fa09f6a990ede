#!/usr/bin/env node
// Issue 30 item 4: the store as production runs it, `npm run start:production` twice on one
// PostgreSQL behind nginx (Debian's package, a configuration of its own). First the checks, on a
// fresh database with the demo data (bench/lib/process-checks.mjs); then the load: pages and the
// list through nginx at 16 clients with one process behind it, then two, on the 10,000-app catalog
// of catalog.mjs, and the ratio. Loopback only; see README.md.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { prepareDatabaseCommand } from "../scripts/store-server.mjs";
import { boundedInt, isLoopbackDatabase } from "./lib/args.mjs";
import { queryDatabase, recreateDatabase } from "./lib/database.mjs";
import { loadTarget } from "./lib/load.mjs";
import { requireNginx, startNginx } from "./lib/nginx.mjs";
import {
  cacheInvalidatedInBoth,
  eachJobOnce,
  rateLimitsHold,
  sessionsHold,
  sigtermLosesNothing,
} from "./lib/process-checks.mjs";
import { ensureBuild, freePort, ROOT, startProductionStore } from "./lib/store.mjs";

const DIST_DIR = ".next-bench";

const { values: options } = parseArgs({
  options: {
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_processes" },
    "catalog-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/bench_catalog" },
    checks: { type: "boolean", default: true },
    load: { type: "boolean", default: true },
    build: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "20" },
    concurrency: { type: "string", default: "16" },
  },
  allowNegative: true,
});

const durationS = boundedInt(options.duration, { min: 1, max: 60, fallback: 10 });
const warmup = boundedInt(options.warmup, { min: 0, max: 500, fallback: 20 });
const concurrency = boundedInt(options.concurrency, { min: 1, max: 64, fallback: 16 });
const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

for (const url of [options["database-url"], options["catalog-url"]]) {
  if (!isLoopbackDatabase(url)) {
    console.error(`Refusing ${url}: the benchmark's databases must be on this machine.`);
    process.exit(2);
  }
}

/** A real SMTP server on a free local port that keeps what it accepts (production needs SMTP_URL). */
async function startSmtp() {
  const delivered = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        delivered.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address) });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, delivered, close: () => server.close() };
}

/**
 * What every process gets: production settings (README, 'Running in production'), the proxy as the
 * public address, one proxy hop, the same secret. The parent service is never reached here.
 */
function productionEnv({ databaseUrl, proxyUrl, smtpUrl }) {
  return {
    FLAG_ENVIRONMENT: "production",
    DATABASE_URL: databaseUrl,
    BASE_URL: proxyUrl.origin,
    NEXTAUTH_SECRET: "bench-processes-secret-0123456789abcdef",
    SUITE_URL: "http://127.0.0.1:9",
    SMTP_URL: smtpUrl,
    TRUST_PROXY_HOPS: "1",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: "",
  };
}

/** Two production processes and nginx in front of `upstreams` of them; `stop()` ends them all. */
async function startFleet({ env, logDir, upstreams }) {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await startProductionStore({ name: "store-a", port: portA, distDir: DIST_DIR, env, logDir });
  const b = await startProductionStore({ name: "store-b", port: portB, distDir: DIST_DIR, env, logDir });
  const nginx = await startNginx({
    dir: path.join(logDir, "nginx"),
    port: new URL(env.BASE_URL).port,
    upstreams: [portA, portB].slice(0, upstreams),
  });
  return {
    a,
    b,
    nginx,
    stop: async () => {
      await nginx.stop();
      await Promise.all([a.stop(), b.stop()]);
    },
  };
}

async function runChecks(logDir, smtp) {
  const databaseUrl = options["database-url"];
  await recreateDatabase(databaseUrl);
  const prepare = prepareDatabaseCommand();
  const seeded = spawnSync(prepare.command, prepare.args, {
    cwd: prepare.cwd,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: "true", DATA_DIR: "" },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`seeding the demo data failed:\n${seeded.stderr}`);
  const proxyUrl = new URL(`http://127.0.0.1:${await freePort()}`);
  const env = productionEnv({ databaseUrl, proxyUrl, smtpUrl: smtp.url });
  const fleet = await startFleet({ env, logDir, upstreams: 2 });
  const a = new URL(`http://127.0.0.1:${fleet.a.port}`);
  const b = new URL(`http://127.0.0.1:${fleet.b.port}`);
  const origin = proxyUrl.origin;
  try {
    const published = await queryDatabase(
      databaseUrl,
      "select id, code from apps where status = 'published' order by id",
    );
    const [app] = published.rows;
    const codes = published.rows.map((row) => row.code);
    const query = (statement, params) => queryDatabase(databaseUrl, statement, params);
    const pagePaths = ["/", "/apps", ...codes.slice(0, 6).map((code) => `/apps/${code}`), "/api/apps"];
    const results = [
      await sessionsHold({ a, b, origin }),
      await rateLimitsHold({ a, b, origin }),
      await cacheInvalidatedInBoth({ a, b, origin, app }),
      await eachJobOnce({ a, b, origin, codes, smtp, query }),
      await sigtermLosesNothing({ proxy: proxyUrl, a: fleet.a, paths: pagePaths }),
    ];
    console.log("\nTwo processes on one PostgreSQL behind nginx:");
    for (const result of results) console.log(`${result.ok ? "PASS" : "FAIL"} ${result.name}: ${result.detail}`);
    return results.every((result) => result.ok);
  } finally {
    await fleet.stop();
  }
}

/** The 10,000-app catalog catalog.mjs builds, generated here when its database has no apps. */
async function ensureCatalog(databaseUrl) {
  const apps = await queryDatabase(databaseUrl, "select count(*)::int as n from apps").catch(() => null);
  if (apps?.rows[0]?.n >= 10_000) return apps.rows[0].n;
  await recreateDatabase(databaseUrl);
  const generate = ["run", "db:generate", "--", "--apps", "10000", "--installations", "100000", "--logs", "100000"];
  const result = spawnSync("npm", generate, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error("the catalog generator failed");
  return 10_000;
}

async function loadTargets(base) {
  const response = await fetch(new URL("/api/apps?perPage=100&sort=popular", base));
  if (!response.ok) throw new Error(`GET /api/apps answered ${response.status}`);
  const codes = (await response.json()).data.map((app) => app.code);
  return [
    { name: "home /", paths: ["/"] },
    { name: "/apps", paths: ["/apps"] },
    {
      name: "detail /apps/{code}",
      paths: codes
        .filter((_, i) => i % 12 === 0)
        .slice(0, 8)
        .map((code) => `/apps/${code}`),
    },
    { name: "list GET /api/apps", paths: ["/api/apps"] },
  ];
}

async function runLoad(logDir, smtp) {
  const databaseUrl = options["catalog-url"];
  const apps = await ensureCatalog(databaseUrl);
  const proxyUrl = new URL(`http://127.0.0.1:${await freePort()}`);
  const env = productionEnv({ databaseUrl, proxyUrl, smtpUrl: smtp.url });
  const fleet = await startFleet({ env, logDir, upstreams: 1 });
  try {
    const targets = await loadTargets(proxyUrl);
    const rows = [];
    for (const upstreams of [1, 2]) {
      await fleet.nginx.reload([fleet.a.port, fleet.b.port].slice(0, upstreams));
      for (const target of targets) {
        process.stderr.write(`  ${upstreams} process(es), ${concurrency} clients: ${target.name}…\n`);
        rows.push({
          upstreams,
          target: target.name,
          ...(await loadTarget(proxyUrl, target.paths, { concurrency, durationS, warmup })),
        });
      }
    }
    console.log(`\n${apps} apps on PostgreSQL, through nginx, ${concurrency} clients, ${durationS} s per target:`);
    console.table(
      targets.map((target) => {
        const [one, two] = [1, 2].map((n) => rows.find((row) => row.upstreams === n && row.target === target.name));
        return {
          target: target.name,
          "1 process req/s": round(one.rps),
          "1 process p95 ms": round(one.p95),
          "2 processes req/s": round(two.rps),
          "2 processes p95 ms": round(two.p95),
          "2 ÷ 1": round(two.rps / one.rps, 2),
          errors: one.errors + two.errors,
        };
      }),
    );
    return rows.every((row) => row.errors === 0);
  } finally {
    await fleet.stop();
  }
}

async function main() {
  requireNginx();
  ensureBuild(DIST_DIR, { force: options.build });
  const logDir = mkdtempSync(path.join(tmpdir(), "bench-processes-"));
  console.log(`Logs of the processes and nginx in ${logDir}`);
  const smtp = await startSmtp();
  try {
    const checked = options.checks ? await runChecks(logDir, smtp) : true;
    const loaded = options.load ? await runLoad(logDir, smtp) : true;
    if (!checked || !loaded) process.exitCode = 1;
  } finally {
    smtp.close();
  }
}

await main();
