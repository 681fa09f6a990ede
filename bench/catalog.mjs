#!/usr/bin/env node
// Load benchmark of the public catalog: GET /api/apps and the /apps/{code} page, against a running
// production build of the store on this machine (loopback only). See README.md.
//
//   node bench/catalog.mjs [--base http://localhost:3000] [--duration 10] [--concurrency 16]
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

const MAX_DURATION_S = 20;
const WARMUP_REQUESTS = 20;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    duration: { type: "string", default: "10" },
    concurrency: { type: "string", default: "16" },
  },
});

const base = new URL(values.base);
if (!LOOPBACK.has(base.hostname)) {
  console.error(`Refusing ${base.origin}: this benchmark only loads a store on this machine (loopback).`);
  process.exit(2);
}
const durationS = Math.min(MAX_DURATION_S, Math.max(1, Number(values.duration) || 10));
const concurrency = Math.min(64, Math.max(1, Number(values.concurrency) || 16));

/** The list queries a visitor makes: browsing, searching in Japanese, filtering, sorting, paging. */
const LIST_QUERIES = [
  "",
  `?q=${encodeURIComponent("給与")}`,
  `?q=${encodeURIComponent("しふと")}`,
  "?sort=popular",
  "?sort=latest&page=2",
  "?plan=free",
  "?campaign=true",
  `?q=${encodeURIComponent("クラウド 連携")}&sort=featured`,
];

async function listedCodes() {
  const response = await fetch(new URL("/api/apps?perPage=100", base));
  if (!response.ok)
    throw new Error(`GET /api/apps answered ${response.status}: is the store running at ${base.origin}?`);
  const body = await response.json();
  return body.data.map((app) => app.code);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `concurrency` loops, each requesting the next path until the time is up. */
async function run(name, paths) {
  let next = 0;
  const pathAt = () => paths[next++ % paths.length];
  for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(new URL(pathAt(), base))).arrayBuffer();

  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(new URL(pathAt(), base));
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target: name,
    requests: latencies.length,
    errors,
    "req/s": Number((latencies.length / elapsedS).toFixed(1)),
    "p50 ms": Number(percentile(latencies, 50).toFixed(1)),
    "p99 ms": Number(percentile(latencies, 99).toFixed(1)),
  };
}

const codes = await listedCodes();
console.log(
  `${base.origin}: ${codes.length} listed apps, ${concurrency} concurrent clients, ${durationS} s per target\n`,
);
const results = [
  await run(
    "GET /api/apps",
    LIST_QUERIES.map((query) => `/api/apps${query}`),
  ),
  await run(
    "GET /apps/{code}",
    codes.map((code) => `/apps/${code}`),
  ),
];
console.table(results);
if (results.some((result) => result.errors > 0)) process.exitCode = 1;
