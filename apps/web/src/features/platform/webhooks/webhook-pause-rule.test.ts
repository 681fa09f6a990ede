import { describe, expect, it } from "vitest";
import { shouldPauseWebhook, WEBHOOK_PAUSE_AFTER_FAILING_MS, WEBHOOK_PAUSE_AFTER_FAILURES } from "./webhook-pause-rule";

const now = new Date("2026-11-28T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = WEBHOOK_PAUSE_AFTER_FAILING_MS;
const N = WEBHOOK_PAUSE_AFTER_FAILURES;

describe("when a failing webhook endpoint is paused", () => {
  it.each([
    ["no failure", 0, null, false],
    ["a burst of failures within the hour (a short outage with a backlog)", 300, ago(HOUR - 1), false],
    ["failing for days but fewer attempts than the rule", N - 1, ago(3 * 24 * HOUR), false],
    ["the rule's attempts in a row over exactly an hour", N, ago(HOUR), true],
    ["many attempts over hours", 200, ago(6 * HOUR), true],
  ] as const)("%s: %s", (_case, consecutiveFailures, failingSince, paused) => {
    expect(shouldPauseWebhook({ consecutiveFailures, failingSince, now })).toBe(paused);
  });

  it("is 20 failed attempts in a row over at least an hour", () => {
    expect([N, HOUR]).toEqual([20, 3_600_000]);
  });
});

describe("the rule's numbers replaced for a test", () => {
  it("pauses after the given failures with no wait", () => {
    const run = { consecutiveFailures: 3, failingSince: now, now };
    expect(shouldPauseWebhook(run)).toBe(false);
    expect(shouldPauseWebhook(run, { failures: 3, failingMs: 0 })).toBe(true);
    expect(shouldPauseWebhook({ ...run, consecutiveFailures: 2 }, { failures: 3, failingMs: 0 })).toBe(false);
  });
});
