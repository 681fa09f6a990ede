// The pre-checks through the real route handlers: a provider runs them on an own draft (another
// provider's is not found), a submit runs them first and is refused with the report while any
// fails, an operator runs them again on a submitted draft. Links go to real HTTP servers on this
// machine: one allowed by LINK_CHECK_ALLOWED_HOSTS (its 404 is a broken link), one not (it must
// receive nothing). Uploads live in a real media folder. PGlite, and PostgreSQL when configured.
import { createServer, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TDb, TDbHandle } from "@store/db/client";
import { seedOperator } from "@store/db/seed/accounts";
import { seedDraftApp } from "@store/db/seed/drafts";
import type { TAppContentInput } from "@store/domain/schemas/app-content";
import type { TDraftApp } from "@store/domain/schemas/draft-app";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/testing/test-db-module";
import { seedProviderWithUser } from "@/features/portal/developer-portal/testing/provider-fixtures";

const STORE = "http://localhost:3996";

type TServer = { server: Server; origin: string; requests: string[] };

async function serve(status: (url: string) => number): Promise<TServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(status(request.url ?? "/"));
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

// Before the store's configuration is first read: the allowed site, and a media folder of our own.
const site = await serve((url) => (url === "/ok" ? 200 : 404));
const hidden = await serve(() => 200);
const mediaDir = mkdtempSync(path.join(tmpdir(), "pre-checks-media-"));
vi.mock("@/server/db", () => import("@/testing/test-db-module"));
vi.stubEnv("BASE_URL", STORE);
vi.stubEnv("NEXTAUTH_URL", STORE);
vi.stubEnv("LOG_LEVEL", "fatal");
vi.stubEnv("MEDIA_DIR", mediaDir);
vi.stubEnv("LINK_CHECK_ALLOWED_HOSTS", new URL(site.origin).host);
const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
const { createLocalBlobStorage } = await import("@/server/storage/blob-storage");
const { createTestDb } = await import("@store/db/testing/test-db");
const routes = {
  draft: await import("@/app/api/developers/experimental/draft_apps/[id]/route"),
  preChecks: await import("@/app/api/developers/experimental/draft_apps/[id]/pre_checks/route"),
  changeRequest: await import("@/app/api/developers/experimental/draft_apps/[id]/change_request/route"),
  opsPreChecks: await import("@/app/api/ops/change_requests/[id]/pre_checks/route"),
};

type THandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TError = { message: string; items?: Record<string, string[]>; details?: { preCheckReport?: TPreCheckReport } };
type TAnswer = { status: number; json: Record<string, unknown> & { error?: TError } };

let handle: TDbHandle;
let db: TDb;
const cookies = { a: "", b: "", operator: "" };
let providerA = 0;
const UPLOAD = `${"c".repeat(64)}.png.webp`;

async function call(
  handler: THandler,
  id: number,
  init: { cookie: string; json?: unknown; method?: string },
): Promise<TAnswer> {
  const headers = new Headers({ origin: STORE, "accept-language": "en-US", cookie: init.cookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${STORE}/api/x/${id}`, {
    method: init.method ?? (init.json === undefined && handler === routes.draft.GET ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const response = await handler(request, { params: Promise.resolve({ id: String(id) }) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const runChecks = (cookie: string, id: number) => call(routes.preChecks.POST, id, { cookie });
const submit = (cookie: string, id: number, version: number) =>
  call(routes.changeRequest.POST, id, { cookie, json: { action: "submit", version } });
const getDraft = async (id: number) => (await call(routes.draft.GET, id, { cookie: cookies.a })).json as TDraftApp;

let serial = 0;
/**
 * Content every rule passes: the store's own art, one upload that is stored, a link that answers.
 * A suite option, so the integration rule (issue 27, needs the parent service) has nothing to say.
 */
function content(overrides: Partial<TAppContentInput> = {}): TAppContentInput {
  serial += 1;
  return {
    name: `点検アプリ${serial}`,
    code: `pre-check-app-${serial}`,
    title: "点検のためのアプリ",
    description: "自動チェックを確かめます。",
    integrationType: "suite_option",
    primaryActionType: "none",
    categoryIds: [1],
    planId: null,
    tagIds: [],
    logoImage: "/img/banners/pre-check-logo.svg",
    lineupImage: null,
    ssoSupported: false,
    body: "<p>本文</p>",
    videoId: null,
    thumbnailImage: null,
    thumbnailAlt: null,
    features: [],
    images: [{ id: 1, url: `/media/${UPLOAD}`, caption: "", altText: "画面" }],
    usages: [],
    connection: null,
    price: null,
    priceCaption: null,
    additionalCharge: null,
    url: `${site.origin}/ok`,
    helpUrl: null,
    contactUrl: null,
    termsUrl: `${site.origin}/ok`,
    demoRequestUrl: null,
    documentUrl: null,
    inquiryActionType: "form",
    inquiryUrl: null,
    ...overrides,
  };
}

async function draftOf(appProviderId: number, overrides: Partial<TAppContentInput> = {}, status?: "pending") {
  const row = await seedDraftApp(db, {
    appId: null,
    appProviderId,
    content: content(overrides),
    ...(status ? { changeRequestStatus: status, submittedAt: new Date() } : {}),
  });
  return row.id;
}

const resultOf = (report: TPreCheckReport, rule: string) => report.results.find((result) => result.rule === rule);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  useTestDb(db);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
    .webp()
    .toBuffer();
  await createLocalBlobStorage(mediaDir).put(UPLOAD, new Uint8Array(png), "image/webp");
  for (const key of ["a", "b"] as const) {
    const { provider, principal } = await seedProviderWithUser(db, { name: `点検提供${key}` });
    if (key === "a") providerA = provider.id;
    const session = await openAccountSession(db, {
      audience: "providerUser",
      accountId: principal.providerUserId,
      userAgent: "test",
      ipAddress: null,
    });
    cookies[key] = `${ACCOUNT_SESSION_COOKIE.providerUser}=${session.token}`;
  }
  const operator = await seedOperator(db, { name: "点検 運営", email: "ops@pre-checks.example", passwordHash: "x" });
  const session = await openAccountSession(db, {
    audience: "operator",
    accountId: operator.id,
    userAgent: "test",
    ipAddress: null,
  });
  cookies.operator = `${ACCOUNT_SESSION_COOKIE.operator}=${session.token}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([site, hidden].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  await handle?.close();
});

describe("POST …/draft_apps/{id}/pre_checks (provider)", () => {
  it("passes a draft every rule passes, and keeps the report on the draft for its version", async () => {
    const id = await draftOf(providerA);
    const answer = await runChecks(cookies.a, id);
    expect(answer.status).toBe(200);
    const report = answer.json as unknown as TPreCheckReport;
    expect(report.results.map((r) => `${r.rule} ${r.outcome}`)).toEqual([
      "requiredFields passed",
      "textLimits passed",
      "links passed",
      "images passed",
      "embeds passed",
      "plans passed",
      "markup passed",
      "integration passed",
    ]);
    expect(report).toMatchObject({ outcome: "passed", draftVersion: 1 });
    expect((await getDraft(id)).preCheckReport).toEqual(report);
  });

  it("fails a broken link, a missing alt text and an upload that is not stored, each at its field", async () => {
    const id = await draftOf(providerA, {
      helpUrl: `${site.origin}/no-such-page`,
      images: [
        { id: 1, url: `/media/${UPLOAD}`, caption: "", altText: "" },
        { id: 2, url: `/media/${"d".repeat(64)}.png.webp`, caption: "", altText: "消えた画像" },
      ],
    });
    const report = (await runChecks(cookies.a, id)).json as unknown as TPreCheckReport;
    expect(report.outcome).toBe("failed");
    // While a rule without I/O fails (the alt text), no link is fetched yet (issue 25).
    expect(resultOf(report, "links")?.findings.map((f) => f.code)).toEqual(["linksNotChecked"]);
    expect(resultOf(report, "images")?.findings.map((f) => `${f.path.join(".")} ${f.code}`)).toEqual([
      "images.0.altText altTextMissing",
      "images.1.url imageMissing",
    ]);
    const fixed = await draftOf(providerA, { helpUrl: `${site.origin}/no-such-page` });
    const fetched = (await runChecks(cookies.a, fixed)).json as unknown as TPreCheckReport;
    expect(resultOf(fetched, "links")?.findings).toEqual([
      {
        path: ["helpUrl"],
        outcome: "failed",
        code: "linkStatus",
        values: { url: `${site.origin}/no-such-page`, status: 404 },
      },
    ]);
  });

  it("fails markup the store took out of a text when it was saved, naming it, until the text is saved again without", async () => {
    const id = await draftOf(providerA);
    const save = async (version: number, body: string) =>
      (await call(routes.draft.PATCH, id, { cookie: cookies.a, method: "PATCH", json: { version, content: { body } } }))
        .json as unknown as TDraftApp;
    // What is stored is safe; what was taken out is kept with the draft and answered.
    const saved = await save(1, '<p onclick="steal()">本文</p><script>steal()</script>');
    expect(saved.content.body).toBe("<p>本文</p>");
    expect(saved.removedMarkup).toEqual({ body: ['onclick="…"', "<script>"] });
    const report = (await runChecks(cookies.a, id)).json as unknown as TPreCheckReport;
    expect(resultOf(report, "markup")).toMatchObject({
      outcome: "failed",
      findings: [
        { path: ["body"], outcome: "failed", code: "unsafeMarkup", values: { markup: 'onclick="…" <script>' } },
      ],
    });
    expect((await submit(cookies.a, id, saved.version)).status).toBe(422);
    // A save that leaves the body alone keeps the finding; the body saved again without such markup clears it.
    const other = (
      await call(routes.draft.PATCH, id, {
        cookie: cookies.a,
        method: "PATCH",
        json: { version: saved.version, content: { title: "点検のためのアプリです" } },
      })
    ).json as unknown as TDraftApp;
    expect(other.removedMarkup).toEqual({ body: ['onclick="…"', "<script>"] });
    const fixed = await save(other.version, "<p>本文です。</p>");
    expect(fixed.removedMarkup).toEqual({});
    const passed = (await runChecks(cookies.a, id)).json as unknown as TPreCheckReport;
    expect(resultOf(passed, "markup")?.outcome).toBe("passed");
  });

  it("never fetches a link to a private address: that server receives zero requests", async () => {
    hidden.requests.length = 0;
    const id = await draftOf(providerA, { contactUrl: `${hidden.origin}/admin` }, undefined);
    const report = (await runChecks(cookies.a, id)).json as unknown as TPreCheckReport;
    expect(resultOf(report, "links")).toMatchObject({
      outcome: "failed",
      findings: [{ path: ["contactUrl"], code: "linkPrivateAddress" }],
    });
    expect(hidden.requests).toEqual([]);
  });

  it("is 404 for another provider's draft, and stores nothing on it", async () => {
    const id = await draftOf(providerA);
    expect((await runChecks(cookies.b, id)).status).toBe(404);
    expect((await getDraft(id)).preCheckReport).toBeNull();
  });
});

describe("submitting runs the checks first", () => {
  it("refuses while a check fails: 422 with items per field and the report, changing nothing", async () => {
    const id = await draftOf(providerA, { helpUrl: `${site.origin}/no-such-page` });
    const refused = await submit(cookies.a, id, 1);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.items).toEqual({
      helpUrl: [`The link answered with error 404 (${site.origin}/no-such-page).`],
    });
    const report = refused.json.error?.details?.preCheckReport;
    expect(report).toMatchObject({ outcome: "failed", draftVersion: 1 });
    const draft = await getDraft(id);
    expect(draft).toMatchObject({ changeRequestStatus: "in_draft", version: 1, preCheckReport: null });
  });

  it("lists the submission issues per field as before, beside the report's other failures", async () => {
    const id = await draftOf(providerA, {
      title: "",
      images: [{ id: 1, url: `/media/${UPLOAD}`, caption: "", altText: "" }],
    });
    const refused = await submit(cookies.a, id, 1);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.items).toMatchObject({
      title: ["This field is required."],
      "images.0.altText": ["This field is required."],
    });
  });

  it("submits with warnings only, keeping the report for the submitted version", async () => {
    // A host that does not resolve cannot be verified: a warning, never a refusal.
    const id = await draftOf(providerA, { documentUrl: "https://docs.pre-check.invalid/guide.pdf" });
    const submitted = await submit(cookies.a, id, 1);
    expect(submitted.status).toBe(200);
    const draft = submitted.json as unknown as TDraftApp;
    expect(draft).toMatchObject({ changeRequestStatus: "pending", version: 2 });
    expect(draft.preCheckReport).toMatchObject({ outcome: "warning", draftVersion: 2 });
    expect(resultOf(draft.preCheckReport as TPreCheckReport, "links")?.findings).toMatchObject([
      { path: ["documentUrl"], outcome: "warning", code: "linkUnreachable" },
    ]);
  });

  it("answers a stale version with 409 before running any check", async () => {
    site.requests.length = 0;
    const id = await draftOf(providerA);
    expect((await submit(cookies.a, id, 7)).status).toBe(409);
    expect(site.requests).toEqual([]);
  });
});

describe("POST /api/ops/change_requests/{id}/pre_checks (operator)", () => {
  it("runs again on a submitted draft of any provider and keeps the report", async () => {
    const id = await draftOf(providerA, { planId: 999 }, "pending");
    const answer = await call(routes.opsPreChecks.POST, id, { cookie: cookies.operator });
    expect(answer.status).toBe(200);
    const report = answer.json as unknown as TPreCheckReport;
    expect(resultOf(report, "plans")).toMatchObject({ outcome: "failed", findings: [{ code: "planUnknown" }] });
    expect((await getDraft(id)).preCheckReport).toEqual(report);
  });

  it("is 404 for a draft never submitted, and 401 for a provider's session", async () => {
    const draftId = await draftOf(providerA);
    expect((await call(routes.opsPreChecks.POST, draftId, { cookie: cookies.operator })).status).toBe(404);
    const pending = await draftOf(providerA, {}, "pending");
    expect((await call(routes.opsPreChecks.POST, pending, { cookie: cookies.a })).status).toBe(401);
  });
});
