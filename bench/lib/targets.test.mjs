import { describe, expect, it } from "vitest";
import {
  analyticsTargets,
  BOT_USER_AGENT,
  BROWSER_USER_AGENT,
  catalogTargets,
  targetChecks,
  viewRecordingChecks,
} from "./targets.mjs";

const checks = (row, large = false) =>
  Object.fromEntries(targetChecks({ share: 1, max: 1, ...row }, { large }).map((c) => [c.label, c.pass]));

describe("the issue's targets", () => {
  it.each([
    // At 10,000 apps.
    [{ group: "list", concurrency: 1, p95: 20 }, false, { "p95 ≤ 20 ms": true }],
    [{ group: "list", concurrency: 1, p95: 20.1 }, false, { "p95 ≤ 20 ms": false }],
    [{ group: "facets", concurrency: 1, p95: 19 }, false, { "p95 ≤ 20 ms": true }],
    [{ group: "page", concurrency: 1, p95: 20 }, false, { "p95 ≤ 20 ms": true }],
    [{ group: "page", concurrency: 1, p95: 21 }, false, { "p95 ≤ 20 ms": false }],
    [{ group: "list", concurrency: 16, p95: 900, share: 0.5 }, false, { "≥ 0.5 of reference": true }],
    [{ group: "list", concurrency: 16, p95: 9, share: 0.49 }, false, { "≥ 0.5 of reference": false }],
    [{ group: "page", concurrency: 16, p95: 900, share: 0.5 }, false, { "≥ 0.5 of reference": true }],
    [{ group: "page", concurrency: 16, p95: 9, share: 0.49 }, false, { "≥ 0.5 of reference": false }],
    [{ group: "reference", concurrency: 1, p95: 900 }, false, {}],
    // At 100,000 apps and 1,000,000 installations.
    [{ group: "list", concurrency: 1, p95: 50, max: 200 }, true, { "p95 ≤ 50 ms": true, "max ≤ 200 ms": true }],
    [{ group: "list", concurrency: 1, p95: 49, max: 201 }, true, { "p95 ≤ 50 ms": true, "max ≤ 200 ms": false }],
    [{ group: "page", concurrency: 1, p95: 500, max: 900 }, true, {}],
    // Issue 29: the provider's analytics at 1 client, whatever the catalog's size.
    [{ group: "analytics", concurrency: 1, p95: 50 }, true, { "p95 ≤ 50 ms": true }],
    [{ group: "analytics", concurrency: 1, p95: 50.1 }, false, { "p95 ≤ 50 ms": false }],
    [{ group: "analytics", concurrency: 16, p95: 500 }, true, {}],
    [{ group: "view-counted", concurrency: 1, p95: 500 }, true, {}],
  ])("%j (100k: %s) → %j", (row, large, expected) => {
    expect(checks(row, large)).toEqual(expected);
  });
});

describe("catalogTargets", () => {
  const targets = catalogTargets({ categoryId: 7, deepPage: 334, detailCodes: ["a b", "c"] });

  it("loads the reference first, so every later target has its share", () => {
    expect(targets[0]).toMatchObject({ group: "reference", paths: ["/api/bench/reference"] });
  });

  it("covers the list API's terms, reading, facet, sorts and a deep page, the facets, details and home", () => {
    const paths = targets.flatMap((t) => t.paths.map(decodeURIComponent));
    for (const expected of [
      "/api/apps",
      "/api/apps?q=給与",
      "/api/apps?q=勤怠管理",
      "/api/apps?q=payroll",
      "/api/apps?q=きゅうよ",
      "/api/apps?categories=7",
      "/api/apps?sort=latest",
      "/api/apps?sort=popular",
      "/api/apps?sort=featured",
      "/api/apps?page=334",
      "/api/apps/facets",
      "/api/apps/facets?q=給与",
      "/apps/a b",
      "/apps/c",
      "/",
    ])
      expect(paths).toContain(expected);
  });
});

describe("analyticsTargets", () => {
  const targets = analyticsTargets({ cookie: "s=1", appId: 42, detailCodes: ["a b", "c"] });

  it("reads the provider's analytics over 30 and 90 days, the generated year and one app, with its session", () => {
    const analytics = targets.filter((t) => t.group === "analytics");
    expect(analytics.flatMap((t) => t.paths)).toEqual([
      "/api/developers/analytics?range=30",
      "/api/developers/analytics?range=90",
      "/api/developers/analytics?range=custom&from=2025-11-01&to=2026-10-31",
      "/api/developers/analytics?appId=42&range=90",
    ]);
    for (const target of analytics) expect(target.headers).toEqual({ cookie: "s=1" });
  });

  it("loads the same detail pages as a browser (counted) and as Googlebot (not counted)", () => {
    const counted = targets.find((t) => t.group === "view-counted");
    const bot = targets.find((t) => t.group === "view-bot");
    expect(counted?.paths).toEqual(["/apps/a%20b", "/apps/c"]);
    expect(bot?.paths).toEqual(counted?.paths);
    expect(counted?.headers).toEqual({ "user-agent": BROWSER_USER_AGENT });
    expect(bot?.headers).toEqual({ "user-agent": BOT_USER_AGENT });
    // They take turns, so a change in the machine's load weighs on both alike.
    expect(counted?.turns).toBe("view");
    expect(bot?.turns).toBe("view");
    // The control: the same browser, its request marked as a prefetch (not counted).
    const control = targets.find((t) => t.group === "view-uncounted");
    expect(control).toMatchObject({ paths: counted?.paths, turns: "view" });
    expect(control?.headers).toEqual({ "user-agent": BROWSER_USER_AGENT, purpose: "prefetch" });
  });
});

describe("viewRecordingChecks", () => {
  const row = (group, concurrency, p50) => ({ group, concurrency, p50 });

  it("passes when counting adds at most 2 ms to the p50, per client count", () => {
    const checks = viewRecordingChecks([
      row("page", 1, 30),
      row("view-counted", 1, 32),
      row("view-bot", 1, 30),
      row("view-counted", 16, 90),
      row("view-bot", 16, 80),
    ]);
    expect(checks.map((c) => [c.concurrency, c.added, c.pass])).toEqual([
      [1, 2, true],
      [16, 10, false],
    ]);
  });

  it("also gives the difference to the same browser's uncounted requests when the control ran", () => {
    const [check] = viewRecordingChecks([
      row("view-counted", 1, 32),
      row("view-bot", 1, 29),
      row("view-uncounted", 1, 31),
    ]);
    expect(check).toMatchObject({ added: 3, pass: false, uncountedP50: 31, addedVsUncounted: 1 });
    expect(viewRecordingChecks([row("view-counted", 1, 32), row("view-bot", 1, 29)])[0]?.addedVsUncounted).toBeNull();
  });

  it("checks nothing without both runs", () => {
    expect(viewRecordingChecks([row("view-counted", 1, 30)])).toEqual([]);
  });
});
