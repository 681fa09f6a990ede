import { describe, expect, it } from "vitest";
import { malformedPathReason } from "./malformed-url";
import { commonSecurityHeaders, createNonce, pageContentSecurityPolicy } from "./security-headers";

const HTTP = { BASE_URL: "http://localhost:3000" };
const HTTPS = { BASE_URL: "https://apps.hr-suite.example" };

function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("the content security policy of a page", () => {
  it("runs only scripts with this response's nonce, and nobody may frame the store", () => {
    const policy = directivesOf(pageContentSecurityPolicy(HTTP, "abc123=="));
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:"]);
    expect(policy["frame-src"]).toEqual([
      "https://www.youtube-nocookie.com",
      "https://fast.wistia.net",
      "https://fast.wistia.com",
      "https://app.box.com",
    ]);
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("names the analytics and customer-experience hosts only when they are configured", () => {
    const configured = directivesOf(
      pageContentSecurityPolicy(
        {
          ...HTTPS,
          GTM_ID: "GTM-ABC123",
          CX_TOOL_KEY: "key-1",
          CX_TOOL_SCRIPT_URL: "https://cx.example.net/snippet.js",
        },
        "n",
      ),
    );
    expect(configured["script-src"]).toContain("https://*.googletagmanager.com");
    expect(configured["script-src"]).toContain("https://cx.example.net");
    expect(configured["connect-src"]).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://cx.example.net"]),
    );
    expect(configured).toHaveProperty("upgrade-insecure-requests");
    // The script URL alone loads nothing (README), so it opens nothing either.
    const urlOnly = pageContentSecurityPolicy(
      { ...HTTPS, CX_TOOL_SCRIPT_URL: "https://cx.example.net/snippet.js" },
      "n",
    );
    expect(urlOnly).not.toContain("cx.example.net");
    expect(pageContentSecurityPolicy(HTTPS, "n")).not.toMatch(/google|cx\.example/);
  });

  it("makes a different nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("the headers of every response", () => {
  it("forbids framing and sniffing and keeps the referrer to the origin", () => {
    expect(commonSecurityHeaders(HTTP)).toEqual({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
  });

  it("adds HSTS only when the store is served over https", () => {
    expect(commonSecurityHeaders(HTTPS)["strict-transport-security"]).toBe("max-age=31536000");
    expect(commonSecurityHeaders(HTTP)).not.toHaveProperty("strict-transport-security");
  });
});

describe("malformed paths", () => {
  it.each([
    ["/apps/%E0%A4%A", true],
    ["/api/tenant_admin/apps/%ED%A0%80", true],
    ["/img/apps/a%00/logo.svg", true],
    ["/apps/a%1Fb", true],
    ["/apps/%7F", true],
    ["/apps/%", true],
    ["/apps/asagi-payroll", false],
    ["/apps/%E3%81%82", false],
    ["/apps/a%20b", false],
    ["/", false],
  ])("%s is refused: %s", (path, refused) => {
    expect(malformedPathReason(path) !== null).toBe(refused);
  });
});
