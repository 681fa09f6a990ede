import { expect, test } from "./support/test";

// Every response carries the security headers (issue 8): a page, an API answer, an image and a
// static file of the build, on the real production server. BASE_URL is http here, so no HSTS
// (server/http/security-headers.test.ts shows it with an https BASE_URL).

const COMMON = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("a page, an API answer, an image and a static file carry every security header", async ({ page, request }) => {
  const pageResponse = await page.goto("/apps/asagi-payroll");
  const pageHeaders = pageResponse?.headers() ?? {};
  expect(pageHeaders).toMatchObject(COMMON);
  const policy = pageHeaders["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(pageHeaders).not.toHaveProperty("strict-transport-security");
  // The nonce is the one on the page's scripts, and it changes with every response.
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const again = (await request.get("/apps/asagi-payroll")).headers()["content-security-policy"];
  expect(again).not.toContain(`'nonce-${nonce}'`);

  const api = await request.get("/api/apps");
  expect(api.headers()).toMatchObject({
    ...COMMON,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });

  const image = await request.get("/img/apps/asagi-payroll/logo.svg");
  expect(image.status()).toBe(200);
  expect(image.headers()).toMatchObject({
    ...COMMON,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });

  const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const staticFile = await request.get(script ?? "");
  expect(staticFile.status()).toBe(200);
  expect(staticFile.headers()).toMatchObject(COMMON);

  for (const response of [api, image, staticFile]) {
    expect(response.headers()).not.toHaveProperty("strict-transport-security");
  }
});
