// How `npm start` runs the store's server and prepares its database. The memory benchmark
// (bench/memory.mjs) starts the store through the same functions, so it measures what `npm start`
// runs (issue 12: at most 300 MB resident when idle on PGlite).
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_BIN = path.join(root, "node_modules", "next", "dist", "bin", "next");
const TSX_CLI = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const PREPARE_ENTRY = path.join(root, "packages", "db", "src", "cli", "prepare.ts");

/**
 * Node's flags for the store's server, measured with bench/memory.mjs (idle memory on PGlite with
 * the demo catalog, bench/README.md); none changes what a request does.
 */
export const STORE_NODE_FLAGS = [
  // PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline compiler
  // (Liftoff) and then recompiles the busy functions with its optimizing one (TurboFan), keeping
  // both: some 40 MB more code. Liftoff alone answers the store's queries about 5 % slower and
  // compiles nothing more while serving. (V8 lists the flag as for testing: re-check it when
  // Node's major version changes.) JavaScript is compiled as before.
  "--liftoff-only",
  // (--max-semi-space-size=2 was dropped on 2026-12-06: with Liftoff it saved 8 MB of idle memory
  // and cost about a quarter of the throughput at 16 clients, bench/README.md.)
];

/**
 * Environment the store's server gets on top of its configuration. (glibc's MALLOC_ARENA_MAX=2 was
 * measured and left out: it changed nothing beyond the run-to-run noise.)
 */
export const STORE_PROCESS_ENV = {};

/**
 * How long the store keeps an idle connection open: longer than a client or reverse proxy keeps
 * one to reuse (nginx's upstream keepalive_timeout is 60 s, bench/lib/nginx.mjs). Node's 5 s default
 * closes connections the other side is about to reuse, and the request sent on one is reset
 * (a proxy retries only what is idempotent; a POST fails).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * `next start` of apps/web in a node process of its own with STORE_NODE_FLAGS (or, for the
 * benchmarks' comparisons, `nodeFlags`), without `npx` (an npm process of some 50 MB would stay
 * beside the store for as long as it runs).
 */
export function storeServerCommand({ port, hostname, nodeFlags = STORE_NODE_FLAGS }) {
  return {
    command: process.execPath,
    args: [
      ...nodeFlags,
      NEXT_BIN,
      "start",
      ...(hostname ? ["-H", hostname] : []),
      "-p",
      String(port),
      "--keepAliveTimeout",
      String(KEEP_ALIVE_TIMEOUT_MS),
    ],
    cwd: path.join(root, "apps", "web"),
    env: STORE_PROCESS_ENV,
  };
}

/**
 * Migrating and seeding the database in a short-lived process before the store starts
 * (packages/db/src/cli/prepare.ts), so the store never holds what seeding needs.
 */
export function prepareDatabaseCommand() {
  return { command: process.execPath, args: [TSX_CLI, PREPARE_ENTRY], cwd: root };
}
