import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The layer rules (apps/web/.dependency-cruiser.cjs, which the fixture's own config loads), run by
// `npm test` over src/, must refuse every wrong-way import of the miniature in test/fixtures/layers
// and accept its right-way ones.
const DEPCRUISE = fileURLToPath(new URL("../../../node_modules/.bin/depcruise", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../test/fixtures/layers", import.meta.url));

type TViolation = { from: string; to: string; rule: { name: string } };

function violations(): TViolation[] {
  // Not through npx: npm runs a command in the nearest package's folder, not in the fixture.
  try {
    const out = execFileSync(DEPCRUISE, ["src", "--output-type", "json"], { cwd: FIXTURE, encoding: "utf8" });
    return (JSON.parse(out) as { summary: { violations: TViolation[] } }).summary.violations;
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    const out = (error as { stdout?: string }).stdout ?? "";
    return (JSON.parse(out) as { summary: { violations: TViolation[] } }).summary.violations;
  }
}

describe("the layer rules", () => {
  const found = violations().map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);

  it("refuse an import from ui/ up into a feature", () => {
    expect(found).toContain("ui-bottom: src/ui/button.ts -> src/features/store/catalog/index.ts");
  });

  it("refuse a lower audience importing a higher one, and a reach past a feature's public files", () => {
    expect(found).toContain(
      "features-tenant-below: src/features/tenant/auth/launcher.ts -> src/features/store/catalog/detail/detail-view.ts",
    );
    expect(found).toContain(
      "feature-public-files: src/features/tenant/auth/launcher.ts -> src/features/store/catalog/detail/detail-view.ts",
    );
  });

  it("refuse a circle", () => {
    expect(found.filter((line) => line.startsWith("no-circular:")).length).toBeGreaterThan(0);
  });

  it("accept the right ways: app/ over features, a higher audience through a public file", () => {
    expect(found.filter((line) => line.includes("src/app/page.ts") || line.includes("catalog/index.ts ->"))).toEqual(
      [],
    );
  });
});
