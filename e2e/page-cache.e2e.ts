import { expect, test } from "./support/test";

// Issue 30: a visitor's public page comes from the page cache (apps/web/src/server/public/page-cache.ts)
// with a script nonce of its own per response; the page's scripts still run under the policy (the
// `test` of support/test.ts fails on any CSP violation). Other tests' publications empty the cache
// at any moment, so the first read that comes from it is awaited. The bad-request screen of a
// malformed address is kept once per language too.
const APP = "/apps/asagi-payroll";

const nonceOf = (response: { headers: () => Record<string, string> }) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? null;

test("a visitor's app page comes from the page cache, each response with its own nonce, in the visitor's language", async ({
  page,
  request,
}) => {
  const languages: [string, string][] = [
    ["ja", "ja"],
    ["en-US,en;q=0.9", "en-US"],
  ];
  for (const [language, lang] of languages) {
    const headers = { "accept-language": language };
    await expect
      .poll(async () => (await request.get(APP, { headers })).headers()["x-store-page-cache"], { timeout: 20_000 })
      .toBe("hit");
    const answers = [await request.get(APP, { headers }), await request.get(APP, { headers })];
    const nonces = answers.map(nonceOf);
    expect(nonces[0]).not.toBeNull();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, answer] of answers.entries()) {
      const html = await answer.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`nonce="${nonces[i]}"`);
      expect(html).not.toContain(`nonce="${nonces[1 - i]}"`);
      expect(html).not.toContain("STORE-PAGE-NONCE");
    }
  }
  // In a browser the kept page's scripts run: the tabs answer.
  await page.goto(APP);
  await page.getByRole("tab", { name: "使い方ガイド" }).click();
  await expect(page.getByRole("tab", { name: "使い方ガイド" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "使い方ガイド" })).toBeVisible();
});

test("a page with a session, a search or a preview is rendered for its request, never kept", async ({ request }) => {
  for (const [path, headers] of [
    [APP, { cookie: "hrstore_session=not-a-session" }],
    ["/apps?q=給与", {}],
    [`${APP}?preview_app_id=1`, {}],
  ] as const) {
    const answers = [await request.get(path, { headers }), await request.get(path, { headers })];
    for (const answer of answers) expect(answer.headers()["x-store-page-cache"], path).toBeUndefined();
  }
});

test("a visitor's malformed address gets the bad-request screen from the cache, status 400, whatever the address", async ({
  page,
  request,
}) => {
  const malformed = (n: number) => `/apps/bad%FF${n}`;
  await expect
    .poll(async () => (await request.get(malformed(1))).headers()["x-store-page-cache"], { timeout: 20_000 })
    .toBe("hit");
  const answer = await request.get(malformed(2), { headers: { "accept-language": "en-US" } });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain('data-error-screen="badRequest"');
  // A signed-in request is rendered for itself.
  const signedIn = await request.get(malformed(3), { headers: { cookie: "hrstore_session=not-a-session" } });
  expect(signedIn.status()).toBe(400);
  expect(signedIn.headers()["x-store-page-cache"]).toBeUndefined();
  // In a browser the kept screen shows, its scripts running under its own nonce (support/test.ts fails on a CSP violation).
  expect((await page.goto(malformed(4)))?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor's address that names no app gets the not-found screen rendered once, never kept", async ({
  page,
  request,
}) => {
  const missing = "/apps/no-such-app-anywhere";
  const titles: [string, string][] = [
    ["ja", "お探しのページは見つかりませんでした"],
    ["en-US", "We couldn’t find the page you’re looking for"],
  ];
  for (const [language, title] of titles) {
    const answer = await request.get(missing, { headers: { "accept-language": language } });
    expect(answer.status()).toBe(404);
    expect(answer.headers()["x-store-page-cache"]).toBe("miss");
    const html = await answer.text();
    expect(html).toContain(`<title>${title} | HR Suite App Store</title>`);
    expect(html).toContain(`nonce="${nonceOf(answer)}"`);
    expect(html).not.toContain("STORE-PAGE-NONCE");
  }
  // In a browser the screen shows, its scripts running under the response's nonce (support/test.ts fails on a CSP violation).
  expect((await page.goto(missing))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("お探しのページは見つかりませんでした");
});
