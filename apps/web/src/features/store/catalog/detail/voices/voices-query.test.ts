import { describe, expect, it } from "vitest";
import { readVoicesQuery, voicesHref, voicesState } from "./voices-query";

describe("the voices section's address", () => {
  it("reads each choice, dropping a bad one and keeping the others", () => {
    expect(readVoicesQuery({ voices_sort: "helpful", voices_locale: "en-us", voices_page: "3" })).toEqual({
      voices_sort: "helpful",
      voices_locale: "en-us",
      voices_page: 3,
    });
    expect(readVoicesQuery({ voices_sort: "rating", voices_locale: "xx", voices_page: "2" })).toEqual({
      voices_page: 2,
    });
    expect(readVoicesQuery({ voices_page: ["0", "1"], voices_sort: "helpful\u0000" })).toEqual({});
  });

  it("shows the newest voices in every language, page 1, by default", () => {
    expect(voicesState()).toEqual({ sort: "newest", locale: null, page: 1 });
    expect(voicesState({ voices_page: 4 })).toEqual({ sort: "newest", locale: null, page: 4 });
  });

  const state = { sort: "helpful" as const, locale: "en-us" as const, page: 3 };

  it.each([
    ["the default view", "/apps/asagi-payroll", voicesState(), {}, "/apps/asagi-payroll#voices"],
    [
      "another page keeps the order and language",
      "/apps/a",
      state,
      { page: 4 },
      "/apps/a?voices_sort=helpful&voices_locale=en-us&voices_page=4#voices",
    ],
    ["another order starts at page 1", "/apps/a", state, { sort: "newest" }, "/apps/a?voices_locale=en-us#voices"],
    ["every language starts at page 1", "/apps/a", state, { locale: null }, "/apps/a?voices_sort=helpful#voices"],
    [
      "a preview keeps its ids",
      "/apps/a?preview_app_id=7",
      voicesState(),
      { page: 2 },
      "/apps/a?preview_app_id=7&voices_page=2#voices",
    ],
    [
      "a developer preview keeps both ids",
      "/developers/apps/3/edit/draft_apps/7/preview?app_id=3&draft_app_id=7",
      state,
      { sort: "newest" },
      "/developers/apps/3/edit/draft_apps/7/preview?app_id=3&draft_app_id=7&voices_locale=en-us#voices",
    ],
  ] as const)("links %s", (_, base, from, change, href) => {
    expect(voicesHref(base, from, change)).toBe(href);
  });
});
