import { describe, expect, it } from "vitest";
import { canChangeAppStatus } from "./app-status";
import { APP_STATUSES, type TAppStatus } from "./enums";

// Every allowed change, one row each; all other pairs (the same status included) are refused.
const ALLOWED: [TAppStatus, TAppStatus][] = [
  ["draft", "upcoming"],
  ["draft", "published"],
  ["draft", "archived"],
  ["upcoming", "draft"],
  ["upcoming", "published"],
  ["upcoming", "archived"],
  ["published", "discontinued"],
  ["published", "archived"],
  ["discontinued", "published"],
  ["discontinued", "archived"],
  ["archived", "draft"],
];

describe("canChangeAppStatus", () => {
  it.each(ALLOWED)("%s → %s is allowed", (from, to) => {
    expect(canChangeAppStatus(from, to)).toBe(true);
  });

  it("refuses every other pair", () => {
    for (const from of APP_STATUSES) {
      for (const to of APP_STATUSES) {
        if (ALLOWED.some(([f, t]) => f === from && t === to)) continue;
        expect(canChangeAppStatus(from, to), `${from} → ${to}`).toBe(false);
      }
    }
  });

  it("never takes a published app straight back to a draft, which would hide it without a trace", () => {
    expect(canChangeAppStatus("published", "draft")).toBe(false);
  });
});
