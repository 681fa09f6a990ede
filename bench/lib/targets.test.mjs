import { describe, expect, it } from "vitest";
import { catalogTargets, targetChecks } from "./targets.mjs";

const checks = (row, large = false) =>
  Object.fromEntries(targetChecks({ share: 1, max: 1, ...row }, { large }).map((c) => [c.label, c.pass]));

describe("the issue's targets", () => {
  it.each([
    // At 10,000 apps.
    [{ group: "list", concurrency: 1, p95: 20 }, false, { "p95 ≤ 20 ms": true }],
    [{ group: "list", concurrency: 1, p95: 20.1 }, false, { "p95 ≤ 20 ms": false }],
    [{ group: "facets", concurrency: 1, p95: 19 }, false, { "p95 ≤ 20 ms": true }],
    [{ group: "page", concurrency: 1, p95: 50 }, false, { "p95 ≤ 50 ms": true }],
    [{ group: "page", concurrency: 1, p95: 51 }, false, { "p95 ≤ 50 ms": false }],
    [{ group: "list", concurrency: 16, p95: 900, share: 0.5 }, false, { "≥ 0.5 of reference": true }],
    [{ group: "list", concurrency: 16, p95: 9, share: 0.49 }, false, { "≥ 0.5 of reference": false }],
    [{ group: "page", concurrency: 16, p95: 900, share: 0.01 }, false, {}],
    [{ group: "reference", concurrency: 1, p95: 900 }, false, {}],
    // At 100,000 apps and 1,000,000 installations.
    [{ group: "list", concurrency: 1, p95: 50, max: 200 }, true, { "p95 ≤ 50 ms": true, "max ≤ 200 ms": true }],
    [{ group: "list", concurrency: 1, p95: 49, max: 201 }, true, { "p95 ≤ 50 ms": true, "max ≤ 200 ms": false }],
    [{ group: "page", concurrency: 1, p95: 500, max: 900 }, true, {}],
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
