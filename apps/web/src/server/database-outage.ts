import "server-only";

// What this process knows of the database being unreachable, so pages can answer 503 as API routes
// do. A page renders through React Server Components, where a thrown error can only become a 500;
// so a failure seen anywhere (a route, a page render, a dropped pool connection) is recorded here,
// and the proxy answers page requests 503 while it holds, asking the database again at most every
// PROBE_INTERVAL_MS. Kept on globalThis: the proxy and the routes are separate bundles of one process.

/** How long a client is asked to wait before trying again (Retry-After, seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The least time between two probes of an unreachable database. */
export const PROBE_INTERVAL_MS = 2000;

type TOutageState = {
  down: boolean;
  /** When the database was last found unreachable or probed, in ms since the epoch. */
  checkedAt: number;
  /** Resolves true when the database answers; set by server/db.ts, which owns the handle. */
  probe?: () => Promise<boolean>;
  probing?: Promise<boolean>;
};

const globalForOutage = globalThis as unknown as { storeDatabaseOutage?: TOutageState };

function state(): TOutageState {
  globalForOutage.storeDatabaseOutage ??= { down: false, checkedAt: 0 };
  return globalForOutage.storeDatabaseOutage;
}

/** Records that a query just failed for want of the database. */
export function markDatabaseUnreachable(): void {
  const s = state();
  s.down = true;
  s.checkedAt = Date.now();
}

/** Records that the database answered. */
export function markDatabaseReachable(): void {
  state().down = false;
}

/** How to ask the database whether it answers (server/db.ts sets it as it loads). */
export function setDatabaseProbe(probe: () => Promise<boolean>): void {
  state().probe = probe;
}

/**
 * Whether the database is to be taken as unreachable for this request: false unless a failure was
 * recorded; then true until a probe (one at a time, at most every PROBE_INTERVAL_MS) finds it back.
 */
export async function isDatabaseDown(now = Date.now()): Promise<boolean> {
  const s = state();
  if (!s.down) return false;
  if (!s.probe) return true;
  if (!s.probing && now - s.checkedAt < PROBE_INTERVAL_MS) return true;
  if (!s.probing) {
    s.checkedAt = now;
    s.probing = s.probe().finally(() => {
      s.probing = undefined;
    });
  }
  const answered = await s.probing.catch(() => false);
  if (answered) s.down = false;
  else s.checkedAt = Date.now();
  return !answered;
}
