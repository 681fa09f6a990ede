// SPEC §9: query retries default 3, retry cap 30 s.

/** How many times a failed read is tried again unless the caller says otherwise. */
export const QUERY_RETRIES = 3;
/** No wait between two tries of a read is longer than this. */
export const RETRY_CAP_MS = 30_000;

const FIRST_WAIT_MS = 1_000;

/**
 * The wait before try `attempt + 1` of a read: 1 s, 2 s, 4 s… doubling, or the server's Retry-After
 * when it asked for longer, and never more than 30 s.
 */
export function retryDelayMs(attempt: number, retryAfterSeconds?: number): number {
  const backoff = FIRST_WAIT_MS * 2 ** attempt;
  const asked = retryAfterSeconds === undefined ? 0 : retryAfterSeconds * 1000;
  return Math.min(Math.max(backoff, asked), RETRY_CAP_MS);
}

/**
 * Whether a failed read may succeed when tried again: nothing answered (0), a timeout, too many
 * requests or a server error. A refusal (400, 401, 403, 404, 422…) gives the same answer again.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
