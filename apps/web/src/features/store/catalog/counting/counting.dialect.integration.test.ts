// Analytics (issue 29) of the visitor's side: a view of the app page (counted by proxy.ts, issue 30)
// and a search on /apps are counted after the response, never for a crawler's user agent, a prefetch or a
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
import { NextRequest } from "next/server";
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

const { appPageView, countNavigationView } = await import("./record-app-view");
const { countSearch } = await import("./record-search");
const { requestDocument } = await import("@/features/store/document-request/request-document");
const { submitContactRequest } = await import("@/features/store/contact-request/submit-contact-request");

let handle: TDbHandle;
const ids = { doc: 0, both: 0, trial: 0 };
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
  /** proxy.ts's view of a request for `path`: the work it hands to `waitUntil`, queued here as after the response. */
  function visit(path: string, headers: Record<string, string> = {}, method = "GET") {
    const request = new NextRequest(new URL(path, STORE), {
      method,
      headers: { ...(state.userAgent === null ? {} : { "user-agent": state.userAgent }), ...headers },
    });
    const view = appPageView(request);
    if (view) state.scheduled.push(view);
    return view !== null;
  }

  it("counts a browser's view after the response, with the address's campaign values and no row of its own", async () => {
    state.userAgent = BROWSER;
    expect(visit("/apps/view-doc?utm_source=newsletter&utm_source=other&utm_medium=&gclid=x")).toBe(true);
    // Nothing is written while the page is served.
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
      expect(visit("/apps/view-doc?utm_source=newsletter")).toBe(false);
    }
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
    expect(await handle.db.select().from(listingEventSourceDays)).toEqual([]);
  });

  it("does not count the page loading itself again (the reload after an install; a referrer of the same page)", async () => {
    state.userAgent = BROWSER;
    visit("/apps/view-doc", { referer: "http://localhost:3991/apps/view-doc" });
    visit("/apps/view-doc", { referer: "http://localhost:3991/apps/view-doc?utm_source=newsletter" });
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
    // From the list, from elsewhere, or with a referrer that is no address: a view.
    for (const referer of [
      "http://localhost:3991/apps?q=%E7%B5%A6%E4%B8%8E",
      "https://news.example/issue-12",
      "not a url",
    ]) {
      visit("/apps/view-doc", { referer });
    }
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 3]]);
  });

  it("does not count a link's prefetch", async () => {
    state.userAgent = BROWSER;
    const prefetches: Record<string, string>[] = [
      { "next-router-prefetch": "1" },
      { "next-router-segment-prefetch": "/_tree" },
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
    ];
    for (const headers of prefetches) {
      expect(visit("/apps/view-doc", headers)).toBe(false);
    }
    // The same browser's own visit counts, a client-side navigation (RSC) too.
    visit("/apps/view-doc");
    visit("/apps/view-doc?_rsc=1x2y", { rsc: "1" });
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 2]]);
  });

  it("counts a client-side navigation (the router's request) as the page renders, never its prefetch; page loads are proxy.ts's", async () => {
    state.userAgent = BROWSER;
    // The router's fetch reaches proxy.ts without its headers: Sec-Fetch-Dest tells it is no page load.
    expect(visit("/apps/view-doc", { "sec-fetch-dest": "empty" })).toBe(false);
    state.extra = { rsc: "1" };
    await countNavigationView("view-doc", { utm_source: "newsletter" });
    state.extra = { rsc: "1", "next-router-prefetch": "1" };
    await countNavigationView("view-doc", {});
    // A page load that renders was counted by proxy.ts already.
    state.extra = { "sec-fetch-dest": "document" };
    await countNavigationView("view-doc", {});
    expect(visit("/apps/view-doc", { "sec-fetch-dest": "document" })).toBe(true);
    await afterResponse();
    expect(await hourCounts()).toEqual([[ids.doc, "view", 2]]);
  });

  it("counts the page itself only: not a preview, a dialog's address, a HEAD, an unknown app or the store's own rendering", async () => {
    state.userAgent = BROWSER;
    expect(visit("/apps/view-doc?preview_app_id=12&utm_source=newsletter")).toBe(false);
    expect(visit("/apps/view-doc/document_request")).toBe(false);
    expect(visit("/apps/view-doc", {}, "HEAD")).toBe(false);
    expect(visit("/apps/no-such-app")).toBe(true);
    await afterResponse();
    expect(await hourCounts()).toEqual([]);
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
