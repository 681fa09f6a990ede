// Analytics (issue 29) of the visitor's side: a view of the app page and a search on /apps are
// counted after the response (Next.js `after`), never for a crawler's user agent, a prefetch or a
// preview; document, demo, inquiry and trial requests record one event each, in the request's own
// transaction, with the visit's campaign values.
import type { TDbHandle } from "@store/db/client";
import {
  listingEventDays,
  listingEventHours,
  listingEventSourceDays,
  listingEvents,
  searchQueryDays,
} from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { createTestDb } from "@store/db/testing/test-db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ZAppListQuery } from "@store/domain/schemas/requests";
import { useTestDb } from "@/testing/test-db-module";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const STORE = "http://localhost:3991";
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-for-app-page-views-0123456");
vi.stubEnv("LOG_LEVEL", "fatal");

// The request's headers as the page reads them, and the work scheduled for after the response.
const state = {
  userAgent: null as string | null,
  extra: {} as Record<string, string>,
  scheduled: [] as (() => Promise<void>)[],
};
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({ ...(state.userAgent === null ? {} : { "user-agent": state.userAgent }), ...state.extra }),
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<void>) => {
    state.scheduled.push(task);
  },
}));

const { countAppView, viewCampaign } = await import("./record-app-view");
const { countSearch } = await import("./record-search");
const { requestDocument } = await import("@/features/store/document-request/request-document");
const { submitContactRequest } = await import("@/features/store/contact-request/submit-contact-request");

let handle: TDbHandle;
const ids = { doc: 0, both: 0, trial: 0 };
/** The app page's app as the page gives it (its id is set once seeded). */
const DOC = { id: 0, code: "view-doc" };
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

const events = () =>
  handle.db
    .select({ appId: listingEvents.appId, kind: listingEvents.kind, tenantId: listingEvents.tenantId })
    .from(listingEvents)
    .orderBy(asc(listingEvents.id));
const hourCounts = async () =>
  (await handle.db.select().from(listingEventHours)).map((row) => [row.appId, row.kind, row.count]);

async function afterResponse() {
  const tasks = state.scheduled.splice(0);
  for (const task of tasks) await task();
}

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  const provider = await seedProvider(handle.db, { name: "閲覧テスト提供会社", email: "views@provider.example" });
  const base = { appProviderId: provider.id, integrationType: "install" as const };
  ids.doc = (
    await seedApp(handle.db, { ...base, code: "view-doc", name: "閲覧資料", documentUrl: "https://p.example/a.pdf" })
  ).id;
  ids.both = (
    await seedApp(handle.db, { ...base, code: "view-both", name: "両方", primaryActionType: "demo_and_inquiry" })
  ).id;
  DOC.id = ids.doc;
  ids.trial = (await seedApp(handle.db, { ...base, code: "view-trial", name: "試用", primaryActionType: "trial" })).id;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

beforeEach(async () => {
  state.scheduled.length = 0;
  state.extra = {};
  for (const table of [listingEvents, listingEventHours, listingEventDays, listingEventSourceDays, searchQueryDays])
    await handle.db.delete(table);
});

describe("app page views", () => {
  it("counts a browser's view after the response, with the address's campaign values and no row of its own", async () => {
    state.userAgent = BROWSER;
    await countAppView(DOC, viewCampaign({ utm_source: ["newsletter", "other"], utm_medium: "", gclid: "x" }));
    // Nothing is written while the page renders.
    expect(await hourCounts()).toEqual([]);
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 1]]);
    const sources = await handle.db
      .select()
      .from(listingEventSourceDays)
      .where(eq(listingEventSourceDays.scope, "app"));
    expect(sources).toEqual([
      expect.objectContaining({ scopeId: ids.doc, kind: "view", utmSource: "newsletter", utmMedium: "", count: 1 }),
    ]);
    expect(await events()).toEqual([]);
  });

  it("does not count a crawler's view", async () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
    ]) {
      state.userAgent = agent;
      await countAppView(DOC, { utm_source: "newsletter" });
    }
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
    expect(await handle.db.select().from(listingEventSourceDays)).toEqual([]);
  });

  it("does not count the page loading itself again (the reload after an install; a referrer of the same page)", async () => {
    state.userAgent = BROWSER;
    state.extra = { referer: "http://localhost:3991/apps/view-doc" };
    await countAppView(DOC, {});
    state.extra = { referer: "http://localhost:3991/apps/view-doc?utm_source=newsletter" };
    await countAppView(DOC, {});
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
    // From the list, from elsewhere, or with a referrer that is no address: a view.
    for (const referer of [
      "http://localhost:3991/apps?q=%E7%B5%A6%E4%B8%8E",
      "https://news.example/issue-12",
      "not a url",
    ]) {
      state.extra = { referer };
      await countAppView(DOC, {});
    }
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 3]]);
  });

  it("does not count a link's prefetch", async () => {
    state.userAgent = BROWSER;
    const prefetches: Record<string, string>[] = [
      { "next-router-prefetch": "1" },
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
    ];
    for (const extra of prefetches) {
      state.extra = extra;
      await countAppView(DOC, {});
    }
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
    // The same browser's own visit counts.
    state.extra = {};
    await countAppView(DOC, {});
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 1]]);
  });

  it("a preview of the app page counts nothing; the page itself counts with its campaign values", async () => {
    const { default: AppPage } = await import("@/app/(store)/apps/[code]/page");
    const render = async (search: Record<string, string>) =>
      (await AppPage({ params: Promise.resolve({ code: "view-doc" }), searchParams: Promise.resolve(search) })) as {
        props: Record<string, unknown>;
      };
    const preview = await render({ preview_app_id: "12", utm_source: "newsletter" });
    expect(preview.props.countView).toBeUndefined();
    expect(preview.props.target).toEqual({ kind: "publicDraft", code: "view-doc", draftId: 12 });
    const page = await render({ utm_source: "newsletter", utm_campaign: "autumn" });
    expect(page.props.countView).toEqual({ utm_source: "newsletter", utm_campaign: "autumn" });
  });
});

describe("searches", () => {
  const search = (q: string | undefined, page = 1) => ({ ...ZAppListQuery.parse({ q }), page });
  const searches = async () =>
    (await handle.db.select().from(searchQueryDays).orderBy(asc(searchQueryDays.query))).map((row) => [
      row.query,
      row.count,
      row.emptyCount,
    ]);

  it("counts a person's search on its first page after the response, as the normalised query, and whether it found anything", async () => {
    state.userAgent = BROWSER;
    await countSearch(search("給与　計算"), 3);
    await countSearch(search(" 給与 計算 "), 5);
    await countSearch(search("ＰＡＹＲＯＬＬ"), 0);
    expect(await searches()).toEqual([]);
    await afterResponse();
    expect(await searches()).toEqual([
      ["payroll", 1, 1],
      ["給与 計算", 2, 0],
    ]);
  });

  it("does not count turning pages, a list without a query, a crawler or a prefetch", async () => {
    state.userAgent = BROWSER;
    await countSearch(search("給与", 2), 40);
    await countSearch(search(undefined), 40);
    state.extra = { "next-router-prefetch": "1" };
    await countSearch(search("給与"), 40);
    state.extra = {};
    state.userAgent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    await countSearch(search("給与"), 40);
    await afterResponse();
    expect(await searches()).toEqual([]);
  });
});

describe("requests", () => {
  it("a document request records one event without a tenant, with the visit's campaign values", async () => {
    await requestDocument(handle.db, {
      code: "view-doc",
      body: { email: "hanako@asagi.example", surveyAnswers: { interesting: [] }, utmSource: "newsletter" },
      locale: "ja",
      ipAddress: null,
    });
    expect(await events()).toEqual([{ appId: ids.doc, kind: "documentRequest", tenantId: null }]);
    const [row] = await handle.db.select().from(listingEvents);
    expect(row).toMatchObject({ utmSource: "newsletter", utmMedium: null, utmCampaign: null });
    expect(await hourCounts()).toEqual([[ids.doc, "documentRequest", 1]]);
  });

  it("a demo with an inquiry is one demo request; an inquiry and a trial are theirs, a trial with its tenant", async () => {
    const form = {
      company: "株式会社あさぎ",
      name: "浅葱 花子",
      email: "hanako@asagi.example",
      phone: "03-1234-5678",
      companySize: "medium" as const,
      message: "",
    };
    const submit = (code: string, kind: "demoAndInquiry" | "inquiry" | "trial", tenantId: string | null) =>
      submitContactRequest(handle.db, {
        code,
        body: { ...form, kind },
        requester: kind === "trial" ? { tenantId, suiteUserId: "u-yamada" } : null,
        locale: "ja",
        ipAddress: null,
      });
    await submit("view-both", "demoAndInquiry", null);
    await submit("view-both", "inquiry", null);
    await submit("view-trial", "trial", "t-aozora");
    expect(await events()).toEqual([
      { appId: ids.both, kind: "demoRequest", tenantId: null },
      { appId: ids.both, kind: "inquiry", tenantId: null },
      { appId: ids.trial, kind: "trialRequest", tenantId: "t-aozora" },
    ]);
  });

  it("a refused request records nothing", async () => {
    await expect(
      requestDocument(handle.db, {
        code: "view-both",
        body: { email: "hanako@asagi.example", surveyAnswers: { interesting: [] } },
        locale: "ja",
        ipAddress: null,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await events()).toEqual([]);
  });
});
