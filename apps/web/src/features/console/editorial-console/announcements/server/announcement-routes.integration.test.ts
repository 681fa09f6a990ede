// The console's announcements to providers through the real route handlers: create (the body
// reduced to the store's rich-text policy), edit, publish now or later, unpublish, delete while
// unpublished (409 after). Providers see an announcement on their home only once it is published,
// and no longer once it is unpublished. Every change leaves one audit row with before and after.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { seedOperator } from "@store/db/seed/accounts";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOpsProviderAnnouncement, TOpsProviderAnnouncementList } from "@store/domain/schemas/editorial";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3997";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { listAnnouncements } = await import("@/features/portal/developer-portal/server/list-announcements");
const { findAnnouncement } = await import("@/features/portal/developer-portal/server/find-announcement");
const routes = {
  list: await import("@/app/api/ops/editorial/announcements/route"),
  one: await import("@/app/api/ops/editorial/announcements/[id]/route"),
  publication: await import("@/app/api/ops/editorial/announcements/[id]/publication/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TAnswer<T> = {
  status: number;
  json: T & { error?: { message: string; items?: Record<string, string[]>; details?: { current?: unknown } } };
};

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let provider: TProviderPrincipal;

async function call<T = TOpsProviderAnnouncement>(
  handler: THandler,
  path: string,
  init: { method?: string; json?: unknown; id?: number; cookie?: string | null } = {},
): Promise<TAnswer<T>> {
  const headers = new Headers({ origin: STORE, "accept-language": "ja" });
  const sent = init.cookie === undefined ? cookie : init.cookie;
  if (sent) headers.set("cookie", sent);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const params: Record<string, string> = init.id === undefined ? {} : { id: String(init.id) };
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const API = "/api/ops/editorial/announcements";

async function create(title: string): Promise<TOpsProviderAnnouncement> {
  const created = await call(routes.list.POST, API, {
    method: "POST",
    json: { title, body: `<p>${title}の本文</p><script>alert(1)</script><p onclick="x()">続き</p>` },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json;
}

const publish = (id: number, publishAt?: string) =>
  call(routes.publication.POST, `${API}/${id}/publication`, {
    method: "POST",
    id,
    json: publishAt ? { publishAt } : {},
  });
const unpublish = (id: number) => call(routes.publication.DELETE, `${API}/${id}/publication`, { method: "DELETE", id });
const providerSees = async (id: number) =>
  (await listAnnouncements(db, provider)).announcements.some((a) => a.id === id);
const auditOf = async (id: number) =>
  (await listAuditEvents(db, { subjectType: "providerAnnouncement", subjectId: String(id) })).events;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  const operator = await seedOperator(db, { name: "運営 花子", email: "ops@announce.example", passwordHash: "x" });
  const session = await openAccountSession(db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
  provider = (await seedProviderWithUser(db, { name: "お知らせを読む会社" })).principal;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

describe("the console's announcements API", () => {
  it("refuses callers without an operator session", async () => {
    expect((await call(routes.list.GET, API, { cookie: null })).status).toBe(401);
    const refused = await call(routes.list.POST, API, {
      method: "POST",
      cookie: null,
      json: { title: "x", body: "y" },
    });
    expect(refused.status).toBe(401);
  });

  it("creates a sanitised draft that providers do not see, with an audit row", async () => {
    const draft = await create("メンテナンスのお知らせ");
    expect(draft).toMatchObject({ state: "draft", publishedAt: null });
    expect(draft.body).toBe("<p>メンテナンスのお知らせの本文</p><p>続き</p>");
    expect(await providerSees(draft.id)).toBe(false);
    await expect(findAnnouncement(db, draft.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [created] = await auditOf(draft.id);
    expect(created).toMatchObject({ action: "editorial.create", before: null });
    expect(created?.after).toMatchObject({ title: "メンテナンスのお知らせ", publishedAt: null });
  });

  it("answers 422 per field for a malformed body and 404 for an unknown id", async () => {
    const bad = await call(routes.list.POST, API, { method: "POST", json: { title: " ", body: "" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error?.items ?? {}).sort()).toEqual(["body", "title"]);
    expect((await call(routes.one.GET, `${API}/999999`, { id: 999_999 })).status).toBe(404);
    expect((await publish(999_999)).status).toBe(404);
  });

  it("publishes now: providers see it, unread, at once; unpublished, it is gone again", async () => {
    revalidatePath.mockClear();
    const draft = await create("新機能のお知らせ");
    const published = await publish(draft.id);
    expect(published.status).toBe(200);
    expect(published.json.state).toBe("published");
    expect(revalidatePath).toHaveBeenCalled();
    const home = await listAnnouncements(db, provider);
    expect(home.announcements.find((a) => a.id === draft.id)).toMatchObject({
      title: "新機能のお知らせ",
      unread: true,
    });
    expect((await findAnnouncement(db, draft.id)).bodyHtml).toBe("<p>新機能のお知らせの本文</p><p>続き</p>");

    const unpublished = await unpublish(draft.id);
    expect(unpublished.json).toMatchObject({ state: "draft", publishedAt: null });
    expect(await providerSees(draft.id)).toBe(false);
    expect((await auditOf(draft.id)).map((e) => e.action)).toEqual([
      "editorial.unpublish",
      "editorial.publish",
      "editorial.create",
    ]);
  });

  it("schedules for later: not shown until its time comes", async () => {
    const draft = await create("予定のお知らせ");
    const later = new Date(Date.now() + 3_600_000);
    const scheduled = await publish(draft.id, later.toISOString());
    expect(scheduled.json).toMatchObject({ state: "scheduled", publishedAt: later.toISOString() });
    expect(await providerSees(draft.id)).toBe(false);
    const then = await listAnnouncements(db, provider, new Date(later.getTime() + 1000));
    expect(then.announcements.some((a) => a.id === draft.id)).toBe(true);
    const list = await call<TOpsProviderAnnouncementList>(routes.list.GET, API);
    expect(list.json.data.find((a) => a.id === draft.id)?.state).toBe("scheduled");
  });

  it("edits title and body in any state, recording before and after", async () => {
    const draft = await create("誤字のあるお知らせ");
    await publish(draft.id);
    const saved = await call(routes.one.PATCH, `${API}/${draft.id}`, {
      method: "PATCH",
      id: draft.id,
      json: { title: "直したお知らせ", body: '<p>直した本文 <a href="https://example.com">詳細</a></p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ title: "直したお知らせ", state: "published" });
    expect((await findAnnouncement(db, draft.id)).title).toBe("直したお知らせ");
    const [updated] = await auditOf(draft.id);
    expect(updated).toMatchObject({ action: "editorial.update" });
    expect(updated?.before).toMatchObject({ title: "誤字のあるお知らせ" });
    expect(updated?.after).toMatchObject({ title: "直したお知らせ" });
  });

  it("deletes only while unpublished: 409 once published or scheduled", async () => {
    const live = await create("消せないお知らせ");
    await publish(live.id);
    const refused = await call(routes.one.DELETE, `${API}/${live.id}`, { method: "DELETE", id: live.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toBe(
      "公開中または公開予約のお知らせは削除できません。先に非公開にしてください。",
    );
    expect(await providerSees(live.id)).toBe(true);

    const draft = await create("消すお知らせ");
    const deleted = await call(routes.one.DELETE, `${API}/${draft.id}`, { method: "DELETE", id: draft.id });
    expect(deleted.status).toBe(204);
    expect((await call(routes.one.GET, `${API}/${draft.id}`, { id: draft.id })).status).toBe(404);
    expect((await auditOf(draft.id)).map((e) => e.action)).toEqual(["editorial.delete", "editorial.create"]);
  });
});
