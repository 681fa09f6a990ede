// The operator's start page counts what the database holds: change requests waiting (and the
// oldest), those in review, providers and their users; editorial content going live within 7 days
// and mails that ran out of attempts; per lane of the job queue, the jobs due and the oldest's wait.
import type { TDbHandle } from "@store/db/client";
import { createTestDb } from "@store/db/testing/test-db";
import { campaigns } from "@store/db/schema/index";
import {
  seedCampaign,
  seedNews,
  seedProviderAnnouncement,
  seedSpecial,
  seedTermsVersion,
} from "@store/db/seed/editorial";
import { enqueueJob } from "@store/db/queries/jobs";
import { seedFailedJob } from "@store/db/seed/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  seedMinimalDraft,
  seedPrincipalOf,
  seedProviderWithUser,
} from "@/features/portal/developer-portal/testing/provider-fixtures";

// The mail modules it reaches read the configuration as they load.
vi.stubEnv("BASE_URL", "http://localhost:3997");
vi.stubEnv("LOG_LEVEL", "fatal");
const { getOperatorOverview } = await import("./get-operator-overview");

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
      scheduled: [],
      failedMails: 0,
      queues: [
        { lane: "mail", due: 0, oldestDueAgeSeconds: 0 },
        { lane: "suite", due: 0, oldestDueAgeSeconds: 0 },
        { lane: "webhooks", due: 0, oldestDueAgeSeconds: 0 },
      ],
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

    expect(await getOperatorOverview(handle.db)).toMatchObject({
      pendingChangeRequests: 2,
      oldestPendingSubmittedAt: "2026-11-01T00:00:00.000Z",
      inReviewChangeRequests: 1,
      providers: 2,
      providerUsers: 3,
    });
  });
});

describe("what goes live soon, and failed mail", () => {
  // A minute ahead of the database's clock: rows inserted with the default publication time (now())
  // are already published by then.
  const now = new Date(Date.now() + 60_000);
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it("lists editorial content going live within 7 days, soonest first, and counts failed mails", async () => {
    const db = handle.db;
    await seedNews(db, { title: "Scheduled news", bodyContent: "<p>x</p>", categories: [], publishedAt: inHours(48) });
    await seedNews(db, {
      title: "Too far ahead",
      bodyContent: "<p>x</p>",
      categories: [],
      publishedAt: inHours(24 * 8),
    });
    await seedNews(db, { title: "Already out", bodyContent: "<p>x</p>", categories: [], publishedAt: inHours(-1) });
    const special = await seedSpecial(db, { title: "Scheduled special", description: "", publishedAt: inHours(1) });
    await seedSpecial(db, { title: "Unpublished special", description: "", publishedAt: null });
    const campaign = await seedCampaign(db, {
      title: "Starts tomorrow",
      description: "",
      benefits: "",
      conditions: "",
      startsAt: inHours(24),
      endsAt: inHours(24 * 30),
    });
    const draftCampaign = await seedCampaign(db, {
      title: "Not published",
      description: "",
      benefits: "",
      conditions: "",
      startsAt: inHours(2),
      endsAt: inHours(24 * 30),
    });
    await db.update(campaigns).set({ publishedAt: null }).where(eq(campaigns.id, draftCampaign.id));
    const terms = await seedTermsVersion(db, {
      kind: "partner_terms",
      version: "9.0",
      title: "Partner terms",
      bodyMarkdown: "# Partner terms",
      effectiveAt: inHours(72),
    });
    const announcement = await seedProviderAnnouncement(db, {
      title: "Maintenance",
      body: "x",
      publishedAt: inHours(24 * 7),
    });
    await seedFailedJob(db, {
      kind: "documentRequestMail",
      payload: { documentRequestId: 1, locale: "ja" },
      idempotencyKey: "overview-failed-mail",
      lastError: "550",
    });
    await seedFailedJob(db, {
      kind: "reconcileInstallation",
      payload: { operationId: 1 },
      idempotencyKey: "overview-failed-other",
      lastError: "down",
    });

    const overview = await getOperatorOverview(db, now);
    expect(overview.scheduled).toEqual([
      { kind: "specials", id: special.id, label: "Scheduled special", goesLiveAt: inHours(1).toISOString() },
      { kind: "campaigns", id: campaign.id, label: "Starts tomorrow", goesLiveAt: inHours(24).toISOString() },
      { kind: "news", id: expect.any(Number), label: "Scheduled news", goesLiveAt: inHours(48).toISOString() },
      { kind: "terms", id: terms.id, label: "Partner terms 9.0", goesLiveAt: inHours(72).toISOString() },
      {
        kind: "announcements",
        id: announcement.id,
        label: "Maintenance",
        goesLiveAt: inHours(24 * 7).toISOString(),
      },
    ]);
    expect(overview.failedMails).toBe(1);
  });
});

describe("the job queue per lane", () => {
  it("counts the due pending jobs of each lane and how long the oldest has waited; later and failed ones do not count", async () => {
    const now = new Date(Date.now() + 60_000);
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const queue = (key: string, lane: "mail" | "suite" | "webhooks", runAt: Date) =>
      enqueueJob(handle.db, {
        kind: "overviewProbe",
        lane,
        payload: {},
        idempotencyKey: `overview-queue-${key}`,
        runAt,
      });
    await queue("mail-old", "mail", ago(125));
    await queue("mail-new", "mail", ago(5));
    await queue("mail-later", "mail", new Date(now.getTime() + 600_000));
    await queue("hook", "webhooks", ago(7_300));
    expect((await getOperatorOverview(handle.db, now)).queues).toEqual([
      { lane: "mail", due: 2, oldestDueAgeSeconds: 125 },
      { lane: "suite", due: 0, oldestDueAgeSeconds: 0 },
      { lane: "webhooks", due: 1, oldestDueAgeSeconds: 7_300 },
    ]);
  });
});
