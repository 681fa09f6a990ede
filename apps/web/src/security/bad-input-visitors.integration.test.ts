// Property-based bad input to visitors', tenant users' and tenant admins' handlers, and the parent
// service's calls: SECURITY_FUZZ_RUNS (1000) generated requests per mutating route handler,
// in-process (testing/bad-input-run.ts). Paths as sent on the wire (malformed escapes that Next
// decodes before our code) are tried over HTTP in e2e/bad-input.e2e.ts. This file also checks that
// every mutating route handler has a target in one of the bad-input-*.integration.test.ts files.
import { expect, it, vi } from "vitest";
import { describeBadInput } from "./testing/bad-input-run";
import { BAD_INPUT_TARGETS, OVER_HTTP } from "./testing/bad-input-targets";
import { discoverRouteHandlers } from "./testing/route-inventory";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Handlers call Next's revalidatePath after a commit, which needs a running Next server.
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: () => {} }));

it("has a target for every mutating route handler", async () => {
  const routes = await discoverRouteHandlers();
  const mutating = routes.filter((route) => !["GET", "HEAD", "OPTIONS"].includes(route.method)).map((r) => r.key);
  const covered = [...Object.values(BAD_INPUT_TARGETS).flatMap((group) => group.map((t) => t.key)), ...OVER_HTTP];
  expect(mutating.filter((key) => !covered.includes(key))).toEqual([]);
});

await describeBadInput("bad input to visitors', tenant users' and tenant admins' handlers", BAD_INPUT_TARGETS.visitors);
