/**
 * When an endpoint that keeps failing is paused (as Stripe and GitHub do): after
 * WEBHOOK_PAUSE_AFTER_FAILURES failed attempts in a row, the first of them at least
 * WEBHOOK_PAUSE_AFTER_FAILING_MS before the last. Twenty in a row spares a receiver that fails now
 * and then (one success starts the count again); the hour spares a short outage or deploy with a
 * backlog queued, which the retries ride out. A dead receiver is paused after an hour when events keep
 * coming, and within a few days at one event a day (six attempts each).
 */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 20;
export const WEBHOOK_PAUSE_AFTER_FAILING_MS = 60 * 60_000;

/** `rule` replaces the numbers in tests that cannot wait an hour (WEBHOOK_PAUSE_AFTER_* settings). */
export function shouldPauseWebhook(
  run: { consecutiveFailures: number; failingSince: Date | null; now: Date },
  rule: { failures?: number; failingMs?: number } = {},
): boolean {
  const failures = rule.failures ?? WEBHOOK_PAUSE_AFTER_FAILURES;
  const failingMs = rule.failingMs ?? WEBHOOK_PAUSE_AFTER_FAILING_MS;
  if (run.failingSince === null || run.consecutiveFailures < failures) return false;
  return run.now.getTime() - run.failingSince.getTime() >= failingMs;
}
