// The console's editorial API through the real route handlers, for every kind: create (unpublished),
// edit, publish now, schedule, unpublish, delete, reorder; one audit row per change with before and
// after; and what the public queries show at each moment, a campaign only inside its period. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDb, TDbHandle } from "@store/db/client";
import { findPickupLinks, findTopLinks } from "@store/db/queries/links";
import { findNewsPage } from "@store/db/queries/news";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider } from "@store/db/seed/providers";
import { LOCALE_COOKIE } from "@store/domain/locales";
import type { TEditorialContentKind } from "@store/domain/schemas/editorial";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const invalidated = vi.hoisted(() => vi.fn());
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: invalidated }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("MEDIA_DIR", mkdtempSync(path.join(tmpdir(), "editorial-media-")));
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { readEditorialItem } = await import("./editorial-item-answer");
const { listSpecials } = await import("@/features/store/editorial/server/list-specials");
const { getSpecial } = await import("@/features/store/editorial/server/get-special");
const { listRunningCampaigns } = await import("@/features/store/editorial/server/list-campaigns");
const { listCases } = await import("@/features/store/editorial/server/list-cases");
const publicRoutes = {
  special: await import("@/app/api/specials/[id]/route"),
  cases: await import("@/app/api/cases/route"),
};
const routes = {
  collection: await import("@/app/api/ops/editorial/[kind]/route"),
  item: await import("@/app/api/ops/editorial/[kind]/[id]/route"),
  publication: await import("@/app/api/ops/editorial/[kind]/[id]/publication/route"),
  position: await import("@/app/api/ops/editorial/[kind]/[id]/position/route"),
  images: await import("@/app/api/ops/editorial/images/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TAnswer = { status: number; json: Record<string, unknown> & { error?: { items?: Record<string, string[]> } } };

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let operatorId = 0;
const appIds: number[] = [];

async function call(
  handler: THandler,
  path: string,
  init: { method?: string; json?: unknown; params?: Record<string, string>; cookie?: string | null } = {},
): Promise<TAnswer> {
  const headers = new Headers({ origin: STORE, "accept-language": "en-US" });
  const sent = init.cookie === undefined ? cookie : init.cookie;
  if (sent) headers.set("cookie", sent);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}${path}`, {
    method: init.method ?? "POST",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const create = (kind: TEditorialContentKind, json: unknown) =>
  call(routes.collection.POST, `/api/ops/editorial/${kind}`, { json, params: { kind } });
const edit = (kind: TEditorialContentKind, id: number, json: unknown) =>
  call(routes.item.PATCH, `/api/ops/editorial/${kind}/${id}`, { method: "PATCH", json, params: { kind, id: `${id}` } });
const remove = (kind: TEditorialContentKind, id: number) =>
  call(routes.item.DELETE, `/api/ops/editorial/${kind}/${id}`, { method: "DELETE", params: { kind, id: `${id}` } });
const publish = (kind: TEditorialContentKind, id: number, publishedAt: string | null) =>
  call(routes.publication.POST, `/api/ops/editorial/${kind}/${id}/publication`, {
    json: { publishedAt },
    params: { kind, id: `${id}` },
  });
const move = (kind: TEditorialContentKind, id: number, direction: "up" | "down") =>
  call(routes.position.POST, `/api/ops/editorial/${kind}/${id}/position`, {
    json: { direction },
    params: { kind, id: `${id}` },
  });

async function auditRows(subjectId: number, subjectType: string) {
  const result = await db.execute(
    sql`select action, before, after from audit_events where subject_type = ${subjectType} and subject_id = ${String(subjectId)} and operator_id = ${operatorId} order by id`,
  );
  return (result as unknown as { rows: { action: string; before: unknown; after: unknown }[] }).rows;
}

/** The titles (or alternative texts) the public store shows for a kind at `now`. */
async function publicTitles(kind: TEditorialContentKind, now: Date): Promise<string[]> {
  switch (kind) {
    case "specials":
      return (await listSpecials(db, { now })).map((s) => s.title);
    case "campaigns":
      return (await listRunningCampaigns(db, { now })).map((c) => c.title);
    case "cases":
      return (await listCases(db, { now })).map((c) => c.title);
    case "news":
      return (await findNewsPage(db, { page: 1, limit: 100, now })).rows.map((n) => n.title);
    case "pickups":
      return (await findPickupLinks(db, { now })).map((l) => l.alt);
    case "top_links":
      return (await findTopLinks(db, { now })).map((l) => l.alt);
  }
}

const HOUR = 3_600_000;

/** A valid body per kind, its headline unique to the test; `title` is the alt text of banners. */
function bodyOf(kind: TEditorialContentKind, title: string): Record<string, unknown> {
  switch (kind) {
    case "specials":
      return { title, description: "説明", body: "<p>本文</p>", heroImageUrl: null, appIds: [appIds[1], appIds[0]] };
    case "campaigns":
      return {
        title,
        description: "説明",
        benefits: "初月無料",
        conditions: "新規のみ",
        imageUrl: "/img/campaigns/a.svg",
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
        appIds: [appIds[0]],
      };
    case "cases":
      return {
        companyName: "株式会社テスト",
        companySize: "100名",
        industry: "製造",
        title,
        summary: "概要",
        body: "<p>物語</p>",
        imageUrl: null,
        appIds: [appIds[0]],
      };
    case "news":
      return { title, bodyContent: "<p>お知らせ</p>", categories: ["機能"] };
    default:
      return { linkUrl: "/specials", imageUrl: "/img/banners/a.svg", alt: title };
  }
}

const SUBJECT: Record<TEditorialContentKind, string> = {
  specials: "special",
  campaigns: "campaign",
  cases: "case",
  news: "news",
  pickups: "pickupLink",
  top_links: "topLink",
};

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  const operator = await seedOperator(db, {
    name: "編集 担当",
    email: "editor@ops.test",
    password: "ops passphrase 2026",
  });
  operatorId = operator.id;
  const { token } = await openAccountSession(db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "vitest",
    ipAddress: null,
  });
  cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${token}`;
  const provider = await seedProvider(db, { name: "編集テスト社", email: "info@editorial.test" });
  for (const code of ["ed-app-a", "ed-app-b"]) {
    const app = await seedApp(db, {
      appProviderId: provider.id,
      code,
      name: `編集 ${code}`,
      integrationType: "connect",
    });
    appIds.push(app.id);
  }
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(() => {
  invalidated.mockClear();
});

describe.each(["specials", "campaigns", "cases", "news", "pickups", "top_links"] as const)(
  "the console's %s",
  (kind) => {
    it("creates unpublished, then edits, publishes, schedules, unpublishes and deletes, each audited", async () => {
      const title = `${kind} ${Math.random().toString(36).slice(2, 8)}`;
      const created = await create(kind, bodyOf(kind, title));
      expect(created.status).toBe(201);
      expect(created.json.publishedAt).toBeNull();
      const id = created.json.id as number;
      expect(await publicTitles(kind, new Date())).not.toContain(title);

      const edited = `${title} 改`;
      const saved = await edit(kind, id, bodyOf(kind, edited));
      expect(saved.status).toBe(200);
      expect(await publicTitles(kind, new Date())).not.toContain(edited);

      expect((await publish(kind, id, "now")).status).toBe(200);
      expect(await publicTitles(kind, new Date())).toContain(edited);
      expect(invalidated).toHaveBeenCalledWith([`editorial:${kind}`]);

      const later = new Date(Date.now() + 2 * HOUR);
      const scheduled = await publish(kind, id, later.toISOString());
      expect(scheduled.json.publishedAt).toBe(later.toISOString());
      expect(await publicTitles(kind, new Date())).not.toContain(edited);
      expect(await publicTitles(kind, new Date(later.getTime() + 1000))).toContain(edited);

      expect((await publish(kind, id, null)).json.publishedAt).toBeNull();
      expect(await publicTitles(kind, new Date(later.getTime() + 1000))).not.toContain(edited);

      expect((await remove(kind, id)).status).toBe(204);
      expect((await edit(kind, id, bodyOf(kind, edited))).status).toBe(404);

      const rows = await auditRows(id, SUBJECT[kind]);
      expect(rows.map((row) => row.action)).toEqual([
        "editorial.create",
        "editorial.update",
        "editorial.publish",
        "editorial.publish",
        "editorial.unpublish",
        "editorial.delete",
      ]);
      const headline = kind === "pickups" || kind === "top_links" ? "alt" : "title";
      expect(rows[1]?.before).toMatchObject({ [headline]: title });
      expect(rows[1]?.after).toMatchObject({ [headline]: edited });
      expect(rows[2]?.before).toEqual({ publishedAt: null });
      expect(rows[5]?.before).toMatchObject({ id, [headline]: edited });
    });

    it("refuses a body that is not the kind's with 422 per field and changes nothing", async () => {
      const before = await auditRows(0, SUBJECT[kind]);
      const answer = await create(kind, {});
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.json.error?.items ?? {}).length).toBeGreaterThan(0);
      expect(await auditRows(0, SUBJECT[kind])).toEqual(before);
    });
  },
);

describe("campaigns in time", () => {
  it("show only while published and between their start (inclusive) and end (exclusive), decided per request", async () => {
    const start = new Date(Date.now() + 60_000);
    const end = new Date(start.getTime() + 24 * HOUR);
    const title = "一分後に始まるキャンペーン";
    const created = await create("campaigns", {
      ...bodyOf("campaigns", title),
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    const id = created.json.id as number;
    expect(await publicTitles("campaigns", start)).not.toContain(title);
    await publish("campaigns", id, "now");
    expect(await publicTitles("campaigns", new Date())).not.toContain(title);
    expect(await publicTitles("campaigns", start)).toContain(title);
    expect(await publicTitles("campaigns", new Date(end.getTime() - 1))).toContain(title);
    expect(await publicTitles("campaigns", end)).not.toContain(title);
  });

  it("refuse an end before the start, naming endsAt", async () => {
    const answer = await create("campaigns", {
      ...bodyOf("campaigns", "逆の期間"),
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date().toISOString(),
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error?.items?.endsAt).toEqual(["The end must come after the start."]);
  });
});

describe("specials", () => {
  it("keep their apps in the editor's order and their body sanitised", async () => {
    const created = await create("specials", {
      ...bodyOf("specials", "順番の特集"),
      body: '<p onclick="x()">本文</p><script>alert(1)</script>',
    });
    const id = created.json.id as number;
    expect(created.json.appIds).toEqual([appIds[1], appIds[0]]);
    expect(created.json.body).toBe("<p>本文</p>");
    await publish("specials", id, "now");
    const special = await getSpecial(db, { id, now: new Date() });
    expect(special?.apps.map((app) => app.id)).toEqual([appIds[1], appIds[0]]);
  });
});

describe("versions in other languages (issue 31)", () => {
  /** The public API as a viewer of `locale` reads it (their language cookie). */
  const read = (handler: THandler, path: string, locale: string, params: Record<string, string> = {}) =>
    call(handler, path, { method: "GET", cookie: `${LOCALE_COOKIE}=${locale}`, params });

  it("are saved with the item, audited, and read by that language's viewers only", async () => {
    const created = await create("specials", bodyOf("specials", "春の特集・翻訳"));
    const id = created.json.id as number;
    const english = { title: "Spring picks", body: "<p>Read <script>alert(1)</script>this</p>" };
    const saved = await edit("specials", id, {
      ...bodyOf("specials", "春の特集・翻訳"),
      translations: { "en-us": english, vi: { title: "", description: "" } },
    });
    expect(saved.status).toBe(200);
    // Kept as the Japanese body is kept (sanitised); an empty version is no version.
    expect(saved.json.translations).toEqual({ "en-us": { title: "Spring picks", body: "<p>Read this</p>" } });
    expect((await publish("specials", id, "now")).status).toBe(200);
    const audit = await auditRows(id, "special");
    expect(audit.find((row) => row.action === "editorial.update")?.after).toMatchObject({
      translations: { "en-us": { title: "Spring picks" } },
    });

    const en = await read(publicRoutes.special.GET, `/api/specials/${id}`, "en-us", { id: `${id}` });
    expect(en.json).toMatchObject({
      title: "Spring picks",
      description: "説明",
      body: "<p>Read this</p>",
      contentLocale: "en-us",
    });
    expect(en.json).not.toHaveProperty("translations");
    const vi = await read(publicRoutes.special.GET, `/api/specials/${id}`, "vi", { id: `${id}` });
    expect(vi.json).toMatchObject({ title: "春の特集・翻訳", contentLocale: "ja" });
  });

  it("are refused at the field a version misses, the language shown, nothing saved", async () => {
    const created = await create("cases", {
      ...bodyOf("cases", "導入事例・翻訳"),
      translations: { ko: { title: "도입 사례", industry: "제조" } },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const refused = await edit("cases", id, {
      ...bodyOf("cases", "導入事例・翻訳"),
      translations: { ko: { summary: "요약" }, "en-us": { title: "x".repeat(201) } },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.error?.items ?? {}).sort()).toEqual([
      "translations.en-us.title",
      "translations.ko.title",
    ]);
    expect(refused.json.error?.items?.["translations.ko.title"]).toEqual(["Give this language’s version a title."]);
    const kept = await readEditorialItem(db, "cases", id);
    expect(kept?.translations).toEqual({ ko: { title: "도입 사례", industry: "제조" } });
  });
});

describe("reordering", () => {
  it("moves a pick-up banner one step up or down the public order, audited, and stops at the ends", async () => {
    await db.execute(sql`delete from links where kind = 'pickups'`);
    const ids: number[] = [];
    for (const alt of ["一", "二", "三"]) {
      const created = await create("pickups", bodyOf("pickups", alt));
      ids.push(created.json.id as number);
      await publish("pickups", created.json.id as number, "now");
    }
    const order = async () => (await findPickupLinks(db, { now: new Date() })).map((l) => l.alt);
    expect(await order()).toEqual(["一", "二", "三"]);
    expect((await move("pickups", ids[2] as number, "up")).status).toBe(200);
    expect(await order()).toEqual(["一", "三", "二"]);
    expect((await move("pickups", ids[0] as number, "up")).status).toBe(200);
    expect(await order()).toEqual(["一", "三", "二"]);
    expect((await move("pickups", ids[0] as number, "down")).status).toBe(200);
    expect(await order()).toEqual(["三", "一", "二"]);
    const rows = await auditRows(ids[2] as number, "pickupLink");
    expect(rows.at(-1)).toMatchObject({ action: "editorial.update", before: { position: 2 }, after: { position: 1 } });
  });

  it("is refused for kinds ordered by their dates", async () => {
    const created = await create("news", bodyOf("news", "並べ替えない"));
    const answer = await move("news", created.json.id as number, "up");
    expect(answer.status).toBe(400);
  });
});

describe("who may", () => {
  it("refuses a caller without an operator session (401) and an unknown kind (400) or id (404)", async () => {
    const visitor = await call(routes.collection.POST, "/api/ops/editorial/news", {
      json: bodyOf("news", "x"),
      params: { kind: "news" },
      cookie: null,
    });
    expect(visitor.status).toBe(401);
    const unknown = await call(routes.collection.POST, "/api/ops/editorial/terms", {
      json: {},
      params: { kind: "terms" },
    });
    expect(unknown.status).toBe(400);
    expect((await publish("news", 2_000_000_000, "now")).status).toBe(404);
    expect((await remove("news", 0)).status).toBe(404);
  });

  it("lets an operator upload a banner image through the providers' pipeline", async () => {
    const png = await sharp({ create: { width: 30, height: 10, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("kind", "banner");
    form.set("file", new File([new Uint8Array(png)], "banner.png", { type: "image/png" }));
    const encoded = new Request(STORE, { method: "POST", body: form });
    const request = new NextRequest(`${STORE}/api/ops/editorial/images`, {
      method: "POST",
      headers: { origin: STORE, cookie, "content-type": encoded.headers.get("content-type") ?? "" },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    const response = await routes.images.POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ kind: "banner", width: 1200, height: 400 });
  });
});
