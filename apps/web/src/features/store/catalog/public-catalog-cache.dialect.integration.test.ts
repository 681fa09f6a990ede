// The public JSON API reads through the process's cache (server/public/public-reads.ts), through the real
// route handlers: what the operator console changes shows at once (approve, status change), what
// is scheduled shows when its time comes without anyone invalidating, and an installation's kept
// count shows within the cache's 60 s. The clock is the system time, moved by the test. On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { insertInstallations } from "@store/db/queries/installations";
import { apps } from "@store/db/schema/index";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedDraftApp } from "@store/db/seed/drafts";
import { seedAddon } from "@store/db/seed/providers";
import { seedTenant } from "@store/db/seed/tenants";
import { emptyAppContent, emptyIntegration } from "@store/domain/schemas/app-content";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3992";
const SECOND = 1000;

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// The router cache Next drops beside ours needs a Next request; the tagged cache is the real one.
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { publicCache } = await import("@/server/public/public-reads");
const routes = {
  list: await import("@/app/api/apps/route"),
  detail: await import("@/app/api/apps/[code]/route"),
  specials: await import("@/app/api/specials/route"),
  pickUp: await import("@/app/api/ops/change_requests/[id]/pick_up/route"),
  decision: await import("@/app/api/ops/change_requests/[id]/decision/route"),
  status: await import("@/app/api/ops/apps/[id]/status/route"),
  editorial: await import("@/app/api/ops/editorial/[kind]/route"),
  publication: await import("@/app/api/ops/editorial/[kind]/[id]/publication/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let handle: TDbHandle;
let db: TDb;
let operatorCookie = "";
let providerId = 0;
let serial = 0;

async function call(handler: THandler, path: string, init: { json?: unknown; params?: Record<string, string> } = {}) {
  const headers = new Headers({ origin: STORE, cookie: operatorCookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.json === undefined ? "GET" : "POST",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

type TListed = { code: string; title: string; installedCount: number };
const listed = async () => ((await call(routes.list.GET, "/api/apps?perPage=100")).json.data as TListed[]) ?? [];
const listedCodes = async () => (await listed()).map((app) => app.code);
const detail = (code: string) => call(routes.detail.GET, `/api/apps/${code}`, { params: { code } });

async function approve(draftId: number, extra: Record<string, unknown> = {}) {
  const picked = await call(routes.pickUp.POST, `/api/ops/change_requests/${draftId}/pick_up`, {
    json: {},
    params: { id: String(draftId) },
  });
  expect(picked.status).toBe(200);
  const decided = await call(routes.decision.POST, `/api/ops/change_requests/${draftId}/decision`, {
    json: { decision: "approve", version: picked.json.version, ...extra },
    params: { id: String(draftId) },
  });
  expect(decided.status).toBe(200);
}

function newCode() {
  serial += 1;
  return `cached-app-${serial}`;
}

/** An app written straight into the database, as by a seed: it shows once the cache forgets the list. */
async function publishedApp(title = "最初の見出し") {
  const code = newCode();
  // What the listing gate (issue 27) needs of an add-on when an operator approves its change.
  const addon = { addonKey: `ad_${code}`, addonUrl: `https://addons.cache.example/${code}` };
  await seedAddon(db, { appProviderId: providerId, name: code, ...addon });
  const app = await seedApp(db, {
    appProviderId: providerId,
    code,
    name: `キャッシュ${serial}`,
    title,
    integrationType: "install",
    integration: { ...emptyIntegration(), addonKey: addon.addonKey },
  });
  publicCache().invalidate(["apps"]);
  return app;
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  providerId = (await seedProviderWithUser(db, { name: "キャッシュ試験株式会社", email: "info@cache.example" }))
    .provider.id;
  const operator = await seedOperator(db, { name: "審査 花子", email: "ops@cache.example", passwordHash: "x" });
  const session = await openAccountSession(db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  operatorCookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
});

afterAll(async () => {
  await handle?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe(`the public cache on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  it("shows a new app the operator approves in the list and at its address at once", async () => {
    const code = newCode();
    expect(await listedCodes()).not.toContain(code);
    expect((await detail(code)).status).toBe(404);
    const draft = await seedDraftApp(db, {
      appProviderId: providerId,
      appId: null,
      content: {
        ...emptyAppContent(),
        code,
        name: "承認される新しいアプリ",
        title: "新しいアプリ",
        integrationType: "suite_option",
      },
      changeRequestStatus: "pending",
      notificationEmail: "notify@cache.example",
      submittedAt: new Date(),
    });

    await approve(draft.id, { status: "published" });

    expect(await listedCodes()).toContain(code);
    expect((await detail(code)).json).toMatchObject({ code, name: "承認される新しいアプリ", status: "published" });
  });

  it("shows an approved change of an app in the list and the detail at once", async () => {
    const app = await publishedApp("旧い見出し");
    expect((await listed()).find((listedApp) => listedApp.code === app.code)?.title).toBe("旧い見出し");
    expect((await detail(app.code)).json.title).toBe("旧い見出し");
    const draft = await seedDraftApp(db, {
      appProviderId: providerId,
      appId: app.id,
      content: { ...app.content, title: "新しい見出し" },
      changeRequestStatus: "pending",
      notificationEmail: "notify@cache.example",
      submittedAt: new Date(),
    });

    await approve(draft.id);

    expect((await listed()).find((listedApp) => listedApp.code === app.code)?.title).toBe("新しい見出し");
    expect((await detail(app.code)).json.title).toBe("新しい見出し");
  });

  it("hides an app the operator archives from the list and its address at once", async () => {
    const app = await publishedApp();
    expect(await listedCodes()).toContain(app.code);
    expect((await detail(app.code)).status).toBe(200);

    const changed = await call(routes.status.POST, `/api/ops/apps/${app.id}/status`, {
      json: { status: "archived", from: "published", reason: "提供終了のため" },
      params: { id: String(app.id) },
    });
    expect(changed.status).toBe(200);

    expect(await listedCodes()).not.toContain(app.code);
    expect((await detail(app.code)).status).toBe(404);
  });

  it("shows a special scheduled for a time as that time passes, with nobody invalidating", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const at = new Date(start + 30 * SECOND);
    // Scheduled through the console, as an operator does.
    const created = await call(routes.editorial.POST, "/api/ops/editorial/specials", {
      json: { title: "予約された特集", description: "説明", body: "", heroImageUrl: null, appIds: [] },
      params: { kind: "specials" },
    });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    const scheduled = await call(routes.publication.POST, `/api/ops/editorial/specials/${id}/publication`, {
      json: { publishedAt: at.toISOString() },
      params: { kind: "specials", id },
    });
    expect(scheduled.status).toBe(200);
    const titles = async () =>
      ((await call(routes.specials.GET, "/api/specials")).json.data as { title: string }[]).map((s) => s.title);

    expect(await titles()).not.toContain("予約された特集");
    vi.setSystemTime(at.getTime() - 1);
    expect(await titles()).not.toContain("予約された特集");
    // 30 s after the first read: its 60 s have not passed, the scheduled time has.
    vi.setSystemTime(at);
    expect(await titles()).toContain("予約された特集");
  });

  it("keeps an installation's count on the app row in its transaction; the list shows it within 60 s", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const app = await publishedApp();
    const count = async () => (await listed()).find((listedApp) => listedApp.code === app.code)?.installedCount;
    expect(await count()).toBe(0);
    const tenant = await seedTenant(db, { id: "tenant-cache", subdomain: "cache", name: "キャッシュ社" });

    const inTransaction = await db.transaction(async (tx) => {
      await insertInstallations(tx, {
        tenantId: tenant.id,
        installedBy: "u-1",
        rows: [{ appId: app.id, addonId: null }],
      });
      const [row] = await tx.select({ installedCount: apps.installedCount }).from(apps).where(eq(apps.id, app.id));
      return row?.installedCount;
    });
    expect(inTransaction).toBe(1);

    // An install does not invalidate: counts may lag, up to the cache's 60 s.
    expect(await count()).toBe(0);
    vi.setSystemTime(start + 60 * SECOND);
    expect(await count()).toBe(1);
  });
});
