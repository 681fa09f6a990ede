import http from "node:http";
import { type Browser, expect, test } from "./support/test";
import fc from "fast-check";
import {
  bodyAround,
  decodedText,
  generate,
  rawQuery,
  rawSegment,
  replayHint,
  type TBodyCase,
} from "../apps/web/src/security/testing/bad-input";
import { dynamicPathKeys } from "../apps/web/src/security/testing/route-inventory";
import { badInputURLs, baseURL, suiteURL } from "./playwright.config";

// Property-based bad input over real HTTP against the production build: every dynamic path the
// store serves (pages and route handlers, found on disk) gets SECURITY_FUZZ_RUNS (1000) generated
// requests whose raw paths carry malformed percent-escapes, NUL and control characters, overlong
// and unicode segments; next-auth's endpoints get bad bodies and callback URLs too. Next decodes a
// path before the store's code runs, so these failures live where only a real server shows them.
// The property: no 5xx. (Which rows a refused write may not change is checked in-process, in
// apps/web/src/security/bad-input-*.integration.test.ts.) With PostgreSQL the requests go in turn
// to two processes of the store (badInputURLs in playwright.config.ts).

/** Requests in flight at once: enough to keep the server busy, few enough for a 2-core machine. */
const CONCURRENCY = 6;
const SESSION_COOKIE = "hrstore_session";

type TRawRequest = { method: string; path: string; body?: TBodyCase | null; cookie?: string | null };
type TTarget = { cases: fc.Arbitrary<TRawRequest>; signedIn?: boolean };

const APP_CODES = ["asagi-payroll", "komorebi-kaikei", "seseragi-form-builder"];
const IDS = ["1", "2", "3"];
/** The demo's OAuth client ids, near which the generated ones vary (issue 27). */
const OAUTH_CLIENT = { clientId: ["oc_komorebi_cloud", "hr-app-store"] };
/** Add-on keys as the parent service gives them and as the demo's add-ons are named (issue 27). */
const ADDON = { addonKey: ["ad_asagi-payroll", "ad_0123456789abcdef0123"] };
const TERMS = ["terms", "partner_terms", "partner_api_terms", "labs_terms"];
const VERSIONS = ["2025-04-01", "2024-10-01"];
const EDITORIAL_KINDS = ["specials", "campaigns", "cases", "news", "pickups", "top_links"];
const EDITORIAL_ITEM = { kind: EDITORIAL_KINDS, id: IDS };
const IMAGE_FILES = ["logo.svg", "lineup.svg", "screen-1.svg", "document_cover.png", "home.svg"];

/** `pattern` with each `[param]` replaced by a generated raw segment (several for `[...param]`). */
function rawPath(pattern: string, valid: Record<string, readonly string[]>): fc.Arbitrary<string> {
  const parts = pattern
    .split("/")
    .slice(1)
    .map((part) => {
      const name = /^\[(?:\.\.\.)?(.+)\]$/.exec(part)?.[1];
      if (!name) return fc.constant(part);
      const segment = rawSegment(valid[name] ?? []);
      return part.startsWith("[...")
        ? fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join("/"))
        : segment;
    });
  return fc.tuple(fc.tuple(...parts), rawQuery).map(([segments, query]) => `/${segments.join("/")}${query}`);
}

function get(pattern: string, valid: Record<string, readonly string[]> = {}): TTarget {
  return { cases: rawPath(pattern, valid).map((path) => ({ method: "GET", path })) };
}

/** Ids as a preview's query names them (SPEC §2 preview parameters): good, bad, huge and non-numeric. */
const PREVIEW_IDS = [...IDS, "0", "-1", "1.5", "1e3", "abc", "2147483648", "99999999999999999999"];

/**
 * `pattern` as get() generates it, and with SPEC §2's preview parameters (`params`) whose values
 * are generated ids, so both the path's and the query's ids of a preview are fuzzed.
 */
function withPreviewQuery(
  pattern: string,
  valid: Record<string, readonly string[]>,
  params: readonly string[],
): TTarget {
  const query = fc
    .array(fc.tuple(fc.constantFrom(...params), rawSegment(PREVIEW_IDS)), { minLength: 1, maxLength: 3 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));
  return {
    cases: fc.oneof(
      get(pattern, valid).cases,
      fc
        .tuple(rawPath(pattern, valid), query)
        .map(([path, q]) => ({ method: "GET", path: `${path}${path.includes("?") ? "&" : "?"}${q}` })),
    ),
  };
}

/** A JSON write to a path with an `[id]`: an empty object, so only the path varies. */
function jsonTo(method: string, pattern: string, valid: Record<string, readonly string[]> = { id: IDS }): TTarget {
  return {
    cases: rawPath(pattern, valid).map((path) => ({
      method,
      path,
      body: { text: "{}", contentType: "application/json" },
    })),
  };
}

const NEXTAUTH_ACTIONS = ["signin", "callback", "suite", "session", "csrf", "providers", "signout", "error", "_log"];

/** A sign-in form body: the fields next-auth reads, with bad callback URLs and tokens. */
const signInForm: fc.Arbitrary<TBodyCase> = fc
  .record({
    csrfToken: fc.oneof(fc.constant("from-the-csrf-endpoint"), decodedText),
    callbackUrl: fc.oneof(
      fc.constantFrom(
        "/",
        "/tenant_admin",
        "https://evil.example/",
        "javascript:alert(1)",
        "//evil.example",
        "http://",
      ),
      decodedText,
    ),
    json: fc.constantFrom("true", "false"),
  })
  .map((fields) => ({
    text: new URLSearchParams(fields).toString(),
    contentType: "application/x-www-form-urlencoded",
  }));

/** Every dynamic path, by "METHOD pattern". A path the store serves without an entry fails the run. */
const TARGETS: Record<string, TTarget> = {
  // With preview_app_id, a preview (issue 10): for a visitor always the not-found screen.
  "GET /apps/[code]": withPreviewQuery("/apps/[code]", { code: APP_CODES }, ["preview_app_id"]),
  // The contact page (issue 13), opened on a request kind, or with preview_app_id its preview.
  "GET /apps/[code]/contact": withPreviewQuery("/apps/[code]/contact", { code: APP_CODES }, ["preview_app_id", "kind"]),
  "GET /apps/[code]/document-request": get("/apps/[code]/document-request", { code: APP_CODES }),
  "GET /apps/[code]/voices/mine": get("/apps/[code]/voices/mine", { code: APP_CODES }),
  "GET /apps/[code]/document-request/thanks": get("/apps/[code]/document-request/thanks", { code: APP_CODES }),
  "GET /cases/[id]": get("/cases/[id]", { id: IDS }),
  "GET /specials/[id]": get("/specials/[id]", { id: IDS }),
  "GET /partner-terms/[version]": get("/partner-terms/[version]", { version: VERSIONS }),
  // Reached only by proxy.ts's rewrites of refused tenant-admin pages; asked directly, not found.
  "GET /_screens/[screen]": get("/_screens/[screen]", {
    screen: ["paymentRequired", "forbidden", "ipBlocked", "inactiveSubdomain", "accessNotPermitted"],
  }),
  // Each area's catch-all: any URL no page serves is its area's not-found screen (404); signed out,
  // the developer area and the console send to their sign-in first (server/http/account-area-proxy.ts).
  "GET /[...missing]": get("/[...missing]", { missing: ["no-such-page", "apps", "developers", "ops", "tenant_admin"] }),
  "GET /developers/[...missing]": get("/developers/[...missing]", { missing: ["apps", "no-such-page", "auth"] }),
  "GET /ops/[...missing]": get("/ops/[...missing]", { missing: ["no-such-page", "sign_in"] }),
  // Without a provider session: the redirect to the developer sign-in, never a 5xx.
  "GET /developers/app_provider_announcements/[id]": get("/developers/app_provider_announcements/[id]", { id: IDS }),
  // The developer previews (issue 10): without a session, the redirect to sign-in.
  "GET /developers/apps/new/draft_apps/[draftId]/preview": withPreviewQuery(
    "/developers/apps/new/draft_apps/[draftId]/preview",
    { draftId: PREVIEW_IDS },
    ["draft_app_id"],
  ),
  "GET /developers/apps/[appId]/edit/draft_apps/[draftId]/preview": withPreviewQuery(
    "/developers/apps/[appId]/edit/draft_apps/[draftId]/preview",
    { appId: PREVIEW_IDS, draftId: PREVIEW_IDS },
    ["app_id", "draft_app_id"],
  ),
  "GET /developers/apps/[appId]/edit/draft_apps/preview": withPreviewQuery(
    "/developers/apps/[appId]/edit/draft_apps/preview",
    { appId: PREVIEW_IDS },
    ["app_id"],
  ),
  // The draft editor's pages (issue 10), signed out like the one above.
  "GET /developers/apps/new/draft_apps/[draftId]/edit": get("/developers/apps/new/draft_apps/[draftId]/edit", {
    draftId: IDS,
  }),
  "GET /developers/apps/[appId]/edit/draft_apps/new": get("/developers/apps/[appId]/edit/draft_apps/new", {
    appId: IDS,
  }),
  "GET /developers/apps/[appId]/edit/draft_apps/[draftId]/edit": get(
    "/developers/apps/[appId]/edit/draft_apps/[draftId]/edit",
    { appId: IDS, draftId: IDS },
  ),
  "GET /api/apps/[code]": get("/api/apps/[code]", { code: APP_CODES }),
  "GET /api/apps/[code]/voices": get("/api/apps/[code]/voices", { code: APP_CODES }),
  // Issue 28: signed out, every code is refused before it is looked up (401), never a 5xx.
  "GET /api/apps/[code]/voices/mine": get("/api/apps/[code]/voices/mine", { code: APP_CODES }),
  "PUT /api/apps/[code]/voices/mine": jsonTo("PUT", "/api/apps/[code]/voices/mine", { code: APP_CODES }),
  "DELETE /api/apps/[code]/voices/mine": {
    cases: rawPath("/api/apps/[code]/voices/mine", { code: APP_CODES }).map((path) => ({ method: "DELETE", path })),
  },
  "POST /api/apps/[code]/voices/checks": jsonTo("POST", "/api/apps/[code]/voices/checks", { code: APP_CODES }),
  // Issue 28: votes and reports on a voice. Signed out, a vote is refused (401) and an empty report (422)
  // before anything is written, whatever the path.
  "GET /api/apps/[code]/voices/helpful": get("/api/apps/[code]/voices/helpful", { code: APP_CODES }),
  "PUT /api/voices/[id]/helpful": jsonTo("PUT", "/api/voices/[id]/helpful"),
  "DELETE /api/voices/[id]/helpful": jsonTo("DELETE", "/api/voices/[id]/helpful"),
  "POST /api/voices/[id]/reports": jsonTo("POST", "/api/voices/[id]/reports"),
  "POST /api/apps/[code]/document_request": {
    // An empty body: a valid code is refused with 422, so no mail is queued by the run.
    cases: rawPath("/api/apps/[code]/document_request", { code: APP_CODES }).map((path) => ({
      method: "POST",
      path,
      body: { text: "{}", contentType: "application/json" },
    })),
  },
  // Demo, inquiry and trial requests: an empty body is refused with 422 (or 401 for a trial without
  // a session), so no lead or mail is made by the run.
  "POST /api/apps/[code]/contact_requests": {
    cases: rawPath("/api/apps/[code]/contact_requests", { code: APP_CODES }).map((path) => ({
      method: "POST",
      path,
      body: { text: "{}", contentType: "application/json" },
    })),
  },
  "POST /api/apps/[code]/trial_requests": {
    cases: rawPath("/api/apps/[code]/trial_requests", { code: APP_CODES }).map((path) => ({
      method: "POST",
      path,
      body: { text: "{}", contentType: "application/json" },
    })),
  },
  "GET /api/cases/[id]": get("/api/cases/[id]", { id: IDS }),
  "GET /api/specials/[id]": get("/api/specials/[id]", { id: IDS }),
  "GET /api/terms/[kind]": get("/api/terms/[kind]", { kind: TERMS }),
  "GET /api/terms/[kind]/[version]": get("/api/terms/[kind]/[version]", { kind: TERMS, version: VERSIONS }),
  "GET /img/[...path]": {
    cases: fc.oneof(
      get("/img/[...path]", { path: ["apps", "banners", "og", ...IMAGE_FILES, ...APP_CODES] }).cases,
      // The shapes the route reads, with one bad part: /img/apps/{code}/{file}, /img/banners/{seed}.svg
      fc
        .tuple(rawSegment(APP_CODES), fc.oneof(fc.constantFrom(...IMAGE_FILES), rawSegment(IMAGE_FILES)), rawQuery)
        .map(([code, file, query]) => ({ method: "GET", path: `/img/apps/${code}/${file}${query}` })),
      fc
        .tuple(rawSegment(["hero"]), rawSegment(["headline"]), rawSegment(["subline"]))
        .map(([seed, t, sub]) => ({ method: "GET", path: `/img/banners/${seed}.svg?t=${t}&s=${sub}` })),
    ),
  },
  // Uploaded images: names near a stored image's, escapes and dots that try to climb out.
  "GET /media/[...key]": get("/media/[...key]", {
    key: [`${"0".repeat(64)}.png`, `${"0".repeat(64)}.jpg.webp`, "..", "package.json"],
  }),
  // The developer API (ISSUE 10) without a provider session: refused, never a 5xx.
  "GET /api/developers/apps/[id]": get("/api/developers/apps/[id]", { id: IDS }),
  "GET /api/developers/experimental/apps/[id]": get("/api/developers/experimental/apps/[id]", { id: IDS }),
  "PATCH /api/developers/experimental/apps/[id]": jsonTo("PATCH", "/api/developers/experimental/apps/[id]"),
  "GET /api/developers/experimental/draft_apps/[id]": get("/api/developers/experimental/draft_apps/[id]", { id: IDS }),
  "PATCH /api/developers/experimental/draft_apps/[id]": jsonTo("PATCH", "/api/developers/experimental/draft_apps/[id]"),
  "POST /api/developers/experimental/draft_apps/[id]/change_request": jsonTo(
    "POST",
    "/api/developers/experimental/draft_apps/[id]/change_request",
  ),
  "POST /api/developers/webhooks/deliveries/[id]/resend": jsonTo(
    "POST",
    "/api/developers/webhooks/deliveries/[id]/resend",
  ),
  // A provider's reply to a user voice (issue 28) without a provider session: refused, never a 5xx.
  "PUT /api/developers/voices/[id]/reply": jsonTo("PUT", "/api/developers/voices/[id]/reply"),
  "DELETE /api/developers/voices/[id]/reply": jsonTo("DELETE", "/api/developers/voices/[id]/reply"),
  // The operator console (issue 11): without an operator session, the redirect to sign-in or 401.
  "GET /ops/providers/[id]": get("/ops/providers/[id]", { id: IDS }),
  "POST /api/ops/provider_users/[id]/suspension": jsonTo("POST", "/api/ops/provider_users/[id]/suspension"),
  "DELETE /api/ops/provider_users/[id]/suspension": jsonTo("DELETE", "/api/ops/provider_users/[id]/suspension"),
  "POST /api/ops/provider_users/[id]/invitation": jsonTo("POST", "/api/ops/provider_users/[id]/invitation"),
  "POST /api/ops/mails/[id]/retry": jsonTo("POST", "/api/ops/mails/[id]/retry"),
  // The operator console (issue 11) without an operator session: the redirect to sign-in or 401.
  "GET /ops/apps/[id]": get("/ops/apps/[id]", { id: IDS }),
  "POST /api/ops/apps/[id]/status": jsonTo("POST", "/api/ops/apps/[id]/status"),
  // The moderation of user voices (issue 28) without an operator session: 401, never a 5xx.
  "POST /api/ops/voices/[id]/decision": jsonTo("POST", "/api/ops/voices/[id]/decision"),
  "POST /api/ops/voices/[id]/take_down": jsonTo("POST", "/api/ops/voices/[id]/take_down"),
  // The taxonomy console (issue 31) without an operator session: 401, never a 5xx.
  "PUT /api/ops/taxonomy/[kind]/[key]": jsonTo("PUT", "/api/ops/taxonomy/[kind]/[key]", {
    kind: ["categories", "news_categories", "nope"],
    key: ["1", "お知らせ", "999999"],
  }),
  // Change requests and their pre-checks, from a provider's or the operator's side.
  "POST /api/developers/experimental/draft_apps/[id]/pre_checks": jsonTo(
    "POST",
    "/api/developers/experimental/draft_apps/[id]/pre_checks",
  ),
  "GET /ops/change_requests/[id]": get("/ops/change_requests/[id]", { id: IDS }),
  "POST /api/ops/change_requests/[id]/pick_up": jsonTo("POST", "/api/ops/change_requests/[id]/pick_up"),
  "POST /api/ops/change_requests/[id]/decision": jsonTo("POST", "/api/ops/change_requests/[id]/decision"),
  "POST /api/ops/change_requests/[id]/pre_checks": jsonTo("POST", "/api/ops/change_requests/[id]/pre_checks"),
  // Editorial content: kinds near the real ones (terms and announcements have their own folders).
  "GET /ops/editorial/[kind]": get("/ops/editorial/[kind]", { kind: EDITORIAL_KINDS }),
  "GET /ops/editorial/[kind]/new": get("/ops/editorial/[kind]/new", { kind: EDITORIAL_KINDS }),
  "GET /ops/editorial/[kind]/[id]": get("/ops/editorial/[kind]/[id]", { kind: EDITORIAL_KINDS, id: IDS }),
  "GET /ops/editorial/[kind]/[id]/preview": get("/ops/editorial/[kind]/[id]/preview", {
    kind: EDITORIAL_KINDS,
    id: IDS,
  }),
  "POST /api/ops/editorial/[kind]": jsonTo("POST", "/api/ops/editorial/[kind]", { kind: EDITORIAL_KINDS }),
  "PATCH /api/ops/editorial/[kind]/[id]": jsonTo("PATCH", "/api/ops/editorial/[kind]/[id]", EDITORIAL_ITEM),
  "DELETE /api/ops/editorial/[kind]/[id]": jsonTo("DELETE", "/api/ops/editorial/[kind]/[id]", EDITORIAL_ITEM),
  "POST /api/ops/editorial/[kind]/[id]/publication": jsonTo(
    "POST",
    "/api/ops/editorial/[kind]/[id]/publication",
    EDITORIAL_ITEM,
  ),
  "POST /api/ops/editorial/[kind]/[id]/position": jsonTo(
    "POST",
    "/api/ops/editorial/[kind]/[id]/position",
    EDITORIAL_ITEM,
  ),
  "GET /ops/editorial/terms/[id]": get("/ops/editorial/terms/[id]", { id: IDS }),
  "GET /ops/editorial/terms/[id]/preview": get("/ops/editorial/terms/[id]/preview", { id: IDS }),
  "GET /api/ops/editorial/terms/[id]": get("/api/ops/editorial/terms/[id]", { id: IDS }),
  "PATCH /api/ops/editorial/terms/[id]": jsonTo("PATCH", "/api/ops/editorial/terms/[id]"),
  "DELETE /api/ops/editorial/terms/[id]": jsonTo("DELETE", "/api/ops/editorial/terms/[id]"),
  "POST /api/ops/editorial/terms/[id]/publication": jsonTo("POST", "/api/ops/editorial/terms/[id]/publication"),
  "GET /ops/editorial/announcements/[id]": get("/ops/editorial/announcements/[id]", { id: IDS }),
  "GET /ops/editorial/announcements/[id]/preview": get("/ops/editorial/announcements/[id]/preview", { id: IDS }),
  "GET /api/ops/editorial/announcements/[id]": get("/api/ops/editorial/announcements/[id]", { id: IDS }),
  "PATCH /api/ops/editorial/announcements/[id]": jsonTo("PATCH", "/api/ops/editorial/announcements/[id]"),
  "DELETE /api/ops/editorial/announcements/[id]": jsonTo("DELETE", "/api/ops/editorial/announcements/[id]"),
  "POST /api/ops/editorial/announcements/[id]/publication": jsonTo(
    "POST",
    "/api/ops/editorial/announcements/[id]/publication",
  ),
  "DELETE /api/ops/editorial/announcements/[id]/publication": jsonTo(
    "DELETE",
    "/api/ops/editorial/announcements/[id]/publication",
  ),
  // Issue 27, signed out: refused before anything is looked up (401 or the sign-in redirect), never a 5xx.
  "POST /api/developers/experimental/draft_apps/[id]/development_install": jsonTo(
    "POST",
    "/api/developers/experimental/draft_apps/[id]/development_install",
  ),
  "POST /api/ops/change_requests/[id]/review_install": jsonTo("POST", "/api/ops/change_requests/[id]/review_install"),
  "GET /api/developers/oauth_clients/[clientId]": get("/api/developers/oauth_clients/[clientId]", OAUTH_CLIENT),
  "PATCH /api/developers/oauth_clients/[clientId]": jsonTo(
    "PATCH",
    "/api/developers/oauth_clients/[clientId]",
    OAUTH_CLIENT,
  ),
  "DELETE /api/developers/oauth_clients/[clientId]": jsonTo(
    "DELETE",
    "/api/developers/oauth_clients/[clientId]",
    OAUTH_CLIENT,
  ),
  "POST /api/developers/oauth_clients/[clientId]/secret": jsonTo(
    "POST",
    "/api/developers/oauth_clients/[clientId]/secret",
    OAUTH_CLIENT,
  ),
  "GET /api/developers/addons/[addonKey]": get("/api/developers/addons/[addonKey]", ADDON),
  "PATCH /api/developers/addons/[addonKey]": jsonTo("PATCH", "/api/developers/addons/[addonKey]", ADDON),
  "DELETE /api/developers/addons/[addonKey]": jsonTo("DELETE", "/api/developers/addons/[addonKey]", ADDON),
  "PUT /api/tenant_admin/app_policy/apps/[code]": jsonTo("PUT", "/api/tenant_admin/app_policy/apps/[code]", {
    code: APP_CODES,
  }),
  "DELETE /api/tenant_admin/app_policy/apps/[code]": jsonTo("DELETE", "/api/tenant_admin/app_policy/apps/[code]", {
    code: APP_CODES,
  }),
  "POST /api/tenant_admin/apps/[code]/scope_update": jsonTo("POST", "/api/tenant_admin/apps/[code]/scope_update", {
    code: APP_CODES,
  }),
  // Signed out: every id is refused before it is looked up (401), never a 5xx.
  "POST /api/tenant_admin/access_requests/[id]/decline": jsonTo(
    "POST",
    "/api/tenant_admin/access_requests/[id]/decline",
  ),
  "DELETE /api/tenant_admin/apps/[code]": {
    // Signed in as a tenant admin, so a well-formed code reaches the uninstall; no code of an app
    // the tenant has is generated, so nothing is removed.
    signedIn: true,
    // Issue 29: with or without the uninstall dialog's optional reason as the body.
    cases: fc
      .tuple(
        rawPath("/api/tenant_admin/apps/[code]", { code: ["no-such-app"] }),
        fc.option(bodyAround({ reason: "notUsed", note: "予算が合わなくなりました" }), { freq: 3 }),
      )
      .map(([path, body]) => ({ method: "DELETE", path, body })),
  },
  ...Object.fromEntries(
    (["PUT", "DELETE"] as const).map((method) => [
      `${method} /api/launcher/favorites/[code]`,
      {
        // Signed in as a tenant user: a well-formed code reaches the star, but no generated code is
        // an app the tenant has installed.
        signedIn: true,
        cases: rawPath("/api/launcher/favorites/[code]", { code: ["no-such-app"] }).map((path) => ({ method, path })),
      },
    ]),
  ),
  "GET /api/auth/[...nextauth]": {
    cases: fc.oneof(
      get("/api/auth/[...nextauth]", { nextauth: NEXTAUTH_ACTIONS }).cases,
      // The query parameters next-auth reads, with bad values.
      fc
        .tuple(
          fc.constantFrom("signin", "signin/suite", "callback/suite", "error", "signout", "session"),
          fc.constantFrom("callbackUrl", "error", "code", "state", "iss"),
          rawSegment(["/", "https://evil.example/", "SessionRequired", "access_denied"]),
        )
        .map(([action, name, value]) => ({ method: "GET", path: `/api/auth/${action}?${name}=${value}` })),
    ),
  },
  "POST /api/auth/[...nextauth]": {
    cases: fc
      .tuple(
        rawPath("/api/auth/[...nextauth]", { nextauth: NEXTAUTH_ACTIONS }),
        fc.oneof(
          { arbitrary: fc.constantFrom("/api/auth/signin/suite", "/api/auth/signout", "/api/auth/_log"), weight: 1 },
          { arbitrary: fc.constant(null), weight: 1 },
        ),
        fc.oneof(
          { arbitrary: signInForm, weight: 3 },
          { arbitrary: bodyAround({ csrfToken: "x", callbackUrl: "/", json: "true" }), weight: 2 },
        ),
      )
      .map(([path, fixed, body]) => ({ method: "POST", path: fixed ?? path, body })),
  },
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** Requests sent so far: each goes to the next of badInputURLs. */
let sent = 0;

type TOutcome = { status: number; sample: string };

/**
 * Sends the request with its path byte for byte as generated (no client-side URL clean-up). A
 * connection the server closed under a kept-alive request is retried once on a fresh one; a
 * request that still gets no answer counts as 599.
 */
function send(request: TRawRequest, csrf: { cookie: string; token: string } | null, fresh = false): Promise<TOutcome> {
  sent += 1;
  const { hostname, port } = new URL(badInputURLs[sent % badInputURLs.length] ?? baseURL);
  const text = request.body?.text.replaceAll("from-the-csrf-endpoint", csrf?.token ?? "") ?? null;
  const headers: Record<string, string> = { "user-agent": "SecuritySuite/1.0", origin: baseURL };
  const cookies = [request.cookie ? `${SESSION_COOKIE}=${request.cookie}` : null, csrf?.cookie ?? null].filter(Boolean);
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  if (request.body?.contentType) headers["content-type"] = request.body.contentType;
  if (text !== null) headers["content-length"] = String(Buffer.byteLength(text));
  return new Promise((resolve) => {
    const outgoing = http.request(
      // A redirect may echo a long path in its Location header: read headers of any size.
      {
        hostname,
        port,
        path: request.path,
        method: request.method,
        headers,
        agent: fresh ? false : agent,
        maxHeaderSize: 1 << 20,
      },
      (response) => {
        let sample = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (sample.length < 200) sample += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, sample: sample.slice(0, 200) }));
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", (error) => {
      if (!fresh) resolve(send(request, csrf, true));
      else resolve({ status: 599, sample: `no answer: ${error.message}` });
    });
    if (text !== null) outgoing.write(text);
    outgoing.end();
  });
}

/** What a path holds that may explain a 5xx, for the run's summary line. */
function pathKind(path: string): string {
  try {
    const decoded = decodeURIComponent(path);
    const control = [...decoded].some((c) => c.charCodeAt(0) < 0x20 || c === "\u007f");
    return control ? "with a control character in the path" : "with a well-formed path";
  } catch {
    return "with a malformed escape in the path";
  }
}

/** Runs every case, CONCURRENCY at a time; returns the status tally and the 5xx. */
async function runAll(cases: TRawRequest[], csrf: { cookie: string; token: string } | null) {
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  const kinds = new Map<string, number>();
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const request = cases[next++] as TRawRequest;
      const outcome = await send(request, csrf);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500) {
        const kind = pathKind(request.path);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        serverErrors.push(
          `${outcome.status} ${request.method} ${request.path.slice(0, 160)} → ${outcome.sample.slice(0, 80)}`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, serverErrors, kinds };
}

/** A tenant admin's session cookie, through the stand-in's real sign-in (山田 花子 of さくら商事). */
async function adminSession(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto("/tenant_admin");
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: /山田 花子（さくら商事株式会社・管理者）としてログイン/ }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  await context.close();
  if (!cookie) throw new Error("no session cookie after signing in");
  return cookie.value;
}

async function csrfPair(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(new URL("/api/auth/csrf", baseURL));
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, token: csrfToken };
}

test("every dynamic path the store serves has bad-input cases", () => {
  const keys = dynamicPathKeys();
  expect(keys.filter((key) => !(key in TARGETS))).toEqual([]);
  expect(Object.keys(TARGETS).filter((key) => !keys.includes(key as (typeof keys)[number]))).toEqual([]);
});

for (const [key, target] of Object.entries(TARGETS)) {
  test(`${key}: no 5xx for generated bad paths`, async ({ browser }) => {
    test.setTimeout(240_000);
    const cookie = target.signedIn ? await adminSession(browser) : null;
    const csrf = key.startsWith("POST /api/auth/") ? await csrfPair() : null;
    const cases = generate(target.cases, key).map((request) => ({ ...request, cookie }));
    const started = Date.now();
    const { statuses, serverErrors, kinds } = await runAll(cases, csrf);
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    const why = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(", ");
    console.log(
      `bad input over HTTP ${key}: ${cases.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s, ${serverErrors.length} 5xx${why ? ` (${why})` : ""}; statuses ${tally.join(" ")}`,
    );
    const examples = serverErrors.slice(0, 8).join("\n  ");
    expect(
      serverErrors.length,
      `${serverErrors.length} 5xx in ${cases.length} cases; ${replayHint()}:\n  ${examples}`,
    ).toBe(0);
  });
}
