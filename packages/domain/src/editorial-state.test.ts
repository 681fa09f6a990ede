import { describe, expect, it } from "vitest";
import { editorialState, type TEditorialState } from "./editorial-state";

const NOW = new Date("2026-11-23T10:00:00Z");
const PAST = "2026-11-23T09:59:59Z";
const FUTURE = "2026-11-23T10:01:00Z";
const LATER = "2026-11-24T10:00:00Z";

type TItem = Parameters<typeof editorialState>[0];

// One row per state of the console's lists: publishedAt null / later / past, and a campaign's period.
const rows: [string, TItem, TEditorialState][] = [
  ["no publication time: a draft", { publishedAt: null }, "draft"],
  ["a later publication time: scheduled", { publishedAt: FUTURE }, "scheduled"],
  ["a publication time now: published", { publishedAt: NOW.toISOString() }, "published"],
  ["a past publication time: published", { publishedAt: PAST }, "published"],
  [
    "a campaign without publication: a draft, whatever its period",
    { publishedAt: null, startsAt: PAST, endsAt: LATER },
    "draft",
  ],
  ["a campaign published later: scheduled", { publishedAt: FUTURE, startsAt: PAST, endsAt: LATER }, "scheduled"],
  [
    "a published campaign before its start: scheduled",
    { publishedAt: PAST, startsAt: FUTURE, endsAt: LATER },
    "scheduled",
  ],
  [
    "a published campaign from its start (inclusive): running",
    { publishedAt: PAST, startsAt: NOW.toISOString(), endsAt: LATER },
    "running",
  ],
  [
    "a published campaign at its end (exclusive): ended",
    { publishedAt: PAST, startsAt: PAST, endsAt: NOW.toISOString() },
    "ended",
  ],
];

describe("editorialState", () => {
  it.each(rows)("%s", (_name, item, expected) => {
    expect(editorialState(item, NOW)).toBe(expected);
  });
});
