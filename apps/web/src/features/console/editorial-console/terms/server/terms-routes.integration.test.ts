// The console's terms API through the real route handlers: an operator creates a version (its
// label unique per kind, 422 on the field), edits it while unpublished, previews it, publishes it
// now or for its effective time; a published version is never changed (409). The public reads
// (getTermsDocument) skip unpublished and not-yet-effective versions; the version it replaces
// stays readable as a past version. Every change leaves one audit row with before and after.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { TDb, TDbHandle } from "@store/db/client";
import { listAuditEvents } from "@store/db/queries/audit-events";
import { seedOperator } from "@store/db/seed/accounts";
import { seedTermsVersion } from "@store/db/seed/editorial";
import type { TOpsTermsVersion, TOpsTermsVersionList } from "@store/domain/schemas/editorial";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";

const STORE = "http://localhost:3996";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath }));

vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createTestDb } = await import("@store/db/testing/test-db");
const { localizeTerms } = await import("@store/domain/editorial-translations");
const { getTermsDocument } = await import("@/features/store/editorial/server/get-terms");
const { loadTermsPreview } = await import("@/features/console/editorial-console/server/load-terms-preview");
const routes = {
  list: await import("@/app/api/ops/editorial/terms/route"),
  one: await import("@/app/api/ops/editorial/terms/[id]/route"),
  publication: await import("@/app/api/ops/editorial/terms/[id]/publication/route"),
  markdown: await import("@/app/api/ops/editorial/terms/markdown/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TAnswer<T = Record<string, unknown>> = {
  status: number;
  json: T & { error?: { message: string; items?: Record<string, string[]>; details?: { current?: TOpsTermsVersion } } };
};

let handle: TDbHandle;
let db: TDb;
let cookie = "";
let operatorId = 0;

async function call<T = TOpsTermsVersion>(
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

const TERMS = "/api/ops/editorial/terms";
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000);

function fields(version: string, overrides: Record<string, unknown> = {}) {
  return {
    version,
    title: `パートナー規約 ${version}`,
    bodyMarkdown: `## 第1条（目的）\n\n版 ${version} の本文です。<script>alert(1)</script>\n\n### 細則\n\n- 項目`,
    effectiveAt: ago(1).toISOString(),
    ...overrides,
  };
}

async function create(kind: string, version: string, overrides: Record<string, unknown> = {}) {
  const created = await call(routes.list.POST, TERMS, {
    method: "POST",
    json: { kind, ...fields(version, overrides) },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json;
}

const publish = (id: number) => call(routes.publication.POST, `${TERMS}/${id}/publication`, { method: "POST", id });
const auditOf = (id: number) => listAuditEvents(db, { subjectType: "termsVersion", subjectId: String(id) });

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  const operator = await seedOperator(db, { name: "運営 太郎", email: "ops@terms.example", passwordHash: "x" });
  operatorId = operator.id;
  const session = await openAccountSession(db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  cookie = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
  await seedTermsVersion(db, {
    kind: "partner_terms",
    version: "2025-04-01",
    title: "パートナー規約（旧）",
    bodyMarkdown: "## 第1条\n\n旧い本文。",
    effectiveAt: new Date("2025-04-01T00:00:00+09:00"),
  });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

describe("the console's terms API", () => {
  it("refuses callers without an operator session", async () => {
    expect((await call(routes.list.GET, TERMS, { cookie: null })).status).toBe(401);
    const refused = await call(routes.list.POST, TERMS, {
      method: "POST",
      cookie: null,
      json: { kind: "terms", ...fields("x") },
    });
    expect(refused.status).toBe(401);
  });

  it("creates an unpublished version the public does not see, rendered and sanitised, with an audit row", async () => {
    const draft = await create("partner_terms", "draft-1");
    expect(draft).toMatchObject({ kind: "partner_terms", version: "draft-1", state: "draft", publishedAt: null });
    expect(draft.bodyHtml).toContain('<h2 id="第1条-目的">第1条（目的）</h2>');
    expect(draft.bodyHtml).not.toContain("<script");
    expect(draft.toc).toEqual([
      { id: "第1条-目的", text: "第1条（目的）", depth: 2 },
      { id: "細則", text: "細則", depth: 3 },
    ]);
    const publicDoc = await getTermsDocument(db, { kind: "partner_terms", now: new Date() });
    expect(publicDoc?.terms.version).toBe("2025-04-01");
    expect(publicDoc?.versions.map((v) => v.version)).toEqual(["2025-04-01"]);
    expect(await getTermsDocument(db, { kind: "partner_terms", version: "draft-1", now: new Date() })).toBeNull();

    const { events } = await auditOf(draft.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ operatorId, action: "editorial.create", before: null });
    expect(events[0]?.after).toMatchObject({ version: "draft-1", publishedAt: null });

    const list = await call<TOpsTermsVersionList>(routes.list.GET, TERMS);
    expect(list.json.data.filter((v) => v.kind === "partner_terms").map((v) => [v.version, v.state])).toEqual(
      expect.arrayContaining([
        ["draft-1", "draft"],
        ["2025-04-01", "current"],
      ]),
    );
  });

  it("keeps each kind's labels unique: 422 on the version field; another kind may use the label", async () => {
    await create("partner_terms", "dup-1");
    const taken = await call(routes.list.POST, TERMS, {
      method: "POST",
      json: { kind: "partner_terms", ...fields("dup-1") },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.error?.items?.version).toEqual(["「dup-1」はこの規約ですでに使われています。"]);
    await create("labs_terms", "dup-1");
    const other = await create("partner_terms", "dup-2");
    const renamed = await call(routes.one.PATCH, `${TERMS}/${other.id}`, {
      method: "PATCH",
      id: other.id,
      json: fields("dup-1"),
    });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.json.error?.items ?? {})).toEqual(["version"]);
  });

  it("answers 422 per field for a malformed body and 404 for an unknown id", async () => {
    const bad = await call(routes.list.POST, TERMS, {
      method: "POST",
      json: { kind: "nope", version: "a b", title: "", bodyMarkdown: "x", effectiveAt: "tomorrow" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error?.items ?? {}).sort()).toEqual(["effectiveAt", "kind", "title", "version"]);
    expect(bad.json.error?.items?.version).toEqual(["英数字で始まり、英数字と . _ - だけの名前にしてください。"]);
    expect((await call(routes.one.GET, `${TERMS}/999999`, { id: 999_999 })).status).toBe(404);
    expect((await call(routes.one.GET, `${TERMS}/abc`, { id: Number.NaN })).status).toBe(404);
  });

  it("edits an unpublished version, recording before and after", async () => {
    const draft = await create("partner_terms", "edit-1");
    const saved = await call(routes.one.PATCH, `${TERMS}/${draft.id}`, {
      method: "PATCH",
      id: draft.id,
      json: fields("edit-2", { title: "改めた題", bodyMarkdown: "## 新しい条\n\n改めた本文。" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ version: "edit-2", title: "改めた題", state: "draft" });
    expect(saved.json.toc).toEqual([{ id: "新しい条", text: "新しい条", depth: 2 }]);
    const read = await call(routes.one.GET, `${TERMS}/${draft.id}`, { id: draft.id });
    expect(read.json.bodyMarkdown).toBe("## 新しい条\n\n改めた本文。");
    const { events } = await auditOf(draft.id);
    expect(events[0]).toMatchObject({ action: "editorial.update" });
    expect(events[0]?.before).toMatchObject({ version: "edit-1" });
    expect(events[0]?.after).toMatchObject({ version: "edit-2", title: "改めた題" });
  });

  it("publishes a version effective now: it becomes current, the previous one a readable past version", async () => {
    revalidatePath.mockClear();
    const draft = await create("partner_terms", "2026-now", { title: "新しいパートナー規約" });
    const preview = await loadTermsPreview(db, draft.id);
    expect(preview?.page.document.terms.title).toBe("新しいパートナー規約");
    expect(preview?.page.document.versions.map((v) => [v.version, v.latest])).toEqual([
      ["2026-now", true],
      ["2025-04-01", false],
    ]);

    const published = await publish(draft.id);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ state: "current" });
    expect(published.json.publishedAt).not.toBeNull();
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");

    const now = new Date();
    const current = await getTermsDocument(db, { kind: "partner_terms", now });
    expect(current?.terms).toMatchObject({ version: "2026-now", title: "新しいパートナー規約" });
    expect(current?.versions.map((v) => [v.version, v.latest])).toEqual([
      ["2026-now", true],
      ["2025-04-01", false],
    ]);
    const past = await getTermsDocument(db, { kind: "partner_terms", version: "2025-04-01", now });
    expect(past?.terms).toMatchObject({ version: "2025-04-01", title: "パートナー規約（旧）" });
    expect(past?.terms.bodyHtml).toContain("旧い本文。");

    const { events } = await auditOf(draft.id);
    expect(events[0]).toMatchObject({ action: "editorial.publish" });
    expect(events[0]?.before).toMatchObject({ publishedAt: null });
    expect(events[0]?.after).toMatchObject({ publishedAt: published.json.publishedAt });
  });

  it("keeps a version per language, rendered like the Japanese one, previewed and read by its viewers", async () => {
    const draft = await create("labs_terms", "2026-en", {
      title: "ラボ規約",
      bodyMarkdown: "## 第1条\n\n日本語の本文。",
      translations: {
        "en-us": { title: "Labs terms", bodyMarkdown: "## Article 1\n\nEnglish text.<script>x</script>" },
        ko: { title: "랩 약관" },
      },
    });
    expect(draft.translations["en-us"]).toMatchObject({ title: "Labs terms" });
    expect(draft.translations["en-us"]?.bodyHtml).toContain("English text.");
    expect(draft.translations["en-us"]?.bodyHtml).not.toContain("<script");
    expect(draft.translations["en-us"]?.toc).toEqual([expect.objectContaining({ text: "Article 1", depth: 2 })]);
    // The operator's preview shows each version before and after it is published.
    const previewIn = async (locale?: "en-us" | "ko" | "vi") => {
      const preview = await loadTermsPreview(db, draft.id, new Date(), locale);
      return { locales: preview?.locales, title: preview?.page.document.terms.title, html: preview?.page.html };
    };
    expect(await previewIn()).toMatchObject({ locales: ["ja", "en-us", "ko"], title: "ラボ規約" });
    expect((await previewIn()).html).toContain("日本語の本文。");
    expect((await previewIn("en-us")).html).toContain("English text.");
    expect(await previewIn("ko")).toMatchObject({ title: "랩 약관", html: expect.stringContaining("日本語の本文。") });
    expect((await publish(draft.id)).status).toBe(200);
    expect(await previewIn("en-us")).toMatchObject({ title: "Labs terms", html: expect.stringContaining("English") });
    expect(await previewIn("vi")).toMatchObject({ locales: ["ja", "en-us", "ko"], title: "ラボ規約" });

    const document = await getTermsDocument(db, { kind: "labs_terms", now: new Date() });
    expect(localizeTerms(document?.terms ?? { translations: {} }, "en-us")).toMatchObject({
      title: "Labs terms",
      contentLocale: "en-us",
      bodyLocale: "en-us",
      toc: [expect.objectContaining({ text: "Article 1" })],
    });
    // A version with a title only reads the Japanese body under its own title, and says its body is
    // Japanese (the page then says parts of it are in Japanese only); other languages read the Japanese.
    const korean = localizeTerms(document?.terms ?? { translations: {} }, "ko") as Record<string, unknown>;
    expect(korean).toMatchObject({ title: "랩 약관", contentLocale: "ko", bodyLocale: "ja" });
    expect(korean.bodyHtml).toContain("日本語の本文。");
    expect(localizeTerms(document?.terms ?? { translations: {} }, "vi")).toMatchObject({
      title: "ラボ規約",
      contentLocale: "ja",
      bodyLocale: "ja",
    });
  });

  it("never changes a published version: edit, delete and a second publish answer 409 with it as it is", async () => {
    const draft = await create("terms", "frozen");
    expect((await publish(draft.id)).status).toBe(200);
    const before = (await auditOf(draft.id)).events.length;
    const edit = await call(routes.one.PATCH, `${TERMS}/${draft.id}`, {
      method: "PATCH",
      id: draft.id,
      json: fields("frozen", { title: "書き換え" }),
    });
    expect(edit.status).toBe(409);
    expect(edit.json.error?.message).toBe("公開済みの版は変更できません。新しい版を作ってください。");
    expect(edit.json.error?.details?.current).toMatchObject({ version: "frozen", state: "current" });
    expect((await call(routes.one.DELETE, `${TERMS}/${draft.id}`, { method: "DELETE", id: draft.id })).status).toBe(
      409,
    );
    expect((await publish(draft.id)).status).toBe(409);
    const read = await call(routes.one.GET, `${TERMS}/${draft.id}`, { id: draft.id });
    expect(read.json.title).toBe("パートナー規約 frozen");
    expect((await auditOf(draft.id)).events).toHaveLength(before);
  });

  it("schedules a version effective later: published, yet the public keeps the current one until then", async () => {
    const draft = await create("partner_terms", "2099-later", { effectiveAt: ahead(30).toISOString() });
    const published = await publish(draft.id);
    expect(published.json.state).toBe("scheduled");
    expect((await getTermsDocument(db, { kind: "partner_terms", now: new Date() }))?.terms.version).toBe("2026-now");
    expect(await getTermsDocument(db, { kind: "partner_terms", version: "2099-later", now: new Date() })).toBeNull();
    const then = await getTermsDocument(db, { kind: "partner_terms", now: ahead(31) });
    expect(then?.terms.version).toBe("2099-later");
    expect(then?.versions.map((v) => v.version).slice(0, 3)).toEqual(["2099-later", "2026-now", "2025-04-01"]);
  });

  it("deletes a draft with an audit row; it is gone", async () => {
    const draft = await create("labs_terms", "to-delete");
    const deleted = await call(routes.one.DELETE, `${TERMS}/${draft.id}`, { method: "DELETE", id: draft.id });
    expect(deleted.status).toBe(204);
    expect((await call(routes.one.GET, `${TERMS}/${draft.id}`, { id: draft.id })).status).toBe(404);
    const { events } = await auditOf(draft.id);
    expect(events.map((e) => e.action)).toEqual(["editorial.delete", "editorial.create"]);
    expect(events[0]?.before).toMatchObject({ version: "to-delete" });
  });

  it("renders Markdown for the live preview through the same sanitiser", async () => {
    const rendered = await call<{ html: string; toc: unknown[] }>(routes.markdown.POST, `${TERMS}/markdown`, {
      method: "POST",
      json: { markdown: "## 見出し\n\n<img src=x onerror=alert(1)>本文 [リンク](javascript:alert(1))" },
    });
    expect(rendered.status).toBe(200);
    expect(rendered.json.html).toContain('<h2 id="見出し">見出し</h2>');
    expect(rendered.json.html).not.toMatch(/onerror|javascript:|<img/);
    expect(rendered.json.toc).toEqual([{ id: "見出し", text: "見出し", depth: 2 }]);
  });
});
