import { describe, expect, it } from "vitest";
import { announcementState, termsVersionState } from "./terms-announcement-states";

const NOW = new Date("2026-06-01T00:00:00Z");
const BEFORE = new Date("2026-05-01T00:00:00Z");
const LATER = new Date("2026-07-01T00:00:00Z");

describe("termsVersionState", () => {
  it.each([
    ["never published", { id: 1, effectiveAt: BEFORE, publishedAt: null }, 1, "draft"],
    ["unpublished, effective later", { id: 1, effectiveAt: LATER, publishedAt: null }, null, "draft"],
    ["published, effective later", { id: 2, effectiveAt: LATER, publishedAt: BEFORE }, 1, "scheduled"],
    ["published, in effect, the kind's latest", { id: 1, effectiveAt: BEFORE, publishedAt: BEFORE }, 1, "current"],
    ["published, in effect, superseded", { id: 1, effectiveAt: BEFORE, publishedAt: BEFORE }, 2, "past"],
    ["published exactly now, effective exactly now", { id: 3, effectiveAt: NOW, publishedAt: NOW }, 3, "current"],
  ] as const)("%s: %s", (_case, row, currentId, expected) => {
    expect(termsVersionState(row, currentId, NOW)).toBe(expected);
  });
});

describe("announcementState", () => {
  it.each([
    ["never published", null, "draft"],
    ["published earlier", BEFORE, "published"],
    ["published exactly now", NOW, "published"],
    ["scheduled later", LATER, "scheduled"],
  ] as const)("%s", (_case, publishedAt, expected) => {
    expect(announcementState(publishedAt, NOW)).toBe(expected);
  });
});
