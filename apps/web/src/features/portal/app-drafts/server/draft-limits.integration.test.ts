// The supply side's limits through the real route handlers (issue 25): per provider and per client
// address on webhook test events and resends, submits and draft creation (429 with Retry-After);
// the link checks' cap and order (a draft with 2,000 links, or over its text limits, makes no
// outbound request); the quota of new apps' drafts; the paged own lists; one holder of a code under
// 20 concurrent creates, the code's reservation lapsing, and one refusal for every taken code.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TDb, TDbHandle } from "@store/db/client";
import { draftApps, rateLimits } from "@store/db/schema/index";
import { seedApp } from "@store/db/seed/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import { MAX_OPEN_NEW_APP_DRAFTS, OWN_LIST_PER_PAGE } from "@store/domain/draft-limits";
import { MAX_CHECKED_LINKS } from "@store/domain/pre-checks/links";
import type { TAppContent } from "@store/domain/schemas/app-content";
import type { TDraftApp, TDraftAppPage, TOwnAppList } from "@store/domain/schemas/draft-app";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import {
  minimalDraftContent,
  seedProviderWithUser,
} from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3997";

// A site whose every link answers 200, allowed although on this machine: each request it sees
// is one outbound request of the link checks.
const hits: string[] = [];
const site = createServer((request, response) => {
  hits.push(request.url ?? "");
  response.writeHead(200);
  response.end();
});
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const SITE = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("LINK_CHECK_ALLOWED_HOSTS", new URL(SITE).host);
vi.stubEnv("WEBHOOK_ALLOWED_HOSTS", new URL(SITE).host);
// Small limits, so a test reaches them: per provider 3, per address 5 (address unknown here: one key).
for (const limit of ["WEBHOOK_SENDS", "CHANGE_REQUESTS", "DRAFT_CREATES"]) {
  vi.stubEnv(`RATE_LIMIT_${limit}_PER_PROVIDER`, "3/10m");
  vi.stubEnv(`RATE_LIMIT_${limit}_PER_IP`, "5/10m");
}
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { getOwnAppList } = await import("@/features/portal/developer-portal/server/get-own-app-list");
const { createDraftApp } = await import("./create-draft-app");
const routes = {
  apps: await import("@/app/api/developers/apps/route"),
  drafts: await import("@/app/api/developers/experimental/draft_apps/route"),
  draft: await import("@/app/api/developers/experimental/draft_apps/[id]/route"),
  preChecks: await import("@/app/api/developers/experimental/draft_apps/[id]/pre_checks/route"),
  changeRequest: await import("@/app/api/developers/experimental/draft_apps/[id]/change_request/route"),
  webhook: await import("@/app/api/developers/webhooks/route"),
  webhookTest: await import("@/app/api/developers/webhooks/test/route"),
  resend: await import("@/app/api/developers/webhooks/deliveries/[id]/resend/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TError = { message: string; items?: Record<string, string[]>; details?: { preCheckReport?: TPreCheckReport } };
type TAnswer = {
  status: number;
  retryAfter: string | null;
  bytes: number;
  json: Record<string, unknown> & { error?: TError };
};

let handle: TDbHandle;
let db: TDb;

async function call(
  handler: THandler,
  path: string,
  init: { method?: string; cookie: string; json?: unknown; id?: number },
): Promise<TAnswer> {
  const headers = new Headers({ origin: STORE, "accept-language": "en-US", cookie: init.cookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const params: Record<string, string> = init.id === undefined ? {} : { id: String(init.id) };
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    bytes: Buffer.byteLength(text),
    json: text ? JSON.parse(text) : {},
  };
}

let sequence = 0;
/** A provider with a signed-in user: its id and session cookie. */
async function signedInProvider() {
  sequence += 1;
  const { provider, principal } = await seedProviderWithUser(db, { name: `制限テスト${sequence}` });
  const session = await openAccountSession(db, {
    audience: "providerUser",
    accountId: principal.providerUserId,
    userAgent: "test",
    ipAddress: null,
  });
  return { id: provider.id, principal, cookie: `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}` };
}

const DRAFTS = "/api/developers/experimental/draft_apps";
const EN = { locale: "en-us" as const };
const createDraft = (cookie: string, content: unknown) =>
  call(routes.drafts.POST, DRAFTS, { method: "POST", cookie, json: { content } });

/** Content every cheap rule passes, its links on the allowed site. */
function submittable(body = "<p>本文</p>"): TAppContent {
  sequence += 1;
  return {
    ...minimalDraftContent(`制限アプリ${sequence}`, `limits-app-${sequence}`),
    title: "制限を確かめるアプリ",
    description: "上限を確かめます。",
    integrationType: "connect",
    primaryActionType: "none",
    categoryIds: [1],
    logoImage: "/img/banners/limits-logo.svg",
    body,
    helpUrl: `${SITE}/help`,
  };
}
const linksBody = (count: number) =>
  `<p>${Array.from({ length: count }, (_, i) => `<a href="${SITE}/${i}">${i}</a>`).join("")}</p>`;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
});

// Every test starts with fresh counters (they all come from one unknown address).
beforeEach(async () => {
  await db.delete(rateLimits);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  site.close();
  await handle?.close();
});

describe("rate limits per provider and per client address", () => {
  /** Calls until refused; every refusal after the limit is a 429 with Retry-After. */
  async function expectLimited(send: (cookie: string) => Promise<TAnswer>) {
    const a = await signedInProvider();
    const b = await signedInProvider();
    const first = [await send(a.cookie), await send(a.cookie), await send(a.cookie)];
    expect(first.map((answer) => answer.status)).not.toContain(429);
    // The provider's fourth call: over its own limit, although the address has room left.
    const overProvider = await send(a.cookie);
    expect(overProvider.status).toBe(429);
    expect(Number(overProvider.retryAfter)).toBeGreaterThan(0);
    expect(overProvider.json.error?.message).toMatch(/minute/);
    // Another provider from the same address: within its own limit, but the address's sixth call is refused.
    expect((await send(b.cookie)).status).not.toBe(429);
    expect((await send(b.cookie)).status).not.toBe(429);
    const overAddress = await send(b.cookie);
    expect(overAddress.status).toBe(429);
    expect(Number(overAddress.retryAfter)).toBeGreaterThan(0);
  }

  it("limits webhook test events and resends together", async () => {
    let delivery = 0;
    await expectLimited(async (cookie) => {
      await call(routes.webhook.PUT, "/api/developers/webhooks", {
        method: "PUT",
        cookie,
        json: { url: `${SITE}/hook` },
      });
      if (delivery === 0) {
        const test = await call(routes.webhookTest.POST, "/api/developers/webhooks/test", { method: "POST", cookie });
        delivery = (test.json as { delivery?: { id: number } }).delivery?.id ?? -1;
        expect(test.status).toBe(200);
        return test;
      }
      const path = `/api/developers/webhooks/deliveries/${delivery}/resend`;
      return call(routes.resend.POST, path, { method: "POST", cookie, id: delivery });
    });
  });

  it("limits draft creation", async () => {
    await expectLimited((cookie) => createDraft(cookie, { name: "下書き" }));
  });

  it("limits submits and withdrawals", async () => {
    await expectLimited((cookie) =>
      call(routes.changeRequest.POST, `${DRAFTS}/1/change_request`, {
        method: "POST",
        cookie,
        json: { action: "submit", version: 1 },
        id: 1,
      }),
    );
  });
});

describe("link checks", () => {
  async function draftOf(content: TAppContent) {
    const owner = await signedInProvider();
    const row = await seedDraftApp(db, { appProviderId: owner.id, appId: null, content });
    return { cookie: owner.cookie, id: row.id };
  }
  const runChecks = (cookie: string, id: number) =>
    call(routes.preChecks.POST, `${DRAFTS}/${id}/pre_checks`, { method: "POST", cookie, id });
  const submit = (cookie: string, id: number) =>
    call(routes.changeRequest.POST, `${DRAFTS}/${id}/change_request`, {
      method: "POST",
      cookie,
      json: { action: "submit", version: 1 },
      id,
    });

  it("fetches each link of a draft within the cap once", async () => {
    const draft = await draftOf(submittable(linksBody(3)));
    hits.length = 0;
    const report = (await runChecks(draft.cookie, draft.id)).json as unknown as TPreCheckReport;
    expect(report.results.find((result) => result.rule === "links")?.outcome).toBe("passed");
    expect(hits.sort()).toEqual(["/0", "/1", "/2", "/help"]);
  });

  it("refuses a draft with 2,000 links at the field without fetching any, on pre-checks and on submit", async () => {
    const draft = await draftOf(submittable(linksBody(2000)));
    hits.length = 0;
    const report = (await runChecks(draft.cookie, draft.id)).json as unknown as TPreCheckReport;
    const links = report.results.find((result) => result.rule === "links");
    expect(links?.outcome).toBe("failed");
    expect(links?.findings).toEqual([
      { path: ["body"], outcome: "failed", code: "tooManyLinks", values: { count: 2001, maximum: MAX_CHECKED_LINKS } },
    ]);
    const refused = await submit(draft.cookie, draft.id);
    expect(refused.status).toBe(422);
    // (2,000 links do not fit in one text's limit either: that is refused beside it.)
    expect(refused.json.error?.items?.body).toContain(
      `This draft has 2001 links; the automatic check covers up to ${MAX_CHECKED_LINKS}. Please remove some (no link has been checked yet).`,
    );
    expect(hits).toEqual([]);
  });

  it("fetches nothing while a cheap check fails (a name over its limit)", async () => {
    const draft = await draftOf({ ...submittable(linksBody(5)), name: "長".repeat(200) });
    hits.length = 0;
    const report = (await runChecks(draft.cookie, draft.id)).json as unknown as TPreCheckReport;
    expect(report.outcome).toBe("failed");
    expect(report.results.find((result) => result.rule === "links")?.findings.map((f) => f.code)).toEqual([
      "linksNotChecked",
    ]);
    expect((await submit(draft.cookie, draft.id)).status).toBe(422);
    expect(hits).toEqual([]);
  });
});

describe("drafts: quota and paged lists", () => {
  it(`opens at most ${MAX_OPEN_NEW_APP_DRAFTS} new apps' drafts per provider`, async () => {
    const owner = await signedInProvider();
    await db.insert(draftApps).values(
      Array.from({ length: MAX_OPEN_NEW_APP_DRAFTS - 1 }, (_, i) => ({
        appProviderId: owner.id,
        name: `枠${i}`,
        code: "",
        content: minimalDraftContent(`枠${i}`, ""),
      })),
    );
    const last = await createDraftApp(db, owner.principal, { content: { name: "最後の枠" } }, EN);
    expect(last.name).toBe("最後の枠");
    await expect(createDraftApp(db, owner.principal, { content: { name: "超過" } }, EN)).rejects.toMatchObject({
      code: "UNPROCESSABLE",
      userMessage: { key: "draftApi.errors.draftQuota", values: { maximum: MAX_OPEN_NEW_APP_DRAFTS } },
    });
    // A draft of an existing app is not a new app's: it still opens.
    const app = await seedApp(db, {
      appProviderId: owner.id,
      code: `quota-app-${owner.id}`,
      name: "既存アプリ",
      integrationType: "connect",
    });
    await expect(createDraftApp(db, owner.principal, { appId: app.id }, EN)).resolves.toMatchObject({ appId: app.id });
  });

  it("pages GET …/draft_apps and the own-app list through 1,000 drafts", async () => {
    const owner = await signedInProvider();
    const body = `<p>${"説明文".repeat(1500)}</p>`;
    await db.insert(draftApps).values(
      Array.from({ length: 1000 }, (_, i) => ({
        appProviderId: owner.id,
        name: `大量${i}`,
        code: `bulk-${owner.id}-${i}`,
        content: { ...minimalDraftContent(`大量${i}`, `bulk-${owner.id}-${i}`), body },
        updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      })),
    );
    const first = await call(routes.drafts.GET, DRAFTS, { cookie: owner.cookie });
    const page = first.json as unknown as TDraftAppPage;
    const pages = Math.ceil(1000 / OWN_LIST_PER_PAGE);
    expect(page.pagination).toEqual({ count: 1000, page: 1, pages, limit: OWN_LIST_PER_PAGE });
    expect(page.data.map((draft) => draft.name).slice(0, 2)).toEqual(["大量999", "大量998"]);
    const later = await call(routes.drafts.GET, `${DRAFTS}?page=3&limit=100`, { cookie: owner.cookie });
    const laterPage = later.json as unknown as TDraftAppPage;
    expect(laterPage.pagination).toMatchObject({ page: 3, pages: 10, limit: 100 });
    expect(laterPage.data[0]?.name).toBe("大量799");
    expect((await call(routes.drafts.GET, `${DRAFTS}?limit=101`, { cookie: owner.cookie })).status).toBe(400);

    const list = await call(routes.apps.GET, `/api/developers/apps?draftsPage=${pages}`, { cookie: owner.cookie });
    const own = list.json as unknown as TOwnAppList;
    expect(own.draftAppsPagination).toEqual({ count: 1000, page: pages, pages, limit: OWN_LIST_PER_PAGE });
    expect(own.draftApps.at(-1)?.name).toBe("大量0");
    const pageOne = await getOwnAppList(db, owner.principal);
    expect(pageOne.draftApps).toHaveLength(OWN_LIST_PER_PAGE);
    // For the closing note: what one answer weighs now with 1,000 drafts.
    console.info(`1,000 drafts: GET draft_apps ${first.bytes} B, GET /api/developers/apps ${list.bytes} B`);
    expect(first.bytes).toBeLessThan(1_000_000);
  });
});

describe("app codes", () => {
  it("leaves one holder of a code under 20 concurrent creates by 20 providers", async () => {
    // Straight to the use case: through the route, the address's limit would refuse most of them first.
    const owners = await Promise.all(Array.from({ length: 20 }, () => signedInProvider()));
    const answers = await Promise.allSettled(
      owners.map((owner) =>
        createDraftApp(db, owner.principal, { content: { name: "同じコード", code: "contested-code" } }, EN),
      ),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status === "rejected")) {
      expect(refused.reason).toMatchObject({
        code: "UNPROCESSABLE",
        items: { code: ["This code cannot be used. Please choose another one."] },
      });
    }
    const holders = await db.select({ id: draftApps.id }).from(draftApps).where(eq(draftApps.code, "contested-code"));
    expect(holders).toHaveLength(1);
  });

  it("answers one message for an app's code, released or not, and for another's draft", async () => {
    const other = await signedInProvider();
    await seedApp(db, {
      appProviderId: other.id,
      code: "unreleased-code",
      name: "未公開",
      integrationType: "connect",
      status: "draft",
    });
    await seedApp(db, {
      appProviderId: other.id,
      code: "released-code",
      name: "公開中",
      integrationType: "connect",
      status: "published",
    });
    expect((await createDraft(other.cookie, { name: "先取り", code: "drafted-code" })).status).toBe(201);
    const me = await signedInProvider();
    const messages = [];
    for (const code of ["unreleased-code", "released-code", "drafted-code"]) {
      const refused = await createDraft(me.cookie, { name: "後から", code });
      expect(refused.status).toBe(422);
      messages.push(refused.json.error?.items?.code);
    }
    expect(new Set(messages.map((m) => JSON.stringify(m))).size).toBe(1);
  });

  it("frees a code held by a draft unsaved for 30 days; the old draft must then pick another", async () => {
    const squatter = await signedInProvider();
    const held = await createDraft(squatter.cookie, { name: "放置", code: "lapsing-code" });
    const draft = held.json as unknown as TDraftApp;
    const me = await signedInProvider();
    expect((await createDraft(me.cookie, { name: "欲しい", code: "lapsing-code" })).status).toBe(422);

    await db
      .update(draftApps)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(draftApps.id, draft.id));
    expect((await createDraft(me.cookie, { name: "欲しい", code: "lapsing-code" })).status).toBe(201);

    // The old draft keeps its content; its next save is refused at the code until it picks another.
    const save = (content: object) =>
      call(routes.draft.PATCH, `${DRAFTS}/${draft.id}`, {
        method: "PATCH",
        cookie: squatter.cookie,
        json: { version: draft.version, content },
        id: draft.id,
      });
    const refused = await save({ title: "続き" });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.items?.code).toEqual(["This code cannot be used. Please choose another one."]);
    expect((await save({ title: "続き", code: "another-code" })).status).toBe(200);
  });
});
