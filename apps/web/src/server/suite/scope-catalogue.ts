import "server-only";
import { type TScopeCatalogue, ZScopeCatalogue } from "@store/domain/integration";
import { config } from "../config";
import { logger } from "../logger";
import { createSuiteTransport } from "./suite-transport";

// The parent service's permission catalogue (issue 27): read from the suite, never copied into the
// store. Kept in memory for CATALOGUE_TTL_MS; when the suite cannot answer, the last catalogue read
// serves (a stale one is better than none), and null means none was ever read.

const CATALOGUE_TTL_MS = 5 * 60 * 1000;
const CATALOGUE_TIMEOUT_MS = 3000;

let kept: { catalogue: TScopeCatalogue; readAt: number } | undefined;
let reading: Promise<TScopeCatalogue | null> | undefined;

async function readFromSuite(): Promise<TScopeCatalogue | null> {
  const c = config();
  const { send, parse } = createSuiteTransport({
    url: c.SUITE_URL,
    clientId: c.SUITE_CLIENT_ID,
    clientSecret: c.SUITE_CLIENT_SECRET,
    timeoutMs: CATALOGUE_TIMEOUT_MS,
  });
  try {
    const catalogue = parse(ZScopeCatalogue, await send("/api/v1/scopes", { headers: { accept: "application/json" } }));
    kept = { catalogue, readAt: Date.now() };
    return catalogue;
  } catch (error) {
    logger.warn({ err: error }, "the parent service's scope catalogue could not be read");
    return kept?.catalogue ?? null;
  }
}

/** The catalogue, or null when the parent service never answered. */
export function scopeCatalogue(): Promise<TScopeCatalogue | null> {
  if (kept && Date.now() - kept.readAt < CATALOGUE_TTL_MS) return Promise.resolve(kept.catalogue);
  reading ??= readFromSuite().finally(() => {
    reading = undefined;
  });
  return reading;
}

/** Tests: forget the kept catalogue. */
export function forgetScopeCatalogue(): void {
  kept = undefined;
}
