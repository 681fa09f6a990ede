import { describe, expect, it } from "vitest";
import { DEMO_CAMPAIGNS, demoCampaignsAsOf } from "./editorial";
import { DEMO_REFERENCE_DATE } from "./reference-date";

/** Each demo campaign's state on `at`: ended, running or coming. */
function states(campaigns: { startsAt: Date; endsAt: Date }[], at: Date): string[] {
  return campaigns.map(({ startsAt, endsAt }) => (endsAt <= at ? "ended" : startsAt <= at ? "running" : "coming"));
}

describe("the demo's campaigns as of the day it is seeded", () => {
  const onReference = states(DEMO_CAMPAIGNS, DEMO_REFERENCE_DATE);

  it("run as written up to the reference date", () => {
    expect(onReference).toEqual(["running", "running", "ended", "ended", "coming"]);
    expect(demoCampaignsAsOf(new Date("2026-10-15T00:00:00+09:00"))).toEqual(DEMO_CAMPAIGNS);
    expect(demoCampaignsAsOf(DEMO_REFERENCE_DATE)).toEqual(DEMO_CAMPAIGNS);
  });

  it.each([
    ["the day the winter campaign ends as written", "2026-12-26T00:00:00+09:00"],
    ["a day after the year-end campaign ends as written", "2027-02-02T09:30:00+09:00"],
    ["years later, late at night in Japan", "2029-08-31T23:59:00+09:00"],
  ])("show the same running, ended and coming campaigns when seeded %s", (_when, iso) => {
    const now = new Date(iso);
    const campaigns = demoCampaignsAsOf(now);
    expect(states(campaigns, now)).toEqual(onReference);
    // Moved by whole days: each period still starts and ends at midnight in Japan, as long as written.
    for (const [index, campaign] of campaigns.entries()) {
      const written = DEMO_CAMPAIGNS[index];
      expect(campaign.startsAt.getTime() - campaign.endsAt.getTime()).toBe(
        (written?.startsAt.getTime() ?? 0) - (written?.endsAt.getTime() ?? 0),
      );
      expect(campaign.startsAt.toLocaleTimeString("ja-JP", { timeZone: "Asia/Tokyo" })).toBe("0:00:00");
    }
  });
});
