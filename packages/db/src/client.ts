import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index";

export type TSchema = typeof schema;
/** One type for both drivers: queries are written once against PostgreSQL's dialect. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDbHandle = {
  db: TDb;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: its data folder as one uncompressed tarball, which `snapshot` starts from. */
  dumpDataDir?: () => Promise<Blob>;
};

/** The repository root: the nearest folder up from `start` that holds packages/db. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ start);
  for (;;) {
    if (existsSync(path.join(dir, "packages", "db", "migrations"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root (packages/db) above ${start}`);
    dir = parent;
  }
}

export type TCreateDbOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; `memory://` keeps it in memory. */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`), e.g. a migrated template. */
  snapshot?: Blob;
  poolSize?: number;
  /** Told about a dropped idle PostgreSQL connection (the pool replaces it by itself). */
  onConnectionError?: (error: Error) => void;
};

/**
 * PGlite keeps PostgreSQL's buffer cache inside its WASM memory, and PostgreSQL's default of 128 MB
 * is most of the store's idle memory (issue 12: at most 300 MB). The embedded database serves one
 * small catalog; the operating system's file cache keeps what the smaller cache lets go.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function createDb(options: TCreateDbOptions = {}): Promise<TDbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer fails a query in seconds instead of holding it forever.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server dropped (restart, network cut) is an 'error' event of the
    // pool; unheard, it would end the process. The pool discards that connection and opens a new
    // one for the next query, so the store recovers without a restart.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as TDb;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? path.join(findRepoRoot(), ".data", "pglite");
  if (!dataDir.startsWith("memory://")) {
    // Readable by the store's user only, as PostgreSQL keeps its own data folder: it holds the
    // session secret the store makes for itself when none is configured.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  }
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: options.snapshot });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as TDb;
  return { db, driver: "pglite", close: () => client.close(), dumpDataDir: () => client.dumpDataDir("none") };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Error codes of a connection that cannot be made or was lost (Node's socket errors). */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server shutting down or not yet accepting connections (57P01–57P03). */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);

/** What pg and pg-pool say when a connection ends or cannot be had in time; PGlite once closed. */
const CONNECTION_LOST =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|ECONNREFUSED/i;

/**
 * Whether a query failed because the database cannot be reached (refused, reset or ended
 * connections, SQLSTATE class 08, a server shutting down, the pool's connect timeout, a closed
 * PGlite) rather than because of the query: such a failure is worth retrying later (503), never a
 * bug (500). Drizzle wraps the driver's error, so the chain of causes is searched.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    // The same socket codes come from an outbound fetch (undici's "fetch failed") and from a client
    // that went away mid-request ("aborted"): neither says anything of the database.
    if (current.message === "fetch failed" || current.message === "aborted") return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_ERROR_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (CONNECTION_LOST.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
