import { describe, expect, it } from "vitest";
import { mayWriteVoice, VOICE_ELIGIBILITY_DAYS } from "./voice-limits";

const NOW = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe("mayWriteVoice: who may write about an app", () => {
  it.each([
    ["a company that has it installed", { installed: true, uninstalledAt: null }, true],
    ["a company that reinstalled it", { installed: true, uninstalledAt: daysAgo(400) }, true],
    ["a company that uninstalled it yesterday", { installed: false, uninstalledAt: daysAgo(1) }, true],
    [
      "a company that uninstalled it on the last day",
      { installed: false, uninstalledAt: daysAgo(VOICE_ELIGIBILITY_DAYS) },
      true,
    ],
    [
      "a company that uninstalled it a day too long ago",
      { installed: false, uninstalledAt: daysAgo(VOICE_ELIGIBILITY_DAYS + 1) },
      false,
    ],
    ["a company that never installed it", null, false],
  ])("%s: %s", (_, installation, expected) => {
    expect(mayWriteVoice(installation, NOW)).toBe(expected);
  });
});
