import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.stubEnv("BASE_URL", "http://localhost:3000");
const { isCacheablePageRequest, isPageRenderForCache, PAGE_RENDER_HEADER } = await import("./page-cache");

const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new NextRequest(new URL(path, "http://localhost:3000"), { method, headers });

describe("which requests the page cache serves (issue 30)", () => {
  it("serves a visitor's document request of home, the list and its filters, an app page and the editorial pages", () => {
    for (const path of [
      "/",
      "/?news_page=2",
      "/apps",
      "/apps?categories=3&sort=popular&page=2",
      "/apps/harukaze-scout",
      "/apps/harukaze-scout?utm_source=newsletter",
      "/campaigns",
      "/campaigns/4",
      "/specials/2",
      "/cases",
      "/terms",
      "/partner-terms/2",
    ]) {
      expect(isCacheablePageRequest(request(path)), path).toBe(true);
    }
    expect(isCacheablePageRequest(request("/apps", { cookie: "hrstore_locale=en-us; _ga=GA1.1" }))).toBe(true);
    expect(isCacheablePageRequest(request("/apps", {}, "HEAD"))).toBe(true);
    expect(
      isCacheablePageRequest(request("/apps", { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" })),
    ).toBe(true);
  });

  it("renders what depends on the viewer, the request or the moment: sessions, sign-ins, flags, previews, searches, router requests", () => {
    const rendered: [string, Record<string, string>, string?][] = [
      ["/apps", { cookie: "hrstore_session=abc" }],
      ["/apps", { cookie: "hrstore_locale=ja; hrstore_developer_session=t" }],
      ["/apps", { cookie: "hrstore_ops_session=t" }],
      ["/apps", { cookie: "hrstore_auth_state=s" }],
      ["/apps", { cookie: "hrstore_flash=saved" }],
      ["/apps", { "forced-app-status": "upcoming" }],
      ["/apps", { "permissioning-flag": "1" }],
      ["/apps", { rsc: "1" }],
      ["/apps", { "next-router-prefetch": "1" }],
      // What proxy.ts sees of the router's request (Next.js takes its RSC headers off first).
      ["/apps?sort=popular", { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }],
      ["/apps?_rsc=abc", {}],
      ["/apps?q=給与", {}],
      ["/apps/harukaze-scout?preview_app_id=3", {}],
      ["/apps/harukaze-scout/contact", {}],
      ["/apps/harukaze-scout/document_request", {}],
      ["/tenant_admin", {}],
      ["/developers", {}],
      ["/auth/sign-in", {}],
      ["/apps", {}, "POST"],
      ["/apps", { [PAGE_RENDER_HEADER]: "anything" }],
    ];
    for (const [path, headers, method] of rendered) {
      expect(isCacheablePageRequest(request(path, headers, method)), `${path} ${JSON.stringify(headers)}`).toBe(false);
    }
  });

  it("knows its own rendering only by the process's secret", () => {
    expect(isPageRenderForCache(new Headers({ [PAGE_RENDER_HEADER]: "guess" }))).toBe(false);
    expect(isPageRenderForCache(new Headers())).toBe(false);
  });
});
