import path from "node:path";
import { findRepoRoot } from "../client";

export type TDatabaseTarget = {
  /** PostgreSQL's URL, when the store runs on it. */
  databaseUrl: string | undefined;
  /** The embedded PGlite's folder (used when there is no URL). */
  dataDir: string;
  /** The target in words, for the tools' messages. */
  label: string;
};

/**
 * The store's database as the command-line tools find it: DATABASE_URL, else the PGlite folder
 * DATA_DIR (default .data/pglite, relative to the repository). With `envFile`, the repository's
 * .env fills in what the environment does not set (`npm start` sets both itself).
 */
export function databaseTarget(options: { envFile: boolean }): TDatabaseTarget {
  const root = findRepoRoot();
  if (options.envFile) {
    try {
      process.loadEnvFile(path.join(root, ".env"));
    } catch {
      // No .env: the defaults apply.
    }
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(root, process.env.DATA_DIR || ".data/pglite");
  const label = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : `PGlite at ${dataDir}`;
  return { databaseUrl, dataDir, label };
}
