import "server-only";
import type { TSuiteTokens } from "../suite/suite-answers";
import { stateAfterRefreshFailure, type TSessionState } from "./session-state";
import type { TSuiteApi } from "../suite/suite-api";
import { SuiteRequestError } from "../suite/suite-errors";

// Requests of one browser race: several can carry the same refresh token at once, and a request
// sent before the first refresh answered still carries the old one. Within this process they share
// one refresh and its result for a short while, so a rotated refresh token is not used twice.
const REUSE_MS = 30_000;
const refreshes = new Map<string, { promise: Promise<TSuiteTokens>; startedAt: number }>();

function refreshOnce(suite: TSuiteApi, refreshToken: string, now: number): Promise<TSuiteTokens> {
  for (const [key, entry] of refreshes) if (now - entry.startedAt > REUSE_MS) refreshes.delete(key);
  const running = refreshes.get(refreshToken);
  if (running) return running.promise;
  const promise = suite.refreshTokens(refreshToken);
  refreshes.set(refreshToken, { promise, startedAt: now });
  promise.catch(() => refreshes.delete(refreshToken));
  return promise;
}

export type TRefreshOutcome = { state: TSessionState; outcome: "refreshed" | "ended" | "unchanged" };

/**
 * Swaps the access token for a new one. A refusal (expired or revoked refresh token) ends the
 * session; when the parent service does not answer, the state is kept and the next call retries.
 */
export async function refreshSessionState(
  state: TSessionState,
  suite: TSuiteApi,
  now: number = Date.now(),
): Promise<TRefreshOutcome> {
  if (!state.refreshToken) return { state: stateAfterRefreshFailure(state), outcome: "ended" };
  try {
    const tokens = await refreshOnce(suite, state.refreshToken, now);
    return { state: { ...state, ...tokens, error: null }, outcome: "refreshed" };
  } catch (error) {
    if (error instanceof SuiteRequestError && (error.status === 0 || error.status >= 500)) {
      return { state, outcome: "unchanged" };
    }
    return { state: stateAfterRefreshFailure(state), outcome: "ended" };
  }
}
