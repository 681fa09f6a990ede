import { expect, test } from "./support/test";

// Bad input never reaches a 500 (issue 8): a URL with a malformed percent-escape or a NUL byte is
// answered 400 with the branded 'invalid request' screen (SPEC §2 generic error) for a page, and
// the JSON error shape under /api; the sign-in endpoints answer bad bodies with 400; every error
// screen is sent with its own status.

test.describe("a malformed URL", () => {
  for (const path of ["/apps/%E0%A4%A", "/img/apps/a%00/logo.svg", "/specials/%ED%A0%80", "/partner-terms/%ff"]) {
    test(`${path} shows the branded bad-request screen with status 400`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "不正なリクエストです" })).toBeVisible();
      await expect(page.getByText("もう一度操作をやり直してください。")).toBeVisible();
      await expect(page.getByRole("link", { name: "トップページへ戻る" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page).toHaveTitle(/不正なリクエストです/);
      await expect(page.locator("body")).not.toContainText("Internal Server Error");
    });
  }

  test("under /api is a 400 in the JSON error shape, whatever the method", async ({ request }) => {
    for (const [method, path] of [
      ["DELETE", "/api/tenant_admin/apps/%ED%A0%80"],
      ["GET", "/api/apps/%E0%A4%A"],
      ["POST", "/api/apps/a%00/document_request"],
    ] as const) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    }
  });
});

test("the sign-in endpoints answer bad bodies with 400", async ({ request }) => {
  const invalidJson = await request.post("/api/auth/signin/suite", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(invalidJson.status()).toBe(400);
  const notAUrl = await request.post("/api/auth/signin/suite", {
    form: { csrfToken: "x", callbackUrl: "not a url", json: "true" },
  });
  expect(notAUrl.status()).toBe(400);
  expect(await notAUrl.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
});

test("a page that does not exist shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/apps/no-such-app-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "お探しのページは見つかりませんでした" })).toBeVisible();
});

test("with no trusted proxy, a forged X-Forwarded-For does not buy a client a fresh limit", async ({ request }) => {
  // The beacon allows 120 logs per client in 10 minutes. Every one of these claims another
  // address; the store counts them all against the connection's own address all the same.
  const statuses: number[] = [];
  for (let i = 0; i < 125 && !statuses.includes(429); i++) {
    const response = await request.post("/_log", {
      headers: { "x-forwarded-for": `198.51.100.${i % 250}`, "x-store-socket-address": `forged 203.0.113.${i}` },
      data: { level: "debug", code: "E2E_FORGED_ADDRESS" },
    });
    statuses.push(response.status());
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
});
