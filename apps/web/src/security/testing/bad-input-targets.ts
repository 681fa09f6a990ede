// The generated bad input of the security suite, per mutating route handler: who sends it, from
// which origin, with which path parameters and body, each near and far from what the handler takes.
// The bad-input-*.integration.test.ts files run one group each (testing/bad-input-run.ts).
import { UNINSTALL_REASONS } from "@store/domain/analytics/listing-events";
import { APP_STATUSES, SURVEY_AREA_KEYS } from "@store/domain/enums";
import { IMAGE_KINDS } from "@store/domain/schemas/media";
import fc from "fast-check";
import sharp from "sharp";
import { bodyAround, multipartAround, onTheWire, type TBodyCase, textAround } from "./bad-input";
import type { TRouteKey } from "./route-inventory";
import { PROVIDER_A, TENANT_A, TENANT_B } from "./security-fixture";
import type { TPrincipalName } from "./security-principals";

/** The store's origin as the generated requests name it. */
export const BAD_INPUT_STORE = "http://localhost:3611";
const STORE = BAD_INPUT_STORE;

export type TCase = {
  /** Which cookie the request carries: a principal's, or a made-up value. */
  cookie: { principal: TPrincipalName } | { made: string } | null;
  origin: string | null;
  params: Record<string, string>;
  body: TBodyCase | null;
};

export type TTarget = {
  key: TRouteKey;
  cases: fc.Arbitrary<TCase>;
};

/** Small real images of each accepted type but AVIF, and one with transparency. */
const SAMPLE_IMAGES: Uint8Array[] = await Promise.all(
  (["png", "jpeg", "webp", "gif"] as const).map(
    async (format) =>
      new Uint8Array(
        await sharp({ create: { width: 12, height: 9, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.5 } } })
          .toFormat(format)
          .toBuffer(),
      ),
  ),
);

/** A voice that passes the automatic checks (issue 28). */
const VOICE_EXAMPLE = {
  rating: 4,
  title: "検証で使っています",
  text: "検証のために導入して、毎月の作業がわかりやすくなりました。",
  locale: "ja",
  showCompany: true,
  showName: false,
};

const INSTALLABLE = ["sec-extra", "sec-addon-a", "sec-connect-a", "sec-doc"];

/** Who sends: mostly `usual` (to get past authorization), sometimes a forged, made-up or no cookie. */
function cookieAround(usual: TPrincipalName | null): fc.Arbitrary<TCase["cookie"]> {
  return fc.oneof(
    { arbitrary: fc.constant(usual ? { principal: usual } : null), weight: 8 },
    { arbitrary: fc.constant({ principal: "forgedOldSecret" as const }), weight: 1 },
    { arbitrary: fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,300}$/).map((made) => ({ made })), weight: 1 },
  );
}

const originAround = fc.oneof(
  { arbitrary: fc.constant(STORE), weight: 8 },
  { arbitrary: fc.constantFrom(null, "null", "https://evil.example", `${STORE}.evil.example`), weight: 2 },
);

/**
 * Content patches near a valid one: scalar texts with markup and bad characters, nested lists
 * whose entries name ids that exist (1, 2), do not (-1, 0, 3…) or none, with and without _destroy.
 */
const contentPatch = fc.record(
  {
    name: textAround(["ファズのアプリ"]),
    code: textAround(["fuzz-app", "sec-addon-a", "sec-draft-a"]),
    body: textAround(["<p>本文</p>", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>"]),
    usages: fc.array(
      fc.record(
        {
          id: fc.integer({ min: -1, max: 4 }),
          _destroy: fc.boolean(),
          title: textAround(["使い方"]),
          embedType: textAround(["image", "wistia", "box"]),
          embedId: fc.option(textAround(["abc"]), { nil: null }),
          embedUrl: fc.constant(null),
          body: textAround(["<p>x</p>"]),
          imageUrl: fc.option(textAround(["/media/a.png"]), { nil: null }),
          imageAltText: textAround([""]),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
    connection: fc.option(
      fc.record(
        {
          basicItems: fc.array(
            fc.record(
              {
                id: fc.integer({ min: -1, max: 3 }),
                _destroy: fc.boolean(),
                suite: textAround(["従業員"]),
                targetService: textAround(["社員"]),
                direction: textAround(["to_service", "both"]),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
      { nil: null },
    ),
  },
  { requiredKeys: [] },
);
const CONTENT_EXAMPLE = { name: "ファズのアプリ", body: "<p>本文</p>" };
const rowId = textAround(["1", "2"]);
/** Provider A's seed OAuth client (its app uses it), and ones that are nobody's. */
const OAUTH_CLIENT_IDS = ["client-sec-connect", "client-kintai", "no-such-client"];
const OAUTH_REDIRECT_URIS = [
  "https://provider.sec.example/callback",
  "http://provider.sec.example/callback",
  "http://localhost:1/cb",
];
const OAUTH_SCOPES = ["employees:read", "attendance:write", "salaries:read"];
/** Provider A's seed add-on (read-only: no registration), and keys that are nobody's. */
const ADDON_KEYS = ["ad_sec-addon-a", "ad_0123456789abcdef0123", "no-such-addon"];
const ADDON_URLS = ["https://addons.sec.example/fuzz", "http://addons.sec.example/fuzz", "http://localhost:1/addon"];
/** Allowed for add-ons, only for connect apps (payroll:write), and none at all. */
const ADDON_SCOPES = ["employees:read", "leave:write", "payroll:write", "salaries:read"];
const version = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer(), fc.double());

const CONTACT_EXAMPLE = {
  kind: "inquiry",
  company: "ファズ株式会社",
  name: "ファズ 太郎",
  email: "visitor@fuzz.example",
  phone: "03-1234-5678",
  companySize: "small",
  message: "こんにちは",
};
/** The request form's fields, each around its valid values (SPEC §3 request kinds). */
function contactFields(kinds: string[]) {
  return {
    kind: textAround(kinds),
    company: textAround(["ファズ株式会社"]),
    name: textAround(["ファズ 太郎"]),
    email: textAround(["visitor@fuzz.example", "a@b.example"]),
    phone: textAround(["03-1234-5678", ""]),
    companySize: textAround(["small", "medium", "large", "enterprise"]),
    message: textAround(["", "こんにちは"]),
  };
}

/** The targets, in groups that run as separate test files (so the workers share them). */
export const BAD_INPUT_TARGETS = {
  /** Visitors', tenant users' and tenant admins' handlers, and the parent service's calls. */
  visitors: [
    {
      key: "POST /_log",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { level: "info", code: "client-error", detail: "stack" },
          { level: textAround(["debug", "info", "warn", "error"]) },
        ),
      }),
    },
    {
      key: "POST /monitoring",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { dsn: "https://key@errors.example/1", event_id: "0" },
          { dsn: textAround(["https://key@errors.example/1"]) },
        ),
      }),
    },
    // A public read (issue 28): only the path varies in-process; e2e/bad-input.e2e.ts adds raw queries.
    {
      key: "GET /api/apps/[code]/voices",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-addon-a", "sec-doc", "no-such-app"]) }),
        body: fc.constant(null),
      }),
    },
    // Issue 28: a user's own voice about an app tenant A has (sec-addon-a) or has not.
    {
      key: "PUT /api/apps/[code]/voices/mine",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-addon-a", "sec-extra", "no-such-app"]) }),
        body: bodyAround(VOICE_EXAMPLE, {
          rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), fc.constant(null)),
          title: textAround([VOICE_EXAMPLE.title, "", "a"]),
          text: textAround([VOICE_EXAMPLE.text, "短い", "090-1234-5678 に電話してください。よろしくお願いします。"]),
          locale: textAround(["ja", "en-us", "ja-easy", "xx"]),
        }),
      }),
    },
    {
      key: "DELETE /api/apps/[code]/voices/mine",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-addon-a", "no-such-app"]) }),
        body: fc.option(bodyAround({ code: "sec-addon-a" }), { freq: 5 }),
      }),
    },
    // Issue 28: a signed-in user's 'helpful' vote on voice 2 (published), 1 (waiting) or none.
    {
      key: "PUT /api/voices/[id]/helpful",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ id: textAround(["2", "1", "999999", "0"]) }),
        body: fc.option(bodyAround({ helpful: true }), { freq: 5 }),
      }),
    },
    {
      key: "DELETE /api/voices/[id]/helpful",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ id: textAround(["2", "1", "999999", "0"]) }),
        body: fc.option(bodyAround({ helpful: false }), { freq: 5 }),
      }),
    },
    // Issue 28: anyone's report of voice 2 (published) or 1 (waiting): reasons near and far, notes
    // empty, long or odd ('other' needs one).
    {
      key: "POST /api/voices/[id]/reports",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.record({ id: textAround(["2", "1", "999999"]) }),
        body: bodyAround(
          { reason: "other", note: "宣伝のように見えます" },
          {
            reason: textAround(["personalData", "abusive", "spam", "offTopic", "notGenuine", "other"]),
            note: textAround(["宣伝のように見えます", "", " ", "<b>理由</b>", "x".repeat(501)]),
          },
        ),
      }),
    },
    {
      key: "POST /api/apps/[code]/voices/checks",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-addon-a", "no-such-app"]) }),
        body: bodyAround(
          { rating: null, title: "", text: "", locale: "ja" },
          {
            rating: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(null)),
            title: textAround(["", VOICE_EXAMPLE.title]),
            text: textAround(["", VOICE_EXAMPLE.text, "mail me at a@b.example"]),
            locale: textAround(["ja", "ko", "zz"]),
          },
        ),
      }),
    },
    {
      key: "POST /api/apps/[code]/document_request",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-doc", "sec-addon-a"]) }),
        body: bodyAround(
          { email: "visitor@fuzz.example", surveyAnswers: { interesting: ["attendance"] } },
          {
            email: textAround(["visitor@fuzz.example", "a@b.example"]),
            surveyAnswers: fc.record({
              interesting: fc.oneof(
                { arbitrary: fc.subarray([...SURVEY_AREA_KEYS]), weight: 3 },
                { arbitrary: fc.array(textAround([...SURVEY_AREA_KEYS]), { maxLength: 14 }), weight: 1 },
              ),
            }),
          },
        ),
      }),
    },
    {
      key: "POST /api/apps/[code]/contact_requests",
      cases: fc.record({
        cookie: cookieAround(null),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-contact", "sec-trial", "sec-doc"]) }),
        body: bodyAround(CONTACT_EXAMPLE, contactFields(["demo", "inquiry", "demoAndInquiry"])),
      }),
    },
    {
      key: "POST /api/apps/[code]/trial_requests",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.record({ code: textAround(["sec-trial", "sec-contact"]) }),
        body: bodyAround({ ...CONTACT_EXAMPLE, kind: "trial" }, contactFields(["trial", "inquiry"])),
      }),
    },
    {
      key: "POST /api/tenant_admin/apps",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { code: "sec-extra", utmSource: "newsletter" },
          { code: textAround(INSTALLABLE), utmSource: textAround(["newsletter"]) },
        ),
      }),
    },
    {
      key: "POST /api/tenant_admin/apps/[code]/scope_update",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.record({ code: textAround(INSTALLABLE) }),
        body: bodyAround({ decision: "keep" }, { decision: textAround(["approve", "keep", "disconnect"]) }),
      }),
    },
    {
      key: "DELETE /api/tenant_admin/apps/[code]",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.record({ code: textAround(INSTALLABLE) }),
        // Issue 29: the optional reason of the uninstall dialog, or no body at all.
        body: fc.option(
          bodyAround(
            { reason: "notUsed", note: "予算が合わなくなりました" },
            { reason: textAround(UNINSTALL_REASONS), note: textAround(["", "予算が合わなくなりました"]) },
          ),
          { freq: 5 },
        ),
      }),
    },
    ...(["PUT", "DELETE"] as const).map(
      (method): TTarget => ({
        key: `${method} /api/launcher/favorites/[code]`,
        cases: fc.record({
          cookie: cookieAround("tenantUser"),
          origin: originAround,
          params: fc.record({ code: textAround(["sec-connect-a", "sec-extra"]) }),
          body: fc.option(bodyAround({ code: "sec-connect-a" }), { freq: 5 }),
        }),
      }),
    ),
    // Issue 27 item 6: the admin's app policy.
    {
      key: "PUT /api/tenant_admin/app_policy",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround({ mode: "allow_list" }, { mode: textAround(["any", "allow_list", "none"]) }),
      }),
    },
    {
      key: "PUT /api/tenant_admin/app_policy/apps/[code]",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.record({ code: textAround(INSTALLABLE) }),
        body: bodyAround({ rule: "blocked" }, { rule: textAround(["allowed", "blocked"]) }),
      }),
    },
    {
      key: "DELETE /api/tenant_admin/app_policy/apps/[code]",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.record({ code: textAround(INSTALLABLE) }),
        body: fc.option(bodyAround({ rule: "blocked" }), { freq: 5 }),
      }),
    },
    {
      key: "POST /api/access_requests",
      cases: fc.record({
        cookie: cookieAround("tenantUser"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { code: "sec-extra", note: "チームで使いたいです" },
          { code: textAround(INSTALLABLE), note: textAround(["チームで使いたいです", "x".repeat(500)]) },
        ),
      }),
    },
    {
      key: "POST /api/tenant_admin/access_requests/[id]/decline",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: originAround,
        params: fc.record({ id: textAround(["1", "2", "999999", "0"]) }),
        body: bodyAround({ note: "今回は見送ります" }, { note: textAround(["今回は見送ります", "x".repeat(500)]) }),
      }),
    },
    {
      key: "POST /api/auth/tenants",
      cases: fc.record({
        cookie: cookieAround("adminB"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { tenantId: TENANT_A.id, userId: "u-sec-admin-b" },
          {
            tenantId: textAround([TENANT_A.id, TENANT_B.id, "t-sakura"]),
            userId: textAround(["u-sec-admin-b", "u-sec-admin-a"]),
          },
        ),
      }),
    },
    {
      // The parent service's back-channel logout: a form with one signed token; nothing verifies.
      key: "POST /api/auth/backchannel-logout",
      cases: fc.record({
        cookie: cookieAround("adminA"),
        origin: fc.constant(null),
        params: fc.constant({}),
        body: fc.record({
          text: fc.oneof(
            textAround(["eyJhbGciOiJSUzI1NiJ9.e30.c2ln"]).map(
              (token) => `logout_token=${encodeURIComponent(onTheWire(token))}`,
            ),
            textAround(["logout_token=x&logout_token=y", "sid=1"]),
          ),
          contentType: fc.constantFrom(
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "application/json",
            null,
          ),
        }),
      }),
    },
  ],
  /** The developer area: provider A's profile, uploads, drafts and webhooks. */
  providers: [
    {
      // Provider A's own company profile as its form sends it, but loaded long ago (a stale updatedAt
      // answers 409), or with bad fields and awards naming ids of nobody, of provider B, or none.
      key: "PATCH /api/developers/app_providers/me",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          {
            name: PROVIDER_A.name,
            description: "",
            address: "",
            url: null,
            email: PROVIDER_A.email,
            awards: [{ title: "検証アワード", description: "" }],
            updatedAt: "2024-04-01T00:00:00.000Z",
          },
          {
            name: textAround([PROVIDER_A.name]),
            url: fc.option(textAround(["https://provider.sec.example/"]), { nil: null }),
            email: textAround([PROVIDER_A.email]),
            updatedAt: textAround(["2024-04-01T00:00:00.000Z", "2024-04-01T00:00:00+09:00"]),
            awards: fc.array(
              fc.record(
                {
                  id: fc.integer({ min: -1, max: 100_000 }),
                  _destroy: fc.boolean(),
                  title: textAround(["賞"]),
                  description: textAround([""]),
                },
                { requiredKeys: ["title"] },
              ),
              { maxLength: 25 },
            ),
          },
        ),
      }),
    },
    {
      // Provider A's uploads: real images, cut short or spoiled, SVG and text as images, kinds near
      // and far from valid, multipart framing broken. Nothing is a row, so only "no 5xx" bites here.
      key: "POST /api/developers/apps/images",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: multipartAround({ kind: textAround([...IMAGE_KINDS]) }, SAMPLE_IMAGES),
      }),
    },
    // The developer API of drafts (ISSUE 10): provider A's app 1 and draft 1, or ids of nobody.
    {
      key: "POST /api/developers/experimental/apps",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: fc.oneof(
          bodyAround(CONTENT_EXAMPLE),
          contentPatch.chain((patch) => bodyAround(patch)),
        ),
      }),
    },
    {
      key: "PATCH /api/developers/experimental/apps/[id]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({ version: 1, content: CONTENT_EXAMPLE }, { version, content: contentPatch }),
      }),
    },
    {
      key: "POST /api/developers/experimental/draft_apps",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { appId: null, content: CONTENT_EXAMPLE, notificationEmail: "notify@sec.example" },
          {
            appId: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 3 }), fc.integer(), fc.double()),
            content: contentPatch,
            notificationEmail: fc.option(textAround(["notify@sec.example"]), { nil: null }),
            loginUrl: fc.option(textAround(["https://login.sec.example/"]), { nil: null }),
          },
        ),
      }),
    },
    {
      key: "PATCH /api/developers/experimental/draft_apps/[id]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround(
          { version: 1, content: CONTENT_EXAMPLE },
          { version, content: contentPatch, notificationEmail: textAround(["notify@sec.example"]) },
        ),
      }),
    },
    {
      key: "POST /api/developers/experimental/draft_apps/[id]/change_request",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({ action: "submit", version: 1 }, { action: textAround(["submit", "withdraw"]), version }),
      }),
    },
    {
      key: "POST /api/developers/experimental/draft_apps/[id]/development_install",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({}),
      }),
    },
    {
      key: "POST /api/developers/experimental/draft_apps/[id]/pre_checks",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({}),
      }),
    },
    {
      key: "PUT /api/developers/webhooks",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { url: "https://hooks.provider.sec.example/store" },
          { url: textAround(["https://hooks.provider.sec.example/store", "http://127.0.0.1:1/", ""]) },
        ),
      }),
    },
    // Issue 27: a provider's OAuth clients at the parent service (the stand-in registers the valid ones).
    {
      key: "POST /api/developers/oauth_clients",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          {
            name: "ファズのクライアント",
            redirectUris: ["https://provider.sec.example/callback"],
            scopes: ["employees:read"],
          },
          {
            name: textAround(["ファズのクライアント"]),
            redirectUris: fc.array(textAround(OAUTH_REDIRECT_URIS), { maxLength: 12 }),
            scopes: fc.array(textAround(OAUTH_SCOPES), { maxLength: 14 }),
          },
        ),
      }),
    },
    {
      key: "PATCH /api/developers/oauth_clients/[clientId]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ clientId: textAround(OAUTH_CLIENT_IDS) }),
        body: bodyAround(
          { redirectUris: ["https://provider.sec.example/callback"], scopes: ["employees:read"] },
          {
            redirectUris: fc.array(textAround(OAUTH_REDIRECT_URIS), { maxLength: 12 }),
            scopes: fc.array(textAround(OAUTH_SCOPES), { maxLength: 14 }),
          },
        ),
      }),
    },
    {
      key: "POST /api/developers/oauth_clients/[clientId]/secret",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ clientId: textAround(OAUTH_CLIENT_IDS) }),
        body: bodyAround(
          { overlapHours: 24 },
          { overlapHours: fc.oneof(fc.integer({ min: -2, max: 200 }), fc.double()) },
        ),
      }),
    },
    {
      key: "DELETE /api/developers/oauth_clients/[clientId]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ clientId: textAround(OAUTH_CLIENT_IDS) }),
        body: fc.option(bodyAround({}), { freq: 5 }),
      }),
    },
    // Issue 27: a provider's add-ons at the parent service (the stand-in registers the valid ones).
    {
      key: "POST /api/developers/addons",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { name: "ファズのアドオン", addonUrl: "https://addons.sec.example/fuzz", scopes: ["employees:read"] },
          {
            name: textAround(["ファズのアドオン"]),
            addonUrl: textAround(ADDON_URLS),
            scopes: fc.array(textAround(ADDON_SCOPES), { maxLength: 14 }),
          },
        ),
      }),
    },
    {
      key: "PATCH /api/developers/addons/[addonKey]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ addonKey: textAround(ADDON_KEYS) }),
        body: bodyAround(
          { addonUrl: "https://addons.sec.example/fuzz", scopes: ["employees:read"] },
          {
            name: textAround(["ファズのアドオン"]),
            addonUrl: textAround(ADDON_URLS),
            scopes: fc.array(textAround(ADDON_SCOPES), { maxLength: 14 }),
          },
        ),
      }),
    },
    {
      key: "DELETE /api/developers/addons/[addonKey]",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ addonKey: textAround(ADDON_KEYS) }),
        body: fc.option(bodyAround({}), { freq: 5 }),
      }),
    },
    // Issue 28: a provider's reply to a public voice about its app (ids near the seeded rows).
    {
      key: "PUT /api/developers/voices/[id]/reply",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround(
          { text: "ご利用ありがとうございます。" },
          { text: textAround(["ご利用ありがとうございます。", "", "<b>返信</b>", "あ".repeat(1001)]) },
        ),
      }),
    },
    {
      key: "DELETE /api/developers/voices/[id]/reply",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: fc.option(bodyAround({}), { freq: 5 }),
      }),
    },
    {
      key: "POST /api/developers/webhooks/deliveries/[id]/resend",
      cases: fc.record({
        cookie: cookieAround("providerA"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({}),
      }),
    },
    ...(["secret", "test"] as const).map(
      (action): TTarget => ({
        key: `POST /api/developers/webhooks/${action}`,
        cases: fc.record({
          cookie: cookieAround("providerA"),
          origin: originAround,
          params: fc.constant({}),
          body: fc.option(bodyAround({}), { freq: 5 }),
        }),
      }),
    ),
  ],
  /** The account endpoints of providers and operators (sign-in, sign-out, passwords, invitations). */
  accounts: [...accountTargets("/api/developers/auth"), ...accountTargets("/api/ops/auth")],
  /** The operator console's reviews, providers, failed mail and app statuses. */
  operators: [
    {
      key: "POST /api/ops/change_requests/[id]/review_install",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({}),
      }),
    },
    {
      key: "POST /api/ops/change_requests/[id]/pre_checks",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({}),
      }),
    },
    {
      key: "POST /api/ops/provider_user_invitations",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          { appProviderId: 1, email: "new@sec.example", firstName: "A", lastName: "B", locale: "ja" },
          { email: textAround(["new@sec.example"]), locale: textAround(["ja", "en-us"]) },
        ),
      }),
    },
    // The review console: the operator on change requests 1 and 2 (not submitted: every move is a 409), or ids of nobody.
    {
      key: "POST /api/ops/change_requests/[id]/pick_up",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: fc.constant(null),
      }),
    },
    {
      key: "POST /api/ops/change_requests/[id]/decision",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround(
          { decision: "reject", version: 1, reason: "理由" },
          {
            decision: textAround(["approve", "reject", "backToDraft"]),
            version,
            reason: textAround(["理由", " "]),
            comment: textAround([""]),
            status: textAround(["draft", "upcoming", "published", "archived"]),
          },
        ),
      }),
    },
    // The operator console's providers and failed mail. Provider users 1 and 2 and jobs 1 and 2 may
    // exist: suspending, reactivating, re-inviting or retrying them is allowed, so these come last.
    {
      key: "POST /api/ops/providers",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.constant({}),
        body: bodyAround(
          {
            name: "Fuzz provider",
            email: "contact@fuzz.example",
            url: "https://fuzz.example/",
            description: "",
            firstUser: { firstName: "A", lastName: "B", email: "first@fuzz.example" },
            locale: "ja",
          },
          {
            url: textAround(["https://fuzz.example/", "", "javascript:alert(1)"]),
            locale: textAround(["ja", "en-us"]),
          },
        ),
      }),
    },
    ...(["POST", "DELETE"] as const).map((method) => ({
      key: `${method} /api/ops/provider_users/[id]/suspension` as TRouteKey,
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: fc.option(bodyAround({}), { freq: 5 }),
      }),
    })),
    {
      key: "POST /api/ops/provider_users/[id]/invitation",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({ locale: "ja" }, { locale: textAround(["ja", "en-us", "xx"]) }),
      }),
    },
    {
      key: "POST /api/ops/mails/[id]/retry",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: fc.option(bodyAround({}), { freq: 5 }),
      }),
    },
    // Issue 28: an operator's decision on voice 1 (pending) or 2 (published): decisions near and far,
    // reasons empty, long or odd; a move from the wrong status is 409.
    {
      key: "POST /api/ops/voices/[id]/decision",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround(
          { decision: "reject", reason: "検証のため" },
          {
            decision: textAround(["publish", "reject", "takeDown"]),
            reason: textAround(["検証のため", "", " ", "<b>理由</b>", "x".repeat(501)]),
          },
        ),
      }),
    },
    // Issue 31: an operator names category or tag 1 or 2, or a news category, in other locales:
    // kinds near and far, keys of every shape, names long, odd or of locales the store lacks.
    {
      key: "PUT /api/ops/taxonomy/[kind]/[key]",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({
          kind: textAround(["categories", "plans", "tags", "news_categories"]),
          key: textAround(["1", "2", "お知らせ", "0", "-1", "1.5", "99999999999", "x".repeat(101)]),
        }),
        body: bodyAround(
          { names: { "en-us": "Payroll", ko: "급여" } },
          {
            names: fc.oneof(
              fc.constant({ "en-us": "x".repeat(61) }),
              fc.constant({ ja: "給与" }),
              fc.constant({ fr: "Paie" }),
              fc.constant({ "en-us": 1 }),
              fc.constant({ "en-us": "" }),
              fc.constant("Payroll"),
              fc.constant(null),
            ),
          },
        ),
      }),
    },
    {
      key: "POST /api/ops/voices/[id]/take_down",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround({ reason: "検証のため" }, { reason: textAround(["検証のため", "", " ", "x".repeat(501)]) }),
      }),
    },
    {
      // An operator's status change of app 1 or 2: statuses near and far from the table's, stale
      // `from`s (409), reasons empty, long or odd. A real change rewrites the app's public state.
      key: "POST /api/ops/apps/[id]/status",
      cases: fc.record({
        cookie: cookieAround("operator"),
        origin: originAround,
        params: fc.record({ id: rowId }),
        body: bodyAround(
          { status: "discontinued", from: "published", reason: "検証のため" },
          {
            status: textAround([...APP_STATUSES]),
            from: textAround([...APP_STATUSES]),
            reason: textAround(["検証のため", "", " ", "x".repeat(2001)]),
          },
        ),
      }),
    },
  ],
  /** The operator console's editorial pages, terms and announcements. */
  editorial: [...editorialTargets(), ...opsEditorialTargets()],
} satisfies Record<string, TTarget[]>;

/** The console's editorial API (ISSUE 11): kinds near and far from valid, bodies of every kind. */
function editorialTargets(): TTarget[] {
  const kind = textAround(["specials", "campaigns", "cases", "news", "pickups", "top_links"]);
  const time = textAround(["2026-01-01T00:00:00.000Z", "2026-01-01T09:00:00+09:00", "0000-01-01T00:00:00Z"]);
  const link = textAround(["/specials", "https://example.com/a", "javascript:alert(1)"]);
  const appIds = fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer(), fc.double()), { maxLength: 60 });
  const example = {
    title: "ファズの特集",
    description: "説明",
    body: "<p>本文</p>",
    bodyContent: "<p>本文</p>",
    heroImageUrl: null,
    imageUrl: "/img/a.svg",
    appIds: [1],
    benefits: "特典",
    conditions: "条件",
    startsAt: "2026-01-01T00:00:00.000Z",
    endsAt: "2026-02-01T00:00:00.000Z",
    companyName: "会社",
    companySize: "10名",
    industry: "製造",
    summary: "概要",
    categories: ["機能"],
    linkUrl: "/specials",
    alt: "バナー",
  };
  const variants = {
    startsAt: time,
    endsAt: time,
    linkUrl: link,
    imageUrl: fc.option(link, { nil: null }),
    appIds,
    categories: fc.array(textAround(["機能"]), { maxLength: 12 }),
  };
  const target = (
    key: string,
    params: fc.Arbitrary<Record<string, string>>,
    body: fc.Arbitrary<TBodyCase | null>,
  ): TTarget => ({
    key: key as TRouteKey,
    cases: fc.record({ cookie: cookieAround("operator"), origin: originAround, params, body }),
  });
  const item = fc.record({ kind, id: rowId });
  return [
    target("POST /api/ops/editorial/[kind]", fc.record({ kind }), bodyAround(example, variants)),
    target("PATCH /api/ops/editorial/[kind]/[id]", item, bodyAround(example, variants)),
    target("DELETE /api/ops/editorial/[kind]/[id]", item, fc.constant(null)),
    target(
      "POST /api/ops/editorial/[kind]/[id]/publication",
      item,
      bodyAround({ publishedAt: "now" }, { publishedAt: fc.oneof(time, fc.constant(null), textAround(["now"])) }),
    ),
    target(
      "POST /api/ops/editorial/[kind]/[id]/position",
      item,
      bodyAround({ direction: "up" }, { direction: textAround(["up", "down"]) }),
    ),
    target(
      "POST /api/ops/editorial/images",
      fc.constant({}),
      multipartAround({ kind: textAround([...IMAGE_KINDS]) }, SAMPLE_IMAGES),
    ),
  ];
}

/** The console's terms versions and announcements (issue 11), as the operator sends them. */
function opsEditorialTargets(): TTarget[] {
  const kind = textAround(["terms", "partner_terms", "labs_terms"]);
  const label = textAround(["2026-04-01", "sec-1", "a b", ""]);
  const at = textAround(["2026-04-01T00:00:00Z", "2099-01-01T00:00:00+09:00", "tomorrow"]);
  const markdown = textAround(["## 第1条\n\n本文", "<script>x</script>", ""]);
  const html = textAround(["<p>本文</p>", "<img src=x onerror=alert(1)>", ""]);
  const terms = { version: "sec-1", title: "規約", bodyMarkdown: "## 第1条", effectiveAt: "2026-04-01T00:00:00Z" };
  const termsVariants = { version: label, title: textAround(["規約", ""]), bodyMarkdown: markdown, effectiveAt: at };
  const announcement = { title: "お知らせ", body: "<p>本文</p>" };
  const announcementVariants = { title: textAround(["お知らせ", " "]), body: html };
  const target = (key: string, body: fc.Arbitrary<TBodyCase | null>, withId = true): TTarget => ({
    key: key as TRouteKey,
    cases: fc.record({
      cookie: cookieAround("operator"),
      origin: originAround,
      params: withId ? fc.record({ id: rowId }) : fc.constant({}),
      body,
    }),
  });
  const none = fc.constant(null);
  return [
    target("POST /api/ops/editorial/terms", bodyAround({ kind: "terms", ...terms }, { kind, ...termsVariants }), false),
    target("POST /api/ops/editorial/terms/markdown", bodyAround({ markdown: "## 第1条" }, { markdown }), false),
    target("PATCH /api/ops/editorial/terms/[id]", bodyAround(terms, termsVariants)),
    target("DELETE /api/ops/editorial/terms/[id]", none),
    target("POST /api/ops/editorial/terms/[id]/publication", none),
    target("POST /api/ops/editorial/announcements", bodyAround(announcement, announcementVariants), false),
    target("PATCH /api/ops/editorial/announcements/[id]", bodyAround(announcement, announcementVariants)),
    target("DELETE /api/ops/editorial/announcements/[id]", none),
    target(
      "POST /api/ops/editorial/announcements/[id]/publication",
      bodyAround({ publishAt: "2099-01-01T00:00:00Z" }, { publishAt: at }),
    ),
    target("DELETE /api/ops/editorial/announcements/[id]/publication", none),
  ];
}

/** The account endpoints of one audience: addresses, passwords and tokens, near and far from valid. */
function accountTargets(base: "/api/developers/auth" | "/api/ops/auth"): TTarget[] {
  const email = textAround(["dev@sec.example", "DEV@sec.example ", "operator@sec.example"]);
  const password = textAround(["sec passphrase 2026", "short", ""]);
  const token = textAround(["no-such-token", "a".repeat(43)]);
  const newPassword = { password: "sec passphrase 2026", passwordConfirmation: "sec passphrase 2026" };
  const target = (method: string, path: string, example: Record<string, unknown>, variants = {}): TTarget => ({
    key: `${method} ${base}${path}` as TRouteKey,
    cases: fc.record({
      cookie: cookieAround(null),
      origin: originAround,
      params: fc.constant({}),
      body: bodyAround(example, variants),
    }),
  });
  const targets = [
    target("POST", "/sign_in", { email: "dev@sec.example", password: "sec passphrase 2026" }, { email, password }),
    target("POST", "/sign_out", {}),
    target("POST", "/password", { email: "dev@sec.example" }, { email }),
    target(
      "PUT",
      "/password/edit",
      { resetPasswordToken: "no-such-token", currentPassword: "sec passphrase 2026", ...newPassword },
      { resetPasswordToken: token, currentPassword: password, password, passwordConfirmation: password },
    ),
  ];
  if (base === "/api/developers/auth") {
    targets.push(
      target(
        "POST",
        "/invitation",
        { invitationToken: "no-such-token", ...newPassword },
        { invitationToken: token, password, passwordConfirmation: password },
      ),
    );
  }
  return targets;
}

/** Mutating handlers tried over HTTP instead (e2e/bad-input.e2e.ts). */
export const OVER_HTTP: TRouteKey[] = ["POST /api/auth/[...nextauth]"];
