import { describe, expect, it } from "vitest";
import { appListHref, appListState, hasFilters, isIndexableAppList, type TAppListState } from "./app-list-url";
import { parseAppListSearchParams } from "./parse-app-list-search-params";

const base: TAppListState = {
  q: "",
  categories: [],
  plan: null,
  campaign: false,
  minRating: null,
  sort: null,
  page: 1,
};

describe("app list URL", () => {
  it.each([
    [{}, "/apps"],
    [{ q: " 給与 " }, "/apps?q=%E7%B5%A6%E4%B8%8E"],
    [{ categories: [3, 1] }, "/apps?categories=3%2C1"],
    [{ plan: "free" as const, campaign: true }, "/apps?plan=free&campaign=true"],
    [{ sort: "popular" as const }, "/apps?sort=popular"],
    [{ minRating: 4 as const, sort: "rating" as const }, "/apps?rating=4&sort=rating"],
    [{ page: 3 }, "/apps?page=3"],
    [
      { q: "sso", categories: [2], plan: "paid" as const, campaign: true, sort: "latest" as const, page: 2 },
      "/apps?q=sso&categories=2&plan=paid&campaign=true&sort=latest&page=2",
    ],
  ])("writes %o as %s, in one order and without defaults", (change, href) => {
    expect(appListHref(base, change)).toBe(href);
  });

  it("goes back to page 1 on any change but the page's", () => {
    const onPage3 = { ...base, q: "sso", page: 3 };
    expect(appListHref(onPage3, { plan: "free" })).toBe("/apps?q=sso&plan=free");
    expect(appListHref(onPage3, { page: 4 })).toBe("/apps?q=sso&page=4");
  });

  it("reads back what it writes", () => {
    const state: TAppListState = {
      q: "勤怠",
      categories: [4, 9],
      plan: "paid",
      campaign: true,
      minRating: 3,
      sort: "latest",
      page: 2,
    };
    const search = new URL(appListHref(base, state), "http://x").searchParams;
    expect(appListState(parseAppListSearchParams(Object.fromEntries(search)))).toEqual(state);
  });

  it("drops what does not parse instead of failing the page", () => {
    const query = parseAppListSearchParams({ q: "給与", plan: "gold", page: "-1", sort: "name", categories: "x" });
    expect(appListState(query)).toEqual({ ...base, q: "給与" });
  });

  it("searches by the first 100 characters of a longer search instead of dropping it", () => {
    expect(parseAppListSearchParams({ q: ` ${"給与".repeat(60)}` }).q).toBe("給与".repeat(50));
  });

  it("joins repeated categories from a form without JavaScript", () => {
    expect(parseAppListSearchParams({ categories: ["1", "5"] }).categories).toEqual([1, 5]);
  });

  it("knows when facets are chosen", () => {
    expect(hasFilters(base)).toBe(false);
    expect(hasFilters({ ...base, q: "x", sort: "latest" })).toBe(false);
    expect(hasFilters({ ...base, campaign: true })).toBe(true);
    expect(hasFilters({ ...base, minRating: 2 })).toBe(true);
  });

  it.each<[string, Partial<TAppListState>, boolean]>([
    ["the list as presented", {}, true],
    ["a search", { q: "給与" }, false],
    ["a category", { categories: [2] }, false],
    ["a plan", { plan: "free" }, false],
    ["campaign apps", { campaign: true }, false],
    ["a minimum rating", { minRating: 4 }, false],
    ["a chosen sort", { sort: "latest" }, false],
    ["a later page", { page: 2 }, false],
  ])("%s (%j) is indexed: %s", (_, change, indexed) => {
    expect(isIndexableAppList({ ...base, ...change })).toBe(indexed);
  });
});
