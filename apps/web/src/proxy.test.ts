import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.stubEnv("BASE_URL", "http://localhost:3993");
const { proxy, BAD_REQUEST_PATH } = await import("./proxy");

const STORE = "http://localhost:3993";

function run(path: string, method = "GET") {
  return proxy(new NextRequest(new URL(path, STORE), { method }));
}

describe("proxy: bad URLs never reach a route", () => {
  // The screen's own address too: asked for directly, it is a bad request, never a 200 page.
  it.each([
    "/apps/%E0%A4%A",
    "/img/apps/a%00/logo.svg",
    "/specials/%ED%A0%80/x",
    "/partner-terms/%ff",
    "/_bad-request",
    "/apps?q=a%00b",
    "/ops/audit_log?subjectId=1&%00=x",
  ])("%s shows the branded bad-request screen with status 400", async (path) => {
    const response = await run(path);
    expect(response.status).toBe(400);
    expect(new URL(response.headers.get("x-middleware-rewrite") ?? "", STORE).pathname).toBe(BAD_REQUEST_PATH);
    // The screen is a page, even where an image was asked for: its scripts need the nonce.
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });

  it.each([
    ["DELETE", "/api/tenant_admin/apps/%ED%A0%80"],
    ["GET", "/api/apps/%E0%A4%A"],
    ["POST", "/api/apps/a%00/document_request"],
  ])("%s %s answers 400 in the JSON error shape", async (method, path) => {
    const response = await run(path, method);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "invalid request" } });
  });

  it("lets a well-formed URL through", async () => {
    const response = await run("/apps/%E3%81%82%E3%81%95%E3%81%8E");
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.status).toBe(200);
  });
});

describe("proxy: security headers", () => {
  it("gives a page a fresh nonce, in its policy and in the request Next.js renders", async () => {
    const first = await run("/apps");
    const second = await run("/apps");
    const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonceOf(first));
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
  });

  it.each(["/", "/api/apps", "/img/apps/asagi-payroll/logo.svg", "/scripts/system-requirements.js", "/apps/%00"])(
    "%s carries every header",
    async (path) => {
      const response = await run(path);
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // BASE_URL is http here: no HSTS (security-headers.test.ts covers https).
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("lets JSON and images load nothing at all", async () => {
    expect((await run("/api/apps")).headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe("proxy: an invitation's page reads in the language of its mail (issue 31)", () => {
  const invitation = "/developers/auth/invitation/accept?invitation_token=t&lang=en-us";

  it("renders it in the link's language and keeps that language, when the person chose none here", async () => {
    const response = await run(invitation);
    expect(response.headers.get("x-middleware-request-cookie")).toBe("hrstore_locale=en-us");
    expect(response.headers.get("set-cookie")).toMatch(/^hrstore_locale=en-us; Path=\/; .*SameSite=lax/i);
  });

  it("leaves a language the person chose here (the switch's cookie), an unknown one and other pages alone", async () => {
    const chosen = await proxy(
      new NextRequest(new URL(invitation, STORE), { headers: { cookie: "hrstore_locale=ko" } }),
    );
    expect(chosen.headers.get("set-cookie")).toBeNull();
    expect(chosen.headers.get("x-middleware-request-cookie")).toBe("hrstore_locale=ko");
    for (const path of ["/developers/auth/invitation/accept?invitation_token=t&lang=xx", "/developers?lang=en-us"]) {
      expect((await run(path)).headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("proxy: a signed-out page load in the developer area or the console is sent to sign in", () => {
  const load = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(new URL(path, STORE), { headers }));

  it.each([
    ["/ops/providers/1", "/ops/sign_in?callbackUrl=%2Fops%2Fproviders%2F1"],
    ["/ops", "/ops/sign_in?callbackUrl=%2Fops"],
    [
      "/developers/apps/1/edit/draft_apps/2/preview?app_id=1",
      "/developers/auth/sign_in?callbackUrl=%2Fdevelopers%2Fapps%2F1%2Fedit%2Fdraft_apps%2F2%2Fpreview%3Fapp_id%3D1",
    ],
  ])("%s answers 307 to %s, before any render", async (path, signIn) => {
    const response = await load(path);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location") ?? "", STORE).href).toBe(new URL(signIn, STORE).href);
    expect(response.headers.get("x-middleware-next")).toBeNull();
  });

  it("lets the sign-in and password pages, a session cookie and the router's requests through to the page", async () => {
    for (const path of ["/ops/sign_in", "/developers/auth/password/edit?reset_password_token=t", "/apps"]) {
      expect((await load(path)).headers.get("x-middleware-next"), path).toBe("1");
    }
    // A cookie that may have ended: the page decides, and sends to sign in itself.
    expect((await load("/ops/apps", { cookie: "hrstore_ops_session=x" })).headers.get("x-middleware-next")).toBe("1");
    // An operator's cookie opens the developer area's previews; which it opens, the page decides.
    const operatorInPreview = await load("/developers/apps/1/edit/draft_apps/2/preview", {
      cookie: "hrstore_ops_session=x",
    });
    expect(operatorInPreview.headers.get("x-middleware-next")).toBe("1");
    expect((await load("/developers", { "sec-fetch-dest": "empty" })).headers.get("x-middleware-next")).toBe("1");
  });
});
