// The authorization matrix: every route handler the App Router has (found on disk) × nine callers:
// a visitor, a plain user of tenant A, an admin of A, an admin of B, a cookie sealed with the old
// built-in secret, a session whose tokens the parent service revoked, a user of provider A, a user
// of provider B and a store operator. Run with
// the store configured as `npm start` configures it (no NEXTAUTH_SECRET), against the stand-in
// started in-process and a real database.
import { selectRows, type TDbHandle } from "@store/db/client";
import { seedNews, seedPickupLink } from "@store/db/seed/editorial";
import { seedAccessRequest } from "@store/db/seed/tenants";
import { userVoices } from "@store/db/schema/voices";
import { createTestDb } from "@store/db/testing/test-db";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedMinimalDraft } from "@/features/portal/developer-portal/testing/provider-fixtures";
import { REFERENCE_PAGE_JSON } from "@/features/platform/bench/reference-page";
import { config } from "@/server/config";
import { useTestDb } from "@/testing/test-db-module";
import { describeViolations, runMatrix, type TMatrix, type TMatrixRow } from "./testing/authorization-matrix";
import { discoverRouteHandlers, type TRouteHandler, type TRouteKey } from "./testing/route-inventory";
import { seedSecurityCatalog } from "./testing/security-catalog";
import {
  PROVIDER_A,
  PROVIDER_B,
  SECURITY_LEAD_MARKER,
  SECURITY_WEBHOOK_EVENT_ID,
  SECURITY_WEBHOOK_SECRET,
  TENANT_A,
} from "./testing/security-fixture";
import { startSecurityHarness } from "./testing/security-harness";
import {
  createPrincipals,
  OLD_BUILT_IN_SECRET,
  PRINCIPAL_NAMES,
  type TPrincipal,
  type TPrincipalName,
} from "./testing/security-principals";
import { providerSnapshot, tenantSnapshot } from "./testing/security-snapshots";
import {
  callHandler,
  nextAuthBrowser,
  storeRequest,
  type TAnswer,
  type TStoreRequestInit,
} from "./testing/store-requests";

const STORE = "http://localhost:3610";
/** Tenant A's installs come from this address: it must show only in A's operation log. */
const ADMIN_A_ADDRESS = "203.0.113.77";

vi.mock("@/server/db", () => import("@/testing/test-db-module"));
// Handlers call Next's revalidatePath after a commit, which needs a running Next server.
vi.mock("@/server/public/public-cache", () => ({ invalidatePublicStore: () => {} }));

const harness = await startSecurityHarness(STORE);
const routes = await discoverRouteHandlers();
// The document imports every route file: loaded, as they are, once the harness has set the environment.
const { openApiDocument: documentOf } = await import("@/app/api/openapi-document");
const openApiDocument = () => documentOf({ GET: routeHandler("GET /api/openapi.json") });

let handle: TDbHandle;
let principals: Record<TPrincipalName, TPrincipal>;
const seeded = { specialId: 0, caseId: 0, appId: 0, draftId: 0, newsId: 0, pickupId: 0, accessRequestId: 0 };
/**
 * What a voice's author kept to themselves or the store keeps to itself (issue 28): an anonymous
 * author's name, account and company, a pending voice, the checks' findings. No public answer shows them.
 */
const VOICE_PRIVATE = {
  authorName: "非公開 声子",
  suiteUserId: "u-sec-voice-author",
  companySize: "従業員4321名",
  industry: "非公開の業種",
  pendingTitle: "審査待ちの声",
  check: "voice-check-finding-marker",
};

async function seedVoicesOfAddonA(): Promise<void> {
  const base = { appId: seeded.appId, body: "検証のための利用者の声です。十分な長さの本文を書いています。" };
  await handle.db.insert(userVoices).values([
    {
      ...base,
      authorName: VOICE_PRIVATE.authorName,
      suiteUserId: VOICE_PRIVATE.suiteUserId,
      companySize: VOICE_PRIVATE.companySize,
      industry: VOICE_PRIVATE.industry,
      title: "公開された声",
      rating: 4,
      status: "published",
      publishedAt: new Date(),
      checks: [{ code: "phoneNumber", field: "text", outcome: "warning", values: { match: VOICE_PRIVATE.check } }],
    },
    { ...base, authorName: "審査 待子", title: VOICE_PRIVATE.pendingTitle, rating: 1, status: "pending" },
  ]);
}

/** The id of provider A's published voice (issue 28). */
async function publishedVoiceId(): Promise<number> {
  const [voice] = await selectRows<{ id: number }>(
    handle.db,
    sql`select id from user_voices where title = '公開された声'`,
  );
  return voice?.id ?? 0;
}

/** A voice any user may send (issue 28): it passes the automatic checks. */
const MATRIX_VOICE = {
  rating: 4,
  title: "検証で使っています",
  text: "検証のために導入して、毎月の作業がわかりやすくなりました。",
  locale: "ja",
  showCompany: false,
  showName: false,
};

/** The note of tenant A's open access request: only A's admins may read it. */
const ACCESS_REQUEST_NOTE_A = "A-only access request note";

function routeHandler(key: TRouteKey): TRouteHandler["handler"] {
  const found = routes.find((route) => route.key === key);
  if (!found) throw new Error(`no route handler ${key}`);
  return found.handler;
}

/** The cookies a principal's requests carry. */
/** A complete demo, inquiry or trial request, from an address of the caller's own. */
function contactRequestBody(p: TPrincipal, kind: "inquiry" | "trial") {
  return {
    kind,
    company: "検証株式会社",
    name: "検証 花子",
    email: `${p.name.toLowerCase()}@matrix.example`,
    phone: "03-1234-5678",
    companySize: "medium",
    message: "",
  };
}

function credentials(p: TPrincipal) {
  return { cookie: p.cookie, accountCookie: p.accountCookie };
}

/** Calls the discovered handler of `key` with a request for `path`. */
function call(
  key: TRouteKey,
  path: string,
  init: TStoreRequestInit = {},
  params: Record<string, string | string[]> = {},
): Promise<TAnswer> {
  return callHandler(routeHandler(key), storeRequest(STORE, path, init), params);
}

async function installAsAdminA(code: string): Promise<void> {
  const answer = await call("POST /api/tenant_admin/apps", "/api/tenant_admin/apps", {
    method: "POST",
    cookie: principals.adminA.cookie,
    json: { code },
    headers: { "x-forwarded-for": ADMIN_A_ADDRESS },
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`admin A could not install ${code}: ${answer.status} ${answer.text}`);
  }
}

/** next-auth's endpoints answer through its Node handler (the App Router form needs Next's request scope). */
async function nextAuth(principal: TPrincipal, method: "GET" | "POST", path: string): Promise<TAnswer> {
  const browser = nextAuthBrowser(harness, principal.cookie);
  let body: Record<string, unknown> | undefined;
  if (method === "POST") {
    const csrf = await browser.store("GET", "/api/auth/csrf");
    body = { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, callbackUrl: "/", json: "true" };
  }
  const answer = await browser.store(method, path, body);
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? null);
  return { status: answer.status, text, json: answer.body, headers: new Headers() };
}

/** The console's terms and announcements routes (issue 11): operators only. */
function opsEditorialRows(): TMatrix {
  const MISSING = "999999";
  const write = (key: TRouteKey, path: string, method: string, json?: unknown, params: Record<string, string> = {}) =>
    ({
      access: "operator",
      send: (p: TPrincipal) => call(key, path, { method, ...credentials(p), json }, params),
    }) satisfies TMatrixRow;
  const missing = (key: TRouteKey, path: string, method: string, json?: unknown): TMatrixRow => ({
    ...write(key, path.replace("[id]", MISSING), method, json, { id: MISSING }),
    allowedStatus: { operator: 404 },
  });
  const termsBody = { title: "Matrix", bodyMarkdown: "## Matrix", effectiveAt: "2099-01-01T00:00:00Z" };
  const announcement = { title: "Matrix", body: "<p>Matrix</p>" };
  return {
    "GET /api/ops/editorial/terms": write("GET /api/ops/editorial/terms", "/api/ops/editorial/terms", "GET"),
    "POST /api/ops/editorial/terms": {
      access: "operator",
      send: (p) =>
        call("POST /api/ops/editorial/terms", "/api/ops/editorial/terms", {
          method: "POST",
          ...credentials(p),
          json: { kind: "labs_terms", version: `matrix-${p.name}`, ...termsBody },
        }),
    },
    "POST /api/ops/editorial/terms/markdown": write(
      "POST /api/ops/editorial/terms/markdown",
      "/api/ops/editorial/terms/markdown",
      "POST",
      { markdown: "## Matrix" },
    ),
    "GET /api/ops/editorial/terms/[id]": missing(
      "GET /api/ops/editorial/terms/[id]",
      "/api/ops/editorial/terms/[id]",
      "GET",
    ),
    "PATCH /api/ops/editorial/terms/[id]": missing(
      "PATCH /api/ops/editorial/terms/[id]",
      "/api/ops/editorial/terms/[id]",
      "PATCH",
      { version: "matrix", ...termsBody },
    ),
    "DELETE /api/ops/editorial/terms/[id]": missing(
      "DELETE /api/ops/editorial/terms/[id]",
      "/api/ops/editorial/terms/[id]",
      "DELETE",
    ),
    "POST /api/ops/editorial/terms/[id]/publication": missing(
      "POST /api/ops/editorial/terms/[id]/publication",
      "/api/ops/editorial/terms/[id]/publication",
      "POST",
    ),
    "GET /api/ops/editorial/announcements": write(
      "GET /api/ops/editorial/announcements",
      "/api/ops/editorial/announcements",
      "GET",
    ),
    "POST /api/ops/editorial/announcements": write(
      "POST /api/ops/editorial/announcements",
      "/api/ops/editorial/announcements",
      "POST",
      announcement,
    ),
    "GET /api/ops/editorial/announcements/[id]": missing(
      "GET /api/ops/editorial/announcements/[id]",
      "/api/ops/editorial/announcements/[id]",
      "GET",
    ),
    "PATCH /api/ops/editorial/announcements/[id]": missing(
      "PATCH /api/ops/editorial/announcements/[id]",
      "/api/ops/editorial/announcements/[id]",
      "PATCH",
      announcement,
    ),
    "DELETE /api/ops/editorial/announcements/[id]": missing(
      "DELETE /api/ops/editorial/announcements/[id]",
      "/api/ops/editorial/announcements/[id]",
      "DELETE",
    ),
    "POST /api/ops/editorial/announcements/[id]/publication": missing(
      "POST /api/ops/editorial/announcements/[id]/publication",
      "/api/ops/editorial/announcements/[id]/publication",
      "POST",
      {},
    ),
    "DELETE /api/ops/editorial/announcements/[id]/publication": missing(
      "DELETE /api/ops/editorial/announcements/[id]/publication",
      "/api/ops/editorial/announcements/[id]/publication",
      "DELETE",
    ),
  };
}

async function providerIdOf(email: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(handle.db, sql`select id from app_providers where email = ${email}`);
  if (!row) throw new Error(`no provider ${email}`);
  return row.id;
}

type TProfileBody = { name: string; awards: { id?: number; title: string; description: string }[] } & Record<
  string,
  unknown
>;

/** The caller's own company profile as its form loads it, or a well-formed one for callers without. */
async function loadedProfile(p: TPrincipal): Promise<TProfileBody> {
  const own = await call("GET /api/developers/app_providers/me", "/api/developers/app_providers/me", credentials(p));
  if (own.status === 200) return own.json as TProfileBody;
  return { name: "x", description: "", address: "", url: null, email: "x@x.example", awards: [] };
}

/** A small PNG as a browser's multipart upload sends it. */
const multipartUpload = await (async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("kind", "screenshot");
  form.set("file", new File([png], "matrix.png", { type: "image/png" }));
  const encoded = new Request(STORE, { method: "POST", body: form });
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") };
})();

/** The values of a principal's cookies and the store's secrets: none may show in a public answer. */
function secretsOf(p: TPrincipal): string[] {
  const cookieValues = [p.cookie, p.accountCookie]
    .flatMap((header) => (header ?? "").split(";"))
    .map((pair) => pair.slice(pair.indexOf("=") + 1).trim())
    .filter((value) => value.length >= 16);
  const { NEXTAUTH_SECRET, SUITE_CLIENT_SECRET, DATABASE_URL, SMTP_URL } = config();
  const configured = [NEXTAUTH_SECRET, SUITE_CLIENT_SECRET, DATABASE_URL, SMTP_URL].filter(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
  return [...cookieValues, ...configured, OLD_BUILT_IN_SECRET];
}

/** A live member of tenant A, currently acting for it. */
const actsForA = (p: TPrincipal) => p.authenticated && p.tenantId === TENANT_A.id;
const isAdminOfA = (p: TPrincipal) => actsForA(p) && p.grants.includes("tenantAdmin");

/** Apps only tenant A installed; nobody else may see them as installed or remove them. */
const ONLY_A = ["sec-addon-a", "sec-connect-a"];

/**
 * The account endpoints of both audiences are open to anyone (they are how one signs in): each
 * answers every caller alike, whatever session it has. Sign-out is sent with the caller's session
 * of the other audience only (its own is needed by later rows): that one must survive, which the
 * operator's row after these shows.
 */
function accountRows(base: "/api/developers/auth" | "/api/ops/auth"): TMatrix {
  const newPassword = { password: "matrix passphrase 2026", passwordConfirmation: "matrix passphrase 2026" };
  const own = base === "/api/developers/auth" ? "providerUser" : "operator";
  const row = (method: "POST" | "PUT", path: string, json: (p: TPrincipal) => unknown, status?: number) => {
    const key: TRouteKey = `${method} ${base}${path}`;
    const accountCookie = (p: TPrincipal) =>
      path === "/sign_out" && p.sessions.includes(own) ? null : p.accountCookie;
    const entry: TMatrixRow = {
      access: "public",
      send: (p) =>
        call(key, `${base}${path}`, { method, cookie: p.cookie, accountCookie: accountCookie(p), json: json(p) }),
      inspect: (_p, answer) =>
        status === undefined || answer.status === status ? [] : [`expected ${status}, got ${answer.status}`],
    };
    return [key, entry] as const;
  };
  const rows = [
    row("POST", "/sign_in", () => ({ email: "nobody@matrix.example", password: "not-a-password" }), 401),
    row("POST", "/sign_out", () => undefined, 204),
    row("POST", "/password", (p) => ({ email: `${p.name.toLowerCase()}@matrix.example` }), 202),
    row("PUT", "/password/edit", () => ({ resetPasswordToken: "no-such-token", ...newPassword }), 404),
  ];
  if (base === "/api/developers/auth") {
    rows.push(row("POST", "/invitation", () => ({ invitationToken: "no-such-token", ...newPassword }), 404));
  }
  return Object.fromEntries(rows);
}

/** The draft a caller's allowed call created (its own), removed again so later rows start alike. */
async function removeCreatedDraft(_p: TPrincipal, answer: TAnswer): Promise<void> {
  const id = (answer.json as { id?: number } | null)?.id;
  if (id) await handle.db.execute(sql`delete from draft_apps where id = ${id}`);
}

/** Provider A's draft's version as it is now: a save based on it is not stale. */
async function draftVersion(): Promise<number> {
  const [row] = await selectRows<{ version: number }>(
    handle.db,
    sql`select version from draft_apps where id = ${seeded.draftId}`,
  );
  return row?.version ?? 1;
}

/** Provider A's app and draft are shown to provider A only (B's list has its own, never A's). */
function showsOnlyOwn(p: TPrincipal, answer: TAnswer): string[] {
  if (answer.status !== 200) return [];
  const shown = ["sec-addon-a", "検証下書き"].filter((marker) => answer.text.includes(marker));
  if (p.name === "providerA") return shown.length > 0 ? [] : ["provider A does not see its own apps or drafts"];
  return shown.length === 0 ? [] : [`sees provider A's ${shown.join(", ")}`];
}

/** The developer API of drafts and change requests (ISSUE 10): provider A's app and draft by id. */
function draftRows(): TMatrix {
  const app = () => String(seeded.appId);
  const draft = () => String(seeded.draftId);
  const send = (p: TPrincipal, key: TRouteKey, path: string, init: TStoreRequestInit = {}, id?: string) =>
    call(key, path, { ...credentials(p), ...init }, id === undefined ? {} : { id });
  return {
    "GET /api/developers/apps": {
      access: "providerUser",
      send: (p) => send(p, "GET /api/developers/apps", "/api/developers/apps?appsPage=1&draftsPage=1"),
      inspect: showsOnlyOwn,
    },
    "GET /api/developers/apps/[id]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) => send(p, "GET /api/developers/apps/[id]", `/api/developers/apps/${app()}`, {}, app()),
    },
    "GET /api/developers/experimental/apps": {
      access: "providerUser",
      send: (p) => send(p, "GET /api/developers/experimental/apps", "/api/developers/experimental/apps"),
      inspect: showsOnlyOwn,
    },
    "POST /api/developers/experimental/apps": {
      access: "providerUser",
      send: (p) =>
        send(p, "POST /api/developers/experimental/apps", "/api/developers/experimental/apps", {
          method: "POST",
          json: { name: "行列の新アプリ" },
        }),
      restore: removeCreatedDraft,
    },
    "GET /api/developers/experimental/apps/[id]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) =>
        send(p, "GET /api/developers/experimental/apps/[id]", `/api/developers/experimental/apps/${app()}`, {}, app()),
    },
    "PATCH /api/developers/experimental/apps/[id]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) =>
        send(
          p,
          "PATCH /api/developers/experimental/apps/[id]",
          `/api/developers/experimental/apps/${app()}`,
          { method: "PATCH", json: { content: { title: "行列の見出し" } } },
          app(),
        ),
      restore: removeCreatedDraft,
    },
    "GET /api/developers/experimental/draft_apps": {
      access: "providerUser",
      send: (p) =>
        send(
          p,
          "GET /api/developers/experimental/draft_apps",
          "/api/developers/experimental/draft_apps?page=1&limit=100",
        ),
      inspect: showsOnlyOwn,
    },
    "POST /api/developers/experimental/draft_apps": {
      access: "providerUser",
      allowedStatus: { providerA: 201, providerB: 404 },
      send: (p) =>
        send(p, "POST /api/developers/experimental/draft_apps", "/api/developers/experimental/draft_apps", {
          method: "POST",
          json: { appId: seeded.appId },
        }),
      restore: removeCreatedDraft,
    },
    "GET /api/developers/experimental/draft_apps/[id]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) =>
        send(
          p,
          "GET /api/developers/experimental/draft_apps/[id]",
          `/api/developers/experimental/draft_apps/${draft()}`,
          {},
          draft(),
        ),
    },
    "PATCH /api/developers/experimental/draft_apps/[id]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: async (p) =>
        send(
          p,
          "PATCH /api/developers/experimental/draft_apps/[id]",
          `/api/developers/experimental/draft_apps/${draft()}`,
          { method: "PATCH", json: { version: await draftVersion(), content: { title: "行列の保存" } } },
          draft(),
        ),
    },
    // The seeded draft cannot be submitted (its content has issues): A gets 422, and nothing moves.
    "POST /api/developers/experimental/draft_apps/[id]/change_request": {
      access: "providerUser",
      allowedStatus: { providerA: 422, providerB: 404 },
      send: async (p) =>
        send(
          p,
          "POST /api/developers/experimental/draft_apps/[id]/change_request",
          `/api/developers/experimental/draft_apps/${draft()}/change_request`,
          { method: "POST", json: { action: "submit", version: await draftVersion() } },
          draft(),
        ),
    },
    // A's draft names no OAuth client: nothing to try (422); B's call finds nothing (issue 27).
    "POST /api/developers/experimental/draft_apps/[id]/development_install": {
      access: "providerUser",
      allowedStatus: { providerA: 422, providerB: 404 },
      send: (p) =>
        send(
          p,
          "POST /api/developers/experimental/draft_apps/[id]/development_install",
          `/api/developers/experimental/draft_apps/${draft()}/development_install`,
          { method: "POST" },
          draft(),
        ),
    },
    // Open to every caller: without a signed state bound to the browser, nothing is installed and
    // the browser is sent to the developer area with 'expired'.
    "GET /api/developers/development_installs/callback": {
      access: "public",
      send: (p) =>
        send(
          p,
          "GET /api/developers/development_installs/callback",
          "/api/developers/development_installs/callback?state=forged.state&code=abc",
        ),
      inspect: (_p, answer) =>
        answer.status === 302 && (answer.headers.get("location") ?? "").includes("development_install=expired")
          ? []
          : [`expected a redirect with development_install=expired, got ${answer.status}`],
    },
    // Runs the pre-checks on A's draft (the report is kept on it); B's call finds nothing.
    "POST /api/developers/experimental/draft_apps/[id]/pre_checks": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) =>
        send(
          p,
          "POST /api/developers/experimental/draft_apps/[id]/pre_checks",
          `/api/developers/experimental/draft_apps/${draft()}/pre_checks`,
          { method: "POST" },
          draft(),
        ),
    },
  };
}

/** The console's editorial API (ISSUE 11): a news item and a pick-up banner of the matrix's own. */
function editorialRows(): TMatrix {
  const send = (p: TPrincipal, key: TRouteKey, path: string, init: TStoreRequestInit, params: Record<string, string>) =>
    call(key, path, { ...credentials(p), ...init }, params);
  const news = () => String(seeded.newsId);
  const newsBody = { title: "行列のお知らせ", bodyContent: "<p>本文</p>", categories: ["機能"] };
  return {
    "POST /api/ops/editorial/[kind]": {
      access: "operator",
      allowedStatus: { operator: 201 },
      send: (p) =>
        send(
          p,
          "POST /api/ops/editorial/[kind]",
          "/api/ops/editorial/news",
          { method: "POST", json: newsBody },
          { kind: "news" },
        ),
      restore: async (_p, answer) => {
        const id = (answer.json as { id?: number } | null)?.id;
        if (id) await handle.db.execute(sql`delete from news where id = ${id}`);
      },
    },
    "PATCH /api/ops/editorial/[kind]/[id]": {
      access: "operator",
      send: (p) =>
        send(
          p,
          "PATCH /api/ops/editorial/[kind]/[id]",
          `/api/ops/editorial/news/${news()}`,
          { method: "PATCH", json: newsBody },
          { kind: "news", id: news() },
        ),
    },
    // No such item: nothing is deleted, whoever asks.
    "DELETE /api/ops/editorial/[kind]/[id]": {
      access: "operator",
      allowedStatus: { operator: 404 },
      send: (p) =>
        send(
          p,
          "DELETE /api/ops/editorial/[kind]/[id]",
          "/api/ops/editorial/news/999999",
          { method: "DELETE" },
          { kind: "news", id: "999999" },
        ),
    },
    "POST /api/ops/editorial/[kind]/[id]/publication": {
      access: "operator",
      send: (p) =>
        send(
          p,
          "POST /api/ops/editorial/[kind]/[id]/publication",
          `/api/ops/editorial/news/${news()}/publication`,
          { method: "POST", json: { publishedAt: "2024-04-01T00:00:00.000Z" } },
          { kind: "news", id: news() },
        ),
    },
    "POST /api/ops/editorial/[kind]/[id]/position": {
      access: "operator",
      send: (p) =>
        send(
          p,
          "POST /api/ops/editorial/[kind]/[id]/position",
          `/api/ops/editorial/pickups/${seeded.pickupId}/position`,
          { method: "POST", json: { direction: "up" } },
          { kind: "pickups", id: String(seeded.pickupId) },
        ),
    },
    "POST /api/ops/editorial/images": {
      access: "operator",
      allowedStatus: { operator: 201 },
      send: (p) =>
        call("POST /api/ops/editorial/images", "/api/ops/editorial/images", {
          method: "POST",
          ...credentials(p),
          ...multipartUpload,
        }),
    },
  };
}

/** The expected access of every route handler × method. A route without a row fails the suite. */
/** Tenant A's app policy blocks this app for its members: only A's admins may see or lift that. */
const POLICY_BLOCKED_A = "sec-doc";

/** Issue 27 item 6, the app policy: tenant admins only, each on their own current tenant. */
function appPolicyRows(): TMatrix {
  const forgetRule = (p: TPrincipal, code: string) =>
    handle.db.execute(
      sql`delete from tenant_app_rules where tenant_id = ${p.tenantId ?? ""} and app_id = (select id from apps where code = ${code})`,
    );
  return {
    "GET /api/tenant_admin/app_policy": {
      access: "tenantAdmin",
      send: (p) => call("GET /api/tenant_admin/app_policy", "/api/tenant_admin/app_policy", { ...credentials(p) }),
      inspect: (p, answer) => {
        const sees = answer.text.includes(`"code":"${POLICY_BLOCKED_A}"`);
        if (isAdminOfA(p)) return sees ? [] : ["admin A does not see A's blocked app"];
        return sees ? ["sees tenant A's app policy"] : [];
      },
    },
    "PUT /api/tenant_admin/app_policy": {
      access: "tenantAdmin",
      send: (p) =>
        call("PUT /api/tenant_admin/app_policy", "/api/tenant_admin/app_policy", {
          method: "PUT",
          ...credentials(p),
          json: { mode: "allow_list" },
        }),
      restore: async (p) => {
        await handle.db.execute(sql`delete from tenant_app_policies where tenant_id = ${p.tenantId ?? ""}`);
      },
    },
    "PUT /api/tenant_admin/app_policy/apps/[code]": {
      access: "tenantAdmin",
      send: (p) =>
        call(
          "PUT /api/tenant_admin/app_policy/apps/[code]",
          "/api/tenant_admin/app_policy/apps/sec-extra",
          { method: "PUT", ...credentials(p), json: { rule: "allowed" } },
          { code: "sec-extra" },
        ),
      restore: async (p) => {
        await forgetRule(p, "sec-extra");
      },
    },
    "DELETE /api/tenant_admin/app_policy/apps/[code]": {
      access: "tenantAdmin",
      send: (p) =>
        call(
          "DELETE /api/tenant_admin/app_policy/apps/[code]",
          `/api/tenant_admin/app_policy/apps/${POLICY_BLOCKED_A}`,
          { method: "DELETE", ...credentials(p) },
          { code: POLICY_BLOCKED_A },
        ),
      // Tenant B has no rule for it: nothing changes, and A's block stays.
      inspect: (p, answer) => {
        const changed = (answer.json as { changed?: boolean } | null)?.changed;
        if (!isAdminOfA(p) || answer.status !== 200)
          return changed === true ? ["changed a rule of another tenant"] : [];
        return changed ? [] : ["admin A could not unblock A's app"];
      },
      restore: async (p) => {
        if (!isAdminOfA(p)) return;
        await blockForA(POLICY_BLOCKED_A);
      },
    },
  };
}

async function blockForA(code: string): Promise<void> {
  await handle.db.execute(
    sql`insert into tenant_app_rules (tenant_id, app_id, rule, updated_by) select ${TENANT_A.id}, id, 'blocked', 'u-sec-admin-a' from apps where code = ${code}`,
  );
}

/** Provider A's OAuth client of the demo seed (no registration at the suite: the store cannot change it). */
const SEED_CLIENT_A = "client-sec-connect";

/**
 * Issue 27, providers' OAuth clients: provider users only, each provider its own clients. Another
 * provider's client is a 404; provider A's seed client cannot be changed (409) nor deleted while
 * its app uses it (409). A registration made by a row is removed again.
 */
function oauthClientRows(): TMatrix {
  const path = `/api/developers/oauth_clients/${SEED_CLIENT_A}`;
  const params = { clientId: SEED_CLIENT_A };
  const ownOnly = { providerA: 409, providerB: 404 };
  return {
    "GET /api/developers/oauth_clients": {
      access: "providerUser",
      send: (p) => call("GET /api/developers/oauth_clients", "/api/developers/oauth_clients", credentials(p)),
      inspect: (p, answer) => {
        const sees = answer.text.includes(SEED_CLIENT_A);
        if (p.name === "providerA") return sees ? [] : ["provider A does not see its own client"];
        return sees ? ["sees provider A's OAuth client"] : [];
      },
    },
    "POST /api/developers/oauth_clients": {
      access: "providerUser",
      allowedStatus: { providerA: 201, providerB: 201 },
      send: (p) =>
        call("POST /api/developers/oauth_clients", "/api/developers/oauth_clients", {
          method: "POST",
          ...credentials(p),
          json: {
            name: `行列の${p.name}`,
            redirectUris: ["https://provider.sec.example/callback"],
            scopes: ["employees:read"],
          },
        }),
      restore: async (_p, answer) => {
        const clientId = (answer.json as { client?: { clientId?: string } } | null)?.client?.clientId ?? "";
        await handle.db.execute(sql`delete from oauth_clients where client_id = ${clientId}`);
      },
    },
    "GET /api/developers/oauth_clients/[clientId]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) => call("GET /api/developers/oauth_clients/[clientId]", path, credentials(p), params),
    },
    "PATCH /api/developers/oauth_clients/[clientId]": {
      access: "providerUser",
      allowedStatus: ownOnly,
      send: (p) =>
        call(
          "PATCH /api/developers/oauth_clients/[clientId]",
          path,
          { method: "PATCH", ...credentials(p), json: { name: "乗っ取り" } },
          params,
        ),
    },
    "DELETE /api/developers/oauth_clients/[clientId]": {
      access: "providerUser",
      allowedStatus: ownOnly,
      send: (p) =>
        call("DELETE /api/developers/oauth_clients/[clientId]", path, { method: "DELETE", ...credentials(p) }, params),
    },
    "POST /api/developers/oauth_clients/[clientId]/secret": {
      access: "providerUser",
      allowedStatus: ownOnly,
      send: (p) =>
        call(
          "POST /api/developers/oauth_clients/[clientId]/secret",
          `${path}/secret`,
          { method: "POST", ...credentials(p), json: { overlapHours: 0 } },
          params,
        ),
    },
    "GET /api/developers/scopes": {
      access: "providerUser",
      send: (p) => call("GET /api/developers/scopes", "/api/developers/scopes", credentials(p)),
    },
  };
}

/** Provider A's add-on as the demo seed has them: no registration at the suite, so the store only reads it. */
const SEED_ADDON_A = "ad_sec-addon-a";

async function seedAddonOfA(): Promise<void> {
  await handle.db.execute(
    sql`insert into addon_registrations (app_provider_id, addon_key, name, addon_url, registered_scopes)
        values (${await providerIdOf(PROVIDER_A.email)}, ${SEED_ADDON_A}, '検証アドオン', 'https://addons.sec.example/a', '["employees:read"]'::jsonb)
        on conflict (addon_key) do nothing`,
  );
}

/**
 * Issue 27, providers' add-ons: provider users only, each provider its own add-ons. Another
 * provider's add-on is a 404; provider A's seed add-on cannot be changed nor deleted (409). A
 * registration made by a row is removed again.
 */
function addonRows(): TMatrix {
  const path = `/api/developers/addons/${SEED_ADDON_A}`;
  const params = { addonKey: SEED_ADDON_A };
  const ownOnly = { providerA: 409, providerB: 404 };
  return {
    "GET /api/developers/addons": {
      access: "providerUser",
      send: (p) => call("GET /api/developers/addons", "/api/developers/addons", credentials(p)),
      inspect: (p, answer) => {
        const sees = answer.text.includes(SEED_ADDON_A);
        if (p.name === "providerA") return sees ? [] : ["provider A does not see its own add-on"];
        return sees ? ["sees provider A's add-on"] : [];
      },
    },
    "POST /api/developers/addons": {
      access: "providerUser",
      allowedStatus: { providerA: 201, providerB: 201 },
      send: (p) =>
        call("POST /api/developers/addons", "/api/developers/addons", {
          method: "POST",
          ...credentials(p),
          json: { name: `行列の${p.name}`, addonUrl: "https://addons.sec.example/matrix", scopes: ["employees:read"] },
        }),
      restore: async (_p, answer) => {
        const addonKey = (answer.json as { addonKey?: string } | null)?.addonKey ?? "";
        await handle.db.execute(sql`delete from addon_registrations where addon_key = ${addonKey}`);
      },
    },
    "GET /api/developers/addons/[addonKey]": {
      access: "providerUser",
      allowedStatus: { providerB: 404 },
      send: (p) => call("GET /api/developers/addons/[addonKey]", path, credentials(p), params),
    },
    "PATCH /api/developers/addons/[addonKey]": {
      access: "providerUser",
      allowedStatus: ownOnly,
      send: (p) =>
        call(
          "PATCH /api/developers/addons/[addonKey]",
          path,
          { method: "PATCH", ...credentials(p), json: { name: "乗っ取り" } },
          params,
        ),
    },
    "DELETE /api/developers/addons/[addonKey]": {
      access: "providerUser",
      allowedStatus: ownOnly,
      send: (p) =>
        call("DELETE /api/developers/addons/[addonKey]", path, { method: "DELETE", ...credentials(p) }, params),
    },
  };
}

const MATRIX: TMatrix = {
  ...appPolicyRows(),
  ...oauthClientRows(),
  ...addonRows(),
  ...draftRows(),
  ...editorialRows(),
  ...accountRows("/api/developers/auth"),
  ...accountRows("/api/ops/auth"),
  // After the sign-out rows: the operator's session is still live. No such provider: nothing changes.
  "POST /api/ops/provider_user_invitations": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call("POST /api/ops/provider_user_invitations", "/api/ops/provider_user_invitations", {
        method: "POST",
        cookie: p.cookie,
        accountCookie: p.accountCookie,
        json: {
          appProviderId: 999_999,
          email: `${p.name.toLowerCase()}@matrix.example`,
          firstName: "A",
          lastName: "B",
          locale: "ja",
        },
      }),
  },
  // A's draft was never submitted: no change request to check, for the operator either.
  "POST /api/ops/change_requests/[id]/pre_checks": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/change_requests/[id]/pre_checks",
        `/api/ops/change_requests/${seeded.draftId}/pre_checks`,
        { method: "POST", ...credentials(p) },
        { id: String(seeded.draftId) },
      ),
  },
  // A's draft was never submitted: nothing for the reviewer to try in the review tenant (issue 27).
  "POST /api/ops/change_requests/[id]/review_install": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/change_requests/[id]/review_install",
        `/api/ops/change_requests/${seeded.draftId}/review_install`,
        { method: "POST", ...credentials(p) },
        { id: String(seeded.draftId) },
      ),
  },
  // The review console: the queue reads; no such change request, so nothing is picked up or decided.
  "GET /api/ops/change_requests": {
    access: "operator",
    send: (p) => call("GET /api/ops/change_requests", "/api/ops/change_requests", credentials(p)),
  },
  "POST /api/ops/change_requests/[id]/pick_up": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/change_requests/[id]/pick_up",
        "/api/ops/change_requests/999999/pick_up",
        { method: "POST", ...credentials(p) },
        { id: "999999" },
      ),
  },
  "POST /api/ops/change_requests/[id]/decision": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/change_requests/[id]/decision",
        "/api/ops/change_requests/999999/decision",
        { method: "POST", ...credentials(p), json: { decision: "approve", version: 1 } },
        { id: "999999" },
      ),
  },
  // The operator console's providers and failed mail: only the operator gets through. The operator
  // creates one provider (with its first user, by an address unique to the principal); the user and
  // mail actions name ids no row has, so nothing changes (404).
  "POST /api/ops/providers": {
    access: "operator",
    allowedStatus: { operator: 201 },
    send: (p) =>
      call("POST /api/ops/providers", "/api/ops/providers", {
        method: "POST",
        ...credentials(p),
        json: {
          name: `Matrix provider ${p.name}`,
          email: "contact@matrix.example",
          firstUser: { firstName: "A", lastName: "B", email: `${p.name.toLowerCase()}-first@matrix.example` },
          locale: "ja",
        },
      }),
  },
  "POST /api/ops/provider_users/[id]/suspension": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/provider_users/[id]/suspension",
        "/api/ops/provider_users/999999/suspension",
        { method: "POST", ...credentials(p) },
        { id: "999999" },
      ),
  },
  "DELETE /api/ops/provider_users/[id]/suspension": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "DELETE /api/ops/provider_users/[id]/suspension",
        "/api/ops/provider_users/999999/suspension",
        { method: "DELETE", ...credentials(p) },
        { id: "999999" },
      ),
  },
  "POST /api/ops/provider_users/[id]/invitation": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/provider_users/[id]/invitation",
        "/api/ops/provider_users/999999/invitation",
        { method: "POST", ...credentials(p), json: { locale: "ja" } },
        { id: "999999" },
      ),
  },
  "POST /api/ops/mails/[id]/retry": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/mails/[id]/retry",
        "/api/ops/mails/999999/retry",
        { method: "POST", ...credentials(p) },
        { id: "999999" },
      ),
  },
  "POST /api/ops/apps/[id]/status": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/apps/[id]/status",
        "/api/ops/apps/999999/status",
        { method: "POST", ...credentials(p), json: { status: "archived", from: "published", reason: "行列" } },
        { id: "999999" },
      ),
  },
  // The moderation of user voices (issue 28): only an operator sees the queue, with what the author
  // kept private; the one-voice routes name no such voice (404), so nothing is moved.
  "GET /api/ops/voices": {
    access: "operator",
    send: (p) => call("GET /api/ops/voices", "/api/ops/voices?view=queue", credentials(p)),
    inspect: (p, answer) => {
      if (p.name === "operator") {
        return answer.text.includes(VOICE_PRIVATE.pendingTitle) ? [] : ["does not show the pending voice"];
      }
      const leaked = Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value));
      return leaked.length > 0 ? [`shows what is private: ${leaked.join(", ")}`] : [];
    },
  },
  "POST /api/ops/voices/[id]/decision": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/voices/[id]/decision",
        "/api/ops/voices/999999/decision",
        { method: "POST", ...credentials(p), json: { decision: "reject", reason: "行列" } },
        { id: "999999" },
      ),
  },
  "POST /api/ops/voices/[id]/take_down": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "POST /api/ops/voices/[id]/take_down",
        "/api/ops/voices/999999/take_down",
        { method: "POST", ...credentials(p), json: { reason: "行列" } },
        { id: "999999" },
      ),
  },
  // Issue 31: the taxonomy's names are the operator's to read and change; the one-entry route names
  // no such category (404), so nothing changes.
  "GET /api/ops/taxonomy": {
    access: "operator",
    send: (p) => call("GET /api/ops/taxonomy", "/api/ops/taxonomy", credentials(p)),
  },
  "PUT /api/ops/taxonomy/[kind]/[key]": {
    access: "operator",
    allowedStatus: { operator: 404 },
    send: (p) =>
      call(
        "PUT /api/ops/taxonomy/[kind]/[key]",
        "/api/ops/taxonomy/categories/999999",
        { method: "PUT", ...credentials(p), json: { names: { "en-us": "Matrix" } } },
        { kind: "categories", key: "999999" },
      ),
  },
  "GET /api/ops/audit_events": {
    access: "operator",
    send: (p) => call("GET /api/ops/audit_events", "/api/ops/audit_events?action=app.changeStatus", credentials(p)),
  },
  // The console's terms versions and announcements: lists and new drafts succeed for the operator;
  // the one-row routes name no such row (404), so nothing published changes.
  ...opsEditorialRows(),
  "POST /_log": {
    access: "public",
    send: (p) =>
      call("POST /_log", "/_log", {
        method: "POST",
        ...credentials(p),
        json: { level: "info", code: "security-matrix" },
      }),
  },
  // Not for any principal: only a scraper with the METRICS_TOKEN bearer token (401 for all here).
  "GET /metrics": {
    access: "public",
    send: (p) => call("GET /metrics", "/metrics", { ...credentials(p) }),
    inspect: (_p, answer) => (answer.status === 401 ? [] : [`answered ${answer.status}, not 401`]),
  },
  // Error reporting is off in this suite (no SENTRY_DSN): the tunnel is not found for anyone.
  "POST /monitoring": {
    access: "public",
    send: (p) =>
      call("POST /monitoring", "/monitoring", {
        method: "POST",
        ...credentials(p),
        json: { dsn: "https://key@errors.example/1" },
      }),
  },
  "POST /api/apps/[code]/contact_requests": {
    access: "public",
    send: (p) =>
      call(
        "POST /api/apps/[code]/contact_requests",
        "/api/apps/sec-contact/contact_requests",
        { method: "POST", ...credentials(p), json: contactRequestBody(p, "inquiry") },
        { code: "sec-contact" },
      ),
  },
  // A trial needs a signed-in user (SPEC §6): every tenant user may ask, nobody else.
  "POST /api/apps/[code]/trial_requests": {
    access: "user",
    send: (p) =>
      call(
        "POST /api/apps/[code]/trial_requests",
        "/api/apps/sec-trial/trial_requests",
        { method: "POST", ...credentials(p), json: contactRequestBody(p, "trial") },
        { code: "sec-trial" },
      ),
  },
  "POST /api/apps/[code]/document_request": {
    access: "public",
    send: (p) =>
      call(
        "POST /api/apps/[code]/document_request",
        "/api/apps/sec-doc/document_request",
        {
          method: "POST",
          ...credentials(p),
          json: { email: `${p.name.toLowerCase()}@matrix.example`, surveyAnswers: { interesting: [] } },
        },
        { code: "sec-doc" },
      ),
  },
  "GET /api/apps/[code]": {
    access: "public",
    send: (p) => call("GET /api/apps/[code]", "/api/apps/sec-addon-a", { ...credentials(p) }, { code: "sec-addon-a" }),
    inspect: (p, answer) => {
      const installed = (answer.json as { installed?: boolean } | null)?.installed;
      return installed === actsForA(p) ? [] : [`sees tenant A's app as installed: ${installed}`];
    },
  },
  // Public (issue 28): everyone sees the published voice, nobody what its author or the store kept private.
  "GET /api/apps/[code]/voices": {
    access: "public",
    send: (p) =>
      call(
        "GET /api/apps/[code]/voices",
        "/api/apps/sec-addon-a/voices",
        { ...credentials(p) },
        { code: "sec-addon-a" },
      ),
    inspect: (_p, answer) => {
      const problems = answer.text.includes("公開された声") ? [] : ["does not show the published voice"];
      const leaked = Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value));
      return leaked.length > 0 ? [...problems, `shows what is private: ${leaked.join(", ")}`] : problems;
    },
  },
  // Issue 28: a user's own voice. Every tenant user may ask and write; only a user whose current
  // company has the app (tenant A has sec-addon-a) may write about it, and each sees only their own.
  "GET /api/apps/[code]/voices/mine": {
    access: "user",
    send: (p) =>
      call(
        "GET /api/apps/[code]/voices/mine",
        "/api/apps/sec-addon-a/voices/mine",
        { ...credentials(p) },
        { code: "sec-addon-a" },
      ),
    inspect: (p, answer) => {
      const eligibility = (answer.json as { eligibility?: string } | null)?.eligibility;
      const expected = p.tenantId === TENANT_A.id ? "eligible" : "neverInstalled";
      // Only tenant users are answered; the others' refusals are judged by their status.
      const problems =
        !p.grants.includes("user") || eligibility === expected ? [] : [`is told ${eligibility}, not ${expected}`];
      const leaked = Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value));
      return leaked.length > 0 ? [...problems, `shows another author's voice: ${leaked.join(", ")}`] : problems;
    },
  },
  "PUT /api/apps/[code]/voices/mine": {
    access: "user",
    send: (p) =>
      call(
        "PUT /api/apps/[code]/voices/mine",
        "/api/apps/sec-addon-a/voices/mine",
        { method: "PUT", ...credentials(p), json: MATRIX_VOICE },
        { code: "sec-addon-a" },
      ),
    // Tenant B never had A's app: B's admin may not write about it.
    allowedStatus: { adminB: 403 },
    restore: async (p) => {
      await handle.db.execute(sql`delete from user_voices where suite_user_id = ${p.userId ?? ""}`);
    },
  },
  "DELETE /api/apps/[code]/voices/mine": {
    access: "user",
    send: (p) =>
      call(
        "DELETE /api/apps/[code]/voices/mine",
        "/api/apps/sec-addon-a/voices/mine",
        { method: "DELETE", ...credentials(p) },
        { code: "sec-addon-a" },
      ),
  },
  "POST /api/apps/[code]/voices/checks": {
    access: "user",
    send: (p) =>
      call(
        "POST /api/apps/[code]/voices/checks",
        "/api/apps/sec-addon-a/voices/checks",
        { method: "POST", ...credentials(p), json: { rating: 4, title: "", text: "", locale: "ja" } },
        { code: "sec-addon-a" },
      ),
  },
  // Issue 28: a tenant user's 'helpful' vote on provider A's published voice, given and taken back;
  // the answers name nobody, and each user's vote is taken back after them.
  "PUT /api/voices/[id]/helpful": {
    access: "user",
    send: async (p) => {
      const id = String(await publishedVoiceId());
      return call(
        "PUT /api/voices/[id]/helpful",
        `/api/voices/${id}/helpful`,
        { method: "PUT", ...credentials(p) },
        { id },
      );
    },
    inspect: (_p, answer) => Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value)),
    restore: async (p) => {
      await handle.db.execute(sql`delete from voice_helpful_votes where suite_user_id = ${p.userId ?? ""}`);
    },
  },
  "DELETE /api/voices/[id]/helpful": {
    access: "user",
    send: async (p) => {
      const id = String(await publishedVoiceId());
      return call(
        "DELETE /api/voices/[id]/helpful",
        `/api/voices/${id}/helpful`,
        { method: "DELETE", ...credentials(p) },
        { id },
      );
    },
  },
  "GET /api/apps/[code]/voices/helpful": {
    access: "user",
    send: (p) =>
      call(
        "GET /api/apps/[code]/voices/helpful",
        "/api/apps/sec-addon-a/voices/helpful",
        { ...credentials(p) },
        { code: "sec-addon-a" },
      ),
  },
  // Public (issue 28): anyone may report a published voice, which stays public while it waits for an
  // operator. Put back after each caller, so every caller reports it anew.
  "POST /api/voices/[id]/reports": {
    access: "public",
    send: async (p) => {
      const id = String(await publishedVoiceId());
      return call(
        "POST /api/voices/[id]/reports",
        `/api/voices/${id}/reports`,
        { method: "POST", ...credentials(p), json: { reason: "other", note: "行列の検証" } },
        { id },
      );
    },
    inspect: (_p, answer) => {
      const leaked = Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value));
      return answer.status === 201 && leaked.length === 0 ? [] : [`answered ${answer.status} ${answer.text}`];
    },
    restore: async () => {
      const id = await publishedVoiceId();
      await handle.db.execute(sql`delete from voice_reports where voice_id = ${id}`);
      await handle.db.execute(sql`update user_voices set status = 'published' where id = ${id}`);
    },
  },
  "GET /api/apps/facets": {
    access: "public",
    send: (p) => call("GET /api/apps/facets", "/api/apps/facets", { ...credentials(p) }),
  },
  "GET /api/apps": { access: "public", send: (p) => call("GET /api/apps", "/api/apps", { ...credentials(p) }) },
  // The suite's release notes: public; without a stand-in running here every caller gets the same 503.
  "GET /api/release_notes": {
    access: "public",
    send: (p) => call("GET /api/release_notes", "/api/release_notes", { ...credentials(p) }),
  },
  "GET /api/auth/[...nextauth]": {
    access: "public",
    send: (p) => nextAuth(p, "GET", "/api/auth/session"),
    inspect: (p, answer) => {
      // A session answered with an error is ended: the client signs out at once (session-refresh.tsx).
      const session = answer.json as { user?: { id?: string }; error?: string } | null;
      const userId = session?.error ? null : (session?.user?.id ?? null);
      const expected = p.authenticated ? p.userId : null;
      return userId === expected ? [] : [`the session endpoint says user ${userId}, expected ${expected}`];
    },
  },
  "POST /api/auth/[...nextauth]": { access: "public", send: (p) => nextAuth(p, "POST", "/api/auth/signin/suite") },
  "POST /api/auth/tenants": {
    access: "user",
    send: (p) =>
      call("POST /api/auth/tenants", "/api/auth/tenants", {
        method: "POST",
        ...credentials(p),
        json: { tenantId: p.tenantId ?? TENANT_A.id, userId: p.userId ?? "u-sec-admin-a" },
      }),
    inspect: (p, answer) => {
      if (answer.status !== 200) return [];
      const current = (answer.json as { user?: { currentTenant?: { id?: string } } }).user?.currentTenant?.id;
      return current === p.tenantId ? [] : [`switched to ${current}, asked for ${p.tenantId}`];
    },
  },
  "GET /api/campaigns": {
    access: "public",
    send: (p) => call("GET /api/campaigns", "/api/campaigns", { ...credentials(p) }),
  },
  "GET /api/cases": { access: "public", send: (p) => call("GET /api/cases", "/api/cases", { ...credentials(p) }) },
  "GET /api/cases/[id]": {
    access: "public",
    send: (p) =>
      call("GET /api/cases/[id]", `/api/cases/${seeded.caseId}`, { ...credentials(p) }, { id: String(seeded.caseId) }),
  },
  "GET /api/health": { access: "public", send: (p) => call("GET /api/health", "/api/health", { ...credentials(p) }) },
  // The benchmark's reference: the same constant page for every caller.
  "GET /api/bench/reference": {
    access: "public",
    send: (p) => call("GET /api/bench/reference", "/api/bench/reference", { ...credentials(p) }),
    inspect: (_p, answer) =>
      answer.status === 200 && answer.text === REFERENCE_PAGE_JSON
        ? []
        : [`answered ${answer.status}, not the constant page`],
  },
  "GET /api/health/ready": {
    access: "public",
    send: (p) => call("GET /api/health/ready", "/api/health/ready", { ...credentials(p) }),
  },
  // Only a logout token the parent service signed ends anything; a cookie adds nothing.
  "POST /api/auth/backchannel-logout": {
    access: "public",
    send: (p) =>
      call("POST /api/auth/backchannel-logout", "/api/auth/backchannel-logout", {
        method: "POST",
        ...credentials(p),
        body: "logout_token=not-a-token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    inspect: (_p, answer) => (answer.status === 400 ? [] : [`an unsigned logout token answered ${answer.status}`]),
  },
  "GET /api/news": { access: "public", send: (p) => call("GET /api/news", "/api/news", { ...credentials(p) }) },
  // The API document: the same for everyone, cacheable, and nothing of the caller or the store's secrets in it.
  "GET /api/openapi.json": {
    access: "public",
    send: (p) => call("GET /api/openapi.json", "/api/openapi.json", { ...credentials(p) }),
    inspect: (p, answer) => {
      const problems: string[] = [];
      if (answer.status !== 200) problems.push(`answered ${answer.status}`);
      if (!answer.headers.get("cache-control")?.startsWith("public")) problems.push("is not publicly cacheable");
      if (JSON.stringify(answer.json) !== JSON.stringify(openApiDocument())) problems.push("differs from the document");
      const leaked = secretsOf(p).filter((secret) => answer.text.includes(secret));
      if (leaked.length > 0) problems.push(`shows ${leaked.length} secret value(s)`);
      return problems;
    },
  },
  "GET /api/pickups": {
    access: "public",
    send: (p) => call("GET /api/pickups", "/api/pickups", { ...credentials(p) }),
  },
  "GET /api/releases": {
    access: "public",
    send: (p) => call("GET /api/releases", "/api/releases", { ...credentials(p) }),
  },
  "GET /api/specials": {
    access: "public",
    send: (p) => call("GET /api/specials", "/api/specials", { ...credentials(p) }),
  },
  "GET /api/specials/[id]": {
    access: "public",
    send: (p) =>
      call(
        "GET /api/specials/[id]",
        `/api/specials/${seeded.specialId}`,
        { ...credentials(p) },
        { id: String(seeded.specialId) },
      ),
  },
  // The leads of provider A's apps go to provider A only, as JSON and as CSV.
  "GET /api/developers/leads": {
    access: "providerUser",
    send: (p) => call("GET /api/developers/leads", "/api/developers/leads?format=csv", credentials(p)),
    inspect: (p, answer) => {
      if (answer.status !== 200) return [];
      const shown = answer.text.includes(SECURITY_LEAD_MARKER);
      if (p.name === "providerA") return shown ? [] : ["provider A does not see its own lead"];
      return shown ? ["sees provider A's lead"] : [];
    },
  },
  // Issue 29: provider A's analytics of its app; provider B asking for it gets 404 (as for an app
  // that does not exist), and no tenant is ever named in the figures or their CSV.
  ...Object.fromEntries(
    (["/api/developers/analytics", "/api/developers/analytics/export"] as const).map((path) => [
      `GET ${path}`,
      {
        access: "providerUser",
        allowedStatus: { providerB: 404 },
        send: (p: TPrincipal) => call(`GET ${path}`, `${path}?appId=${seeded.appId}&range=7`, credentials(p)),
        inspect: (_p: TPrincipal, answer: { status: number; text: string }) =>
          answer.status === 200 && answer.text.includes(TENANT_A.id) ? ["names tenant A"] : [],
      } satisfies TMatrixRow,
    ]),
  ),
  // Issue 29: the store's analytics (or one provider's) are the operator's only; no tenant is named.
  ...Object.fromEntries(
    (["/api/ops/analytics", "/api/ops/analytics/export"] as const).map((path) => [
      `GET ${path}`,
      {
        access: "operator",
        send: async (p: TPrincipal) =>
          call(`GET ${path}`, `${path}?providerId=${await providerIdOf(PROVIDER_A.email)}&range=7`, credentials(p)),
        inspect: (_p: TPrincipal, answer: { status: number; text: string }) =>
          answer.status === 200 && answer.text.includes(TENANT_A.id) ? ["names tenant A"] : [],
      } satisfies TMatrixRow,
    ]),
  ),
  // Issue 28: the public voices about provider A's apps go to provider A only, the author only as they chose.
  "GET /api/developers/voices": {
    access: "providerUser",
    send: (p) => call("GET /api/developers/voices", "/api/developers/voices", credentials(p)),
    inspect: (p, answer) => {
      if (answer.status !== 200) return [];
      const leaked = Object.values(VOICE_PRIVATE).filter((value) => answer.text.includes(value));
      const problems = leaked.length > 0 ? [`shows what is private: ${leaked.join(", ")}`] : [];
      const shown = answer.text.includes("公開された声");
      if (p.name === "providerA") return shown ? problems : [...problems, "provider A does not see its app's voice"];
      return shown ? [...problems, "sees the voice about provider A's app"] : problems;
    },
  },
  // Only provider A replies to (and takes back its reply to) a voice about its app; to B it does not exist.
  ...Object.fromEntries(
    (["PUT", "DELETE"] as const).map((method) => [
      `${method} /api/developers/voices/[id]/reply`,
      {
        access: "providerUser",
        send: async (p: TPrincipal) => {
          const id = String(await publishedVoiceId());
          return call(
            `${method} /api/developers/voices/[id]/reply`,
            `/api/developers/voices/${id}/reply`,
            { method, ...credentials(p), ...(method === "PUT" ? { json: { text: "行列からの返信です。" } } : {}) },
            { id },
          );
        },
        allowedStatus: { providerB: 404 },
        restore: async () => {
          await handle.db.execute(
            sql`update user_voices set reply_text = null, reply_at = null, reply_by = null where title = '公開された声'`,
          );
        },
      } satisfies TMatrixRow,
    ]),
  ),
  // Provider A's webhook deliveries go to provider A only; the signing secret is never in a listing.
  "GET /api/developers/webhooks": {
    access: "providerUser",
    send: (p) => call("GET /api/developers/webhooks", "/api/developers/webhooks", credentials(p)),
    inspect: (p, answer) => {
      if (answer.status !== 200) return [];
      const problems = answer.text.includes(SECURITY_WEBHOOK_SECRET) ? ["shows the signing secret"] : [];
      const shown = answer.text.includes(SECURITY_WEBHOOK_EVENT_ID);
      if (p.name === "providerA") return shown ? problems : [...problems, "provider A does not see its own delivery"];
      return shown ? [...problems, "sees provider A's delivery"] : problems;
    },
  },
  // Each provider sets its own URL; A's existing secret is not answered again.
  "PUT /api/developers/webhooks": {
    access: "providerUser",
    send: (p) =>
      call("PUT /api/developers/webhooks", "/api/developers/webhooks", {
        method: "PUT",
        ...credentials(p),
        json: { url: "https://hooks.provider.sec.example/store" },
      }),
    inspect: (p, answer) =>
      p.name === "providerA" && answer.text.includes(SECURITY_WEBHOOK_SECRET) ? ["answered the secret again"] : [],
    restore: async (p) => {
      if (p.name === "providerA") return;
      await handle.db.execute(
        sql`delete from provider_webhooks where app_provider_id = (select id from app_providers where email = ${PROVIDER_B.email})`,
      );
    },
  },
  "POST /api/developers/webhooks/secret": {
    access: "providerUser",
    send: (p) =>
      call("POST /api/developers/webhooks/secret", "/api/developers/webhooks/secret", {
        method: "POST",
        ...credentials(p),
      }),
    restore: async (p) => {
      if (p.name === "providerA")
        await handle.db.execute(
          sql`update provider_webhooks set secret = ${SECURITY_WEBHOOK_SECRET} where app_provider_id = (select id from app_providers where email = ${PROVIDER_A.email})`,
        );
      else
        await handle.db.execute(
          sql`delete from provider_webhooks where app_provider_id = (select id from app_providers where email = ${PROVIDER_B.email})`,
        );
    },
  },
  // B has no webhook URL: nothing to send to.
  "POST /api/developers/webhooks/test": {
    access: "providerUser",
    send: (p) =>
      call("POST /api/developers/webhooks/test", "/api/developers/webhooks/test", {
        method: "POST",
        ...credentials(p),
      }),
    allowedStatus: { providerB: 422 },
    restore: async () => {
      await handle.db.execute(sql`delete from webhook_deliveries where event_type = 'test'`);
    },
  },
  // Only A may resend A's delivery; to B it does not exist.
  "POST /api/developers/webhooks/deliveries/[id]/resend": {
    access: "providerUser",
    send: async (p) => {
      const [delivery] = await selectRows<{ id: number }>(
        handle.db,
        sql`select id from webhook_deliveries where event_id = ${SECURITY_WEBHOOK_EVENT_ID}`,
      );
      const id = String(delivery?.id ?? 0);
      return call(
        "POST /api/developers/webhooks/deliveries/[id]/resend",
        `/api/developers/webhooks/deliveries/${id}/resend`,
        { method: "POST", ...credentials(p) },
        { id },
      );
    },
    allowedStatus: { providerB: 404 },
  },
  "GET /api/developers/app_providers/me": {
    access: "providerUser",
    send: (p) => call("GET /api/developers/app_providers/me", "/api/developers/app_providers/me", credentials(p)),
    inspect: (p, answer) => {
      if (answer.status !== 200) return [];
      const email = (answer.json as { email?: string }).email;
      const own = p.name === "providerA" ? PROVIDER_A.email : PROVIDER_B.email;
      return email === own ? [] : [`read the profile of ${email}`];
    },
  },
  // Each caller saves their own profile renamed, naming one of provider A's awards for deletion:
  // only A's own save may touch it; B's is refused whole.
  "PATCH /api/developers/app_providers/me": {
    access: "providerUser",
    send: async (p) => {
      const loaded = await loadedProfile(p);
      const [award] = await selectRows<{ id: number; title: string }>(
        handle.db,
        sql`select a.id, a.title from app_provider_awards a join app_providers p on p.id = a.app_provider_id where p.email = ${PROVIDER_A.email} order by a.id limit 1`,
      );
      const named = award && !loaded.awards.some((a) => a.id === award.id) ? [{ ...award, _destroy: true }] : [];
      return call("PATCH /api/developers/app_providers/me", "/api/developers/app_providers/me", {
        method: "PATCH",
        ...credentials(p),
        json: { ...loaded, name: `${loaded.name}（変更）`, awards: [...loaded.awards, ...named] },
      });
    },
    allowedStatus: { providerB: 422 },
    inspect: (p, answer) => {
      if (p.name !== "providerA" || answer.status !== 200) return [];
      const saved = answer.json as TProfileBody;
      return saved.name === `${PROVIDER_A.name}（変更）` ? [] : [`saved as ${saved.name}`];
    },
    restore: async (p, answer) => {
      const saved = answer.json as TProfileBody;
      await call("PATCH /api/developers/app_providers/me", "/api/developers/app_providers/me", {
        method: "PATCH",
        ...credentials(p),
        json: { ...saved, name: saved.name.replace(/（変更）$/, "") },
      });
    },
  },
  "DELETE /api/tenant_admin/apps/[code]": {
    access: "tenantAdmin",
    send: (p) =>
      call(
        "DELETE /api/tenant_admin/apps/[code]",
        "/api/tenant_admin/apps/sec-connect-a",
        { method: "DELETE", ...credentials(p) },
        { code: "sec-connect-a" },
      ),
    // B never installed it: nothing to remove, and nothing of A's may go.
    allowedStatus: { adminB: 404 },
    restore: () => installAsAdminA("sec-connect-a"),
  },
  "POST /api/tenant_admin/apps/[code]/scope_update": {
    access: "tenantAdmin",
    send: (p) =>
      call(
        "POST /api/tenant_admin/apps/[code]/scope_update",
        "/api/tenant_admin/apps/sec-connect-a/scope_update",
        { method: "POST", ...credentials(p), json: { decision: "keep" } },
        { code: "sec-connect-a" },
      ),
    // A's grant covers what the app asks (no update waits); B never installed it. Nothing of A's changes.
    allowedStatus: { adminA: 409, adminB: 404 },
  },
  "GET /api/launcher/apps": {
    access: "user",
    send: (p) => call("GET /api/launcher/apps", "/api/launcher/apps", { ...credentials(p) }),
    inspect: (p, answer) => {
      const listed = ONLY_A.filter((code) => answer.text.includes(`"code":"${code}"`));
      // Every member of tenant A, admin or not, sees A's apps while A is the current tenant; nobody else does.
      if (p.tenantId === TENANT_A.id && p.grants.includes("user"))
        return listed.length === ONLY_A.length ? [] : ["a member of A does not see A's apps"];
      return listed.length === 0 ? [] : [`sees tenant A's apps: ${listed.join(", ")}`];
    },
  },
  "PUT /api/launcher/favorites/[code]": {
    access: "user",
    send: (p) =>
      call(
        "PUT /api/launcher/favorites/[code]",
        "/api/launcher/favorites/sec-connect-a",
        { method: "PUT", ...credentials(p) },
        { code: "sec-connect-a" },
      ),
    // Tenant B has not installed A's app: B's admin cannot star it, nor learn anything of A's.
    allowedStatus: { adminB: 404 },
    restore: async (p) => {
      await handle.db.execute(sql`delete from launcher_favorites where suite_user_id = ${p.userId ?? ""}`);
    },
  },
  "DELETE /api/launcher/favorites/[code]": {
    access: "user",
    send: (p) =>
      call(
        "DELETE /api/launcher/favorites/[code]",
        "/api/launcher/favorites/sec-connect-a",
        { method: "DELETE", ...credentials(p) },
        { code: "sec-connect-a" },
      ),
    allowedStatus: { adminB: 404 },
  },
  "GET /api/tenant_admin/apps": {
    access: "tenantAdmin",
    send: (p) => call("GET /api/tenant_admin/apps", "/api/tenant_admin/apps", { ...credentials(p) }),
    inspect: (p, answer) => {
      const listed = ONLY_A.filter((code) => answer.text.includes(`"code":"${code}"`));
      if (isAdminOfA(p)) return listed.length === ONLY_A.length ? [] : ["admin A does not see A's apps"];
      return listed.length === 0 ? [] : [`sees tenant A's apps: ${listed.join(", ")}`];
    },
  },
  "POST /api/tenant_admin/apps": {
    access: "tenantAdmin",
    send: (p) =>
      call("POST /api/tenant_admin/apps", "/api/tenant_admin/apps", {
        method: "POST",
        ...credentials(p),
        json: { code: "sec-extra" },
      }),
  },
  "POST /api/access_requests": {
    access: "user",
    send: (p) =>
      call("POST /api/access_requests", "/api/access_requests", {
        method: "POST",
        ...credentials(p),
        json: { code: "sec-extra", note: "matrix" },
      }),
    // Admins install apps themselves: nothing to ask for.
    allowedStatus: { adminA: 422, adminB: 422 },
    restore: async (p) => {
      await handle.db.execute(
        sql`delete from access_requests where suite_user_id = ${p.userId ?? ""} and note = 'matrix'`,
      );
    },
  },
  "GET /api/tenant_admin/access_requests": {
    access: "tenantAdmin",
    send: (p) =>
      call("GET /api/tenant_admin/access_requests", "/api/tenant_admin/access_requests", { ...credentials(p) }),
    inspect: (p, answer) => {
      const sees = answer.text.includes(ACCESS_REQUEST_NOTE_A);
      if (isAdminOfA(p)) return sees ? [] : ["admin A does not see A's access request"];
      return sees ? ["sees tenant A's access request"] : [];
    },
  },
  "POST /api/tenant_admin/access_requests/[id]/decline": {
    access: "tenantAdmin",
    send: (p) =>
      call(
        "POST /api/tenant_admin/access_requests/[id]/decline",
        `/api/tenant_admin/access_requests/${seeded.accessRequestId}/decline`,
        { method: "POST", ...credentials(p), json: { note: "matrix" } },
        { id: String(seeded.accessRequestId) },
      ),
    // Tenant B's admin cannot tell A's request from one that does not exist.
    allowedStatus: { adminB: 404 },
    restore: async () => {
      await handle.db.execute(
        sql`update access_requests set status = 'pending', answered_at = null, answered_by = null, decline_note = null where id = ${seeded.accessRequestId}`,
      );
    },
  },
  "GET /api/tenant_admin/operation_logs": {
    access: "tenantAdmin",
    send: (p) =>
      call("GET /api/tenant_admin/operation_logs", "/api/tenant_admin/operation_logs", { ...credentials(p) }),
    inspect: (p, answer) => {
      const tenants = ((answer.json as { data?: { tenantId: string }[] } | null)?.data ?? []).map(
        (log) => log.tenantId,
      );
      if (isAdminOfA(p)) return tenants.includes(TENANT_A.id) ? [] : ["admin A does not see A's operation log"];
      const foreign = tenants.filter((tenantId) => tenantId !== p.tenantId);
      return foreign.length === 0 ? [] : [`sees operation logs of ${[...new Set(foreign)].join(", ")}`];
    },
  },
  "GET /api/terms/[kind]": {
    access: "public",
    send: (p) => call("GET /api/terms/[kind]", "/api/terms/terms", { ...credentials(p) }, { kind: "terms" }),
  },
  "GET /api/terms/[kind]/[version]": {
    access: "public",
    send: (p) =>
      call(
        "GET /api/terms/[kind]/[version]",
        "/api/terms/terms/2024-04-01",
        { ...credentials(p) },
        { kind: "terms", version: "2024-04-01" },
      ),
  },
  "GET /api/top_links": {
    access: "public",
    send: (p) => call("GET /api/top_links", "/api/top_links", { ...credentials(p) }),
  },
  // Any provider user may upload: an image belongs to nobody until a draft of theirs names it.
  "POST /api/developers/apps/images": {
    access: "providerUser",
    send: (p) =>
      call("POST /api/developers/apps/images", "/api/developers/apps/images", {
        method: "POST",
        ...credentials(p),
        ...multipartUpload,
      }),
    allowedStatus: { providerA: 201, providerB: 201 },
    inspect: (_p, answer) => {
      if (answer.status !== 201) return [];
      const url = (answer.json as { url?: string } | null)?.url ?? "";
      return /^\/media\/[0-9a-f]{64}\.(png|jpg)\.webp$/.test(url) ? [] : [`answered ${answer.text.slice(0, 120)}`];
    },
  },
  "GET /media/[...key]": {
    access: "public",
    send: (p) =>
      call(
        "GET /media/[...key]",
        `/media/${"0".repeat(64)}.png`,
        { ...credentials(p) },
        { key: [`${"0".repeat(64)}.png`] },
      ),
  },
  "GET /img/[...path]": {
    access: "public",
    send: (p) =>
      call(
        "GET /img/[...path]",
        "/img/apps/sec-addon-a/logo.svg",
        { ...credentials(p) },
        { path: ["apps", "sec-addon-a", "logo.svg"] },
      ),
  },
};

beforeAll(async () => {
  handle = await createTestDb();
  useTestDb(handle.db);
  Object.assign(seeded, await seedSecurityCatalog(handle.db));
  const [app] = await selectRows<{ id: number }>(handle.db, sql`select id from apps where code = 'sec-addon-a'`);
  seeded.appId = app?.id ?? 0;
  await seedVoicesOfAddonA();
  const providerA = { appProviderId: await providerIdOf(PROVIDER_A.email), appId: null };
  seeded.draftId = (await seedMinimalDraft(handle.db, { ...providerA, name: "検証下書き", code: "sec-draft-a" })).id;
  seeded.newsId = (
    await seedNews(handle.db, {
      title: "行列のお知らせ",
      bodyContent: "<p>本文</p>",
      categories: [],
      publishedAt: new Date(),
    })
  ).id;
  seeded.pickupId = (
    await seedPickupLink(handle.db, { linkUrl: "/specials", imageUrl: "/img/banners/a.svg", alt: "行列のバナー" })
  ).id;
  await seedAddonOfA();
  principals = await createPrincipals(harness, handle.db);
  for (const code of ONLY_A) await installAsAdminA(code);
  await blockForA(POLICY_BLOCKED_A);
  // An app no row of the matrix installs: an install would approve the request.
  const [extra] = await selectRows<{ id: number }>(handle.db, sql`select id from apps where code = 'sec-trial'`);
  seeded.accessRequestId = (
    await seedAccessRequest(handle.db, {
      tenantId: TENANT_A.id,
      appId: extra?.id ?? 0,
      suiteUserId: "u-sec-revoked-a",
      name: "検証 申請者",
      email: "revoked@sec-a.example",
      note: ACCESS_REQUEST_NOTE_A,
    })
  ).id;
});

afterAll(async () => {
  await harness.close();
  await handle?.close();
});

describe("the authorization matrix", () => {
  it("has a row for every route handler and method the App Router serves, and none for a route that is gone", () => {
    const discovered = routes.map((route) => route.key).sort();
    expect(discovered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !discovered.includes(key as TRouteKey))).toEqual([]);
  });

  // Some 1,250 calls, each through a whole route handler: about 45 s on PGlite alone, more on a busy machine.
  it("refuses and shows nothing of tenant A or provider A to whoever may not see it: 0 violations", async () => {
    // Owners last: what admin A and provider A are allowed to change is put back after their calls.
    const owners = ["providerA", "adminA"] as const;
    const order = PRINCIPAL_NAMES.filter((name) => !owners.some((owner) => owner === name)).map(
      (name) => principals[name],
    );
    const providerA = await providerIdOf(PROVIDER_A.email);
    const { calls, violations } = await runMatrix(
      MATRIX,
      [...order, ...owners.map((name) => principals[name])],
      [
        {
          description: "tenant A's installations or operation logs",
          isOwner: isAdminOfA,
          snapshot: () => tenantSnapshot(handle.db, harness.suite, TENANT_A.id),
          markers: () => [
            "admin@sec-a.example",
            ADMIN_A_ADDRESS,
            ...harness.suite.records
              .snapshot()
              .addons.filter((a) => a.tenantId === TENANT_A.id)
              .map((a) => a.addonId),
          ],
        },
        {
          description: "provider A's profile, awards, drafts or users",
          isOwner: (p) => p.name === "providerA",
          snapshot: () => providerSnapshot(handle.db, providerA),
          markers: () => [PROVIDER_A.email, PROVIDER_A.userEmail],
        },
      ],
    );
    console.log(
      `authorization matrix: ${Object.keys(MATRIX).length} route handlers × ${PRINCIPAL_NAMES.length} principals, ${calls} calls, ${violations.length} violations`,
    );
    expect(violations.length, `${violations.length} violations:\n${describeViolations(violations)}`).toBe(0);
  }, 240_000);
});
