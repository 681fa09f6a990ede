import "server-only";
import { randomBytes } from "node:crypto";
import type { TDb } from "@store/db/client";
import { ensureStoreSecret } from "@store/db/queries/store-secrets";
import { config } from "./config";
import { getDb } from "./db";
import { logger } from "./logger";

const SECRET_NAME = "nextauth-secret";

/**
 * The secret the store made for itself: random, created once in the database and read back, so
 * every web process on one database seals and opens the same cookies. Kept in the database rather
 * than a file beside it because several processes (and machines) share a PostgreSQL but not a disk.
 */
export function ensureSessionSecret(db: TDb): Promise<string> {
  return ensureStoreSecret(db, { name: SECRET_NAME, candidate: randomBytes(48).toString("base64url") });
}

let made: Promise<string> | undefined;

/**
 * What seals the session cookie: NEXTAUTH_SECRET, or (outside production, which refuses to start
 * without it) the store's own random secret. No secret written in the repository is ever used.
 */
export function sessionSecret(): Promise<string> {
  const configured = config().NEXTAUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  made ??= getDb()
    .then(ensureSessionSecret)
    .then((secret) => {
      logger.info("NEXTAUTH_SECRET is unset: sessions are sealed with the store's own random secret");
      return secret;
    })
    .catch((error: unknown) => {
      made = undefined;
      throw error;
    });
  return made;
}
