// The operator's start page counts what the database holds: change requests waiting (and the
// oldest), those in review, providers and their users.
import type { TDbHandle } from "@store/db/client";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  seedMinimalDraft,
  seedPrincipalOf,
  seedProviderWithUser,
} from "@/features/developer-portal/testing/provider-fixtures";
import { getOperatorOverview } from "./get-operator-overview";

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe("the operator's overview", () => {
  it("is all zero on an empty store", async () => {
    expect(await getOperatorOverview(handle.db)).toEqual({
      pendingChangeRequests: 0,
      oldestPendingSubmittedAt: null,
      inReviewChangeRequests: 0,
      providers: 0,
      providerUsers: 0,
    });
  });

  it("counts pending and in-review change requests, providers and provider users", async () => {
    const { provider } = await seedProviderWithUser(handle.db, { name: "一社目" });
    await seedPrincipalOf(handle.db, provider);
    await seedProviderWithUser(handle.db, { name: "二社目" });
    const draft = (code: string, changeRequestStatus: "pending" | "in_review" | "in_draft", submittedAt: Date | null) =>
      seedMinimalDraft(handle.db, {
        name: code,
        code,
        appId: null,
        appProviderId: provider.id,
        changeRequestStatus,
        submittedAt,
      });
    await draft("pending-old", "pending", new Date("2026-11-01T00:00:00Z"));
    await draft("pending-new", "pending", new Date("2026-11-10T00:00:00Z"));
    await draft("in-review", "in_review", new Date("2026-10-01T00:00:00Z"));
    await draft("working", "in_draft", null);
    await seedMinimalDraft(handle.db, {
      name: "merged",
      code: "merged",
      appId: null,
      appProviderId: provider.id,
      changeRequestStatus: "pending",
      merged: true,
      submittedAt: new Date("2026-01-01T00:00:00Z"),
    });

    expect(await getOperatorOverview(handle.db)).toEqual({
      pendingChangeRequests: 2,
      oldestPendingSubmittedAt: "2026-11-01T00:00:00.000Z",
      inReviewChangeRequests: 1,
      providers: 2,
      providerUsers: 3,
    });
  });
});
