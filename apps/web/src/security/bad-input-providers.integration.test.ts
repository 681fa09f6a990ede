// Property-based bad input to the developer area: a provider's profile, uploads, drafts and webhooks: SECURITY_FUZZ_RUNS (1000) generated requests per mutating
// route handler, in-process (testing/bad-input-run.ts). Paths as sent on the wire (malformed escapes
// that Next decodes before our code) are tried over HTTP in e2e/bad-input.e2e.ts.
import { vi } from "vitest";
import { describeBadInput } from "./testing/bad-input-run";
import { BAD_INPUT_TARGETS } from "./testing/bad-input-targets";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Handlers call Next's revalidatePath after a commit, which needs a running Next server.
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: () => {} }));

await describeBadInput(
  "bad input to the developer area: a provider's profile, uploads, drafts and webhooks",
  BAD_INPUT_TARGETS.providers,
);
