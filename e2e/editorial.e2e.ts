import { expect, type Page, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

// Issue 4: the editorial, legal and partner pages, against the demo catalog.

const STORE = "HR Suite App Store";
const NOT_FOUND = "お探しのページは見つかりませんでした";
const PARTNER_CONTACT_FORM = "https://forms.hr-suite.example/partner-contact";
const PARTNERS_DEVELOPER_SITE = "https://developers.hr-suite.example/";

/**
 * SPEC §2 Page head: '{page} | store', canonical (base URL + path), noindex by default, a description.
 * Issue 12: the editorial pages (specials, campaigns, cases) are indexed.
 */
async function expectHead(page: Page, baseURL: string | undefined, path: string, title: string, indexed = false) {
  await expect(page).toHaveTitle(`${title} | ${STORE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    indexed ? "index, follow" : "noindex, nofollow",
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | ${STORE}`);
}

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
  await expect(page).toHaveTitle(`${NOT_FOUND} | ${STORE}`);
  await expect(page.locator("footer")).toHaveAttribute("data-footer-variant", "error");
}

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("about and partner", () => {
  test("/about introduces the store with its figures and the narrower about footer", async ({ page, baseURL }) => {
    await page.goto("/about");
    await expectHead(page, baseURL, "/about", "HR Suite App Storeについて");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Suiteを、会社に合わせて広げるアプリストア");
    const figures = main(page).locator("dl").first();
    await expect(figures.locator("dt")).toHaveText(["掲載アプリ", "提供企業", "カテゴリ"]);
    await expect(figures.locator("dd").first()).toHaveText(/^[1-9]\d*$/);
    await expect(
      main(page)
        .getByRole("link", { name: /導入企業の方へ/ })
        .first(),
    ).toHaveAttribute("href", "/tenants");
    await expect(main(page).getByRole("link", { name: /パートナープログラム/ })).toHaveAttribute("href", "/partner");
    await expect(main(page).getByRole("link", { name: /導入事例を読む/ })).toHaveAttribute("href", "/cases");
    const footer = page.locator("footer");
    await expect(footer).toHaveAttribute("data-footer-variant", "about");
    // SPEC §9: the about footer is 1074 px wide at most, the default 1140 px.
    const width = await footer.locator("nav").evaluate((nav) => nav.parentElement?.getBoundingClientRect().width);
    expect(width).toBe(1074);
    await expectNoAxeViolations(page);
  });

  test("/partner explains the programme and links to terms, the developers site and the contact form", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/partner");
    await expectHead(page, baseURL, "/partner", "パートナープログラム");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("あなたのサービスを、HR Suiteを使う企業へ");
    for (const name of [
      "パートナーになるメリット",
      "掲載までの流れ",
      "下書きと変更申請の審査",
      "規約と開発者向け資料",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const steps = main(page).locator("ol.mk-steps > li");
    await expect(steps).toHaveCount(5);
    await expect(page.getByRole("list", { name: "変更申請の状態の流れ" }).getByRole("listitem")).toHaveText([
      /^下書き中/,
      /^申請済み/,
      /^審査中/,
      /^承認/,
    ]);
    await expect(main(page).getByText("差し戻しになったとき")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "パートナー規約", exact: true })).toHaveAttribute(
      "href",
      "/partner-terms",
    );
    await expect(main(page).getByRole("link", { name: "パートナーAPI利用規約", exact: true })).toHaveAttribute(
      "href",
      "/partner-api-terms",
    );
    const contact = main(page).getByRole("link", { name: /^パートナーについて問い合わせる/ });
    await expect(contact).toHaveCount(2);
    for (const link of await contact.all()) {
      await expect(link).toHaveAttribute("href", PARTNER_CONTACT_FORM);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(
      main(page)
        .getByRole("link", { name: /^開発者向けサイトを見る/ })
        .first(),
    ).toHaveAttribute("href", PARTNERS_DEVELOPER_SITE);
    await expect(page.locator("footer")).toHaveAttribute("data-footer-variant", "default");
    await expectNoAxeViolations(page);
  });

  test("the extra stylesheet loads on /about and /partner only", async ({ page }) => {
    const marker = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--marketing-stylesheet").trim());
    for (const path of ["/about", "/partner"]) {
      await page.goto(path);
      expect(await marker(), path).toBe("loaded");
      // And it styles the page: the numbered steps and the hero come from it.
      await expect(page.locator(".mk-hero")).toHaveCSS("overflow", "hidden");
    }
    for (const path of ["/", "/terms", "/tenants", "/specials"]) {
      await page.goto(path);
      expect(await marker(), path).toBe("");
    }
  });

  test("the footer's app-request card carries the stored tracking values on these pages", async ({ page }) => {
    await page.goto("/partner?utm_source=h4-news&utm_campaign=partner-fair");
    await expect(page.locator("footer").getByRole("link", { name: /リクエストを送る/ })).toHaveAttribute(
      "href",
      /utm_source=h4-news.*utm_campaign=partner-fair/,
    );
    await page.goto("/cases");
    await expect(page.locator("footer").getByRole("link", { name: /リクエストを送る/ })).toHaveAttribute(
      "href",
      /^https:\/\/forms\.hr-suite\.example\/app-request\?.*utm_source=h4-news/,
    );
  });
});

test.describe("terms", () => {
  test("/terms shows the latest terms with contents, anchors and the versions list", async ({ page, baseURL }) => {
    await page.goto("/terms");
    await expectHead(page, baseURL, "/terms", "利用規約");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Suite App Store 利用規約");
    await expect(main(page).getByText("2025年10月1日から施行", { exact: true })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "目次" });
    await expect(toc.getByRole("link")).toHaveCount(8);
    await toc.getByRole("link", { name: "第5条（禁止事項）" }).click();
    await expect(page).toHaveURL(/#%E7%AC%AC5%E6%9D%A1-%E7%A6%81%E6%AD%A2%E4%BA%8B%E9%A0%85$/);
    await expect(page.locator('h2[id="第5条-禁止事項"]')).toBeInViewport();
    const versions = page.locator("[data-terms-versions] li");
    await expect(versions).toHaveText(["2025年10月1日施行版現行版"]);
    await expectNoAxeViolations(page);
  });

  // e2e/ops-terms.e2e.ts publishes a newer partner-terms version while these run: they hold for
  // whichever version is current, and read the seeded ones at their own URLs.
  test("/partner-terms lists its versions; a past version opens with a notice and links back", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/partner-terms");
    await expectHead(page, baseURL, "/partner-terms", "パートナー規約");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const versions = page.locator("[data-terms-versions] li");
    await expect(versions.first()).toContainText("現行版");
    const labels = await versions.allTextContents();
    expect(labels.filter((label) => label.endsWith("現行版"))).toHaveLength(1);
    // The seeded versions, oldest last, whatever came after them.
    expect(labels.slice(-3).map((label) => label.replace(/現行版$/, ""))).toEqual([
      "2026年4月1日施行版",
      "2025年4月1日施行版",
      "2024年4月1日施行版",
    ]);
    await expectNoAxeViolations(page);

    // The 2026 version: at /partner-terms while current, at its own URL once superseded.
    await page.goto("/partner-terms/2026-04-01");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("HR Suite App Store パートナー規約");
    await expect(main(page).getByText(/^2026年4月1日から施行/)).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "第6条（生成AIを用いた機能）" })).toBeVisible();

    await page.getByRole("link", { name: "2025年4月1日施行版" }).click();
    await expect(page).toHaveURL("/partner-terms/2025-04-01");
    await expectHead(page, baseURL, "/partner-terms/2025-04-01", "パートナー規約（2025年4月1日施行版）");
    await expect(page.getByRole("note")).toContainText("これは過去の版です");
    await expect(main(page).getByText("2025年4月1日から施行、2026年4月1日に改定されました")).toBeVisible();
    // The 2026 version added the article on generative AI; the 2025 one does not have it.
    await expect(main(page).getByRole("heading", { name: "第6条（生成AIを用いた機能）" })).toHaveCount(0);
    await expect(page.locator('[data-terms-versions] [aria-current="page"]')).toHaveText("2025年4月1日施行版");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "現行版を読む" }).click();
    await expect(page).toHaveURL("/partner-terms");
  });

  test("the current partner-terms version's own URL leads to /partner-terms", async ({ page }) => {
    const answer = await page.request.get("/api/terms/partner_terms");
    const current = ((await answer.json()) as { terms: { version: string; title: string } }).terms;
    await page.goto(`/partner-terms/${encodeURIComponent(current.version)}`);
    await expect(page).toHaveURL("/partner-terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(current.title);
  });

  test("an unknown, future or malformed partner-terms version is the not-found screen", async ({ page }) => {
    for (const path of ["/partner-terms/2023-04-01", "/partner-terms/2099-04-01", "/partner-terms/%E2%98%83"]) {
      await expectNotFound(page, path);
    }
    await expectNoAxeViolations(page);
  });

  test("/partner-api-terms and /labs-terms show their latest version", async ({ page, baseURL }) => {
    await page.goto("/partner-api-terms");
    await expectHead(page, baseURL, "/partner-api-terms", "パートナーAPI利用規約");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Suite パートナーAPI利用規約");
    await expect(page.locator("[data-terms-versions] li")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto("/labs-terms");
    await expectHead(page, baseURL, "/labs-terms", "Labs利用規約");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HR Suite Labs 利用規約");
    await expect(page.getByRole("navigation", { name: "目次" }).getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("tenants and thanks", () => {
  test("/tenants explains the store to companies and links into the catalog", async ({ page, baseURL }) => {
    await page.goto("/tenants");
    await expectHead(page, baseURL, "/tenants", "HR Suiteをご利用の企業の方へ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "HR Suiteとアプリをつないで、人事・労務の仕事をもっと楽に",
    );
    const steps = main(page)
      .getByRole("heading", { name: "管理者がアプリを追加する手順" })
      .locator("..")
      .locator("ol > li");
    await expect(steps).toHaveCount(5);
    await expect(main(page).getByRole("heading", { name: "従業員の方がアプリを使いたいとき" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "すべてのアプリを見る" })).toHaveAttribute("href", "/apps");
    await expect(main(page).getByRole("link", { name: "人気の順に見る" })).toHaveAttribute(
      "href",
      "/apps?sort=popular",
    );
    const categories = main(page).locator('a[href^="/apps?categories="]');
    expect(await categories.count()).toBeGreaterThanOrEqual(5);
    await expect(categories.first()).toHaveAttribute("href", /^\/apps\?categories=\d+$/);
    for (const href of ["/cases", "/specials", "/campaigns"]) {
      await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test("/thanks thanks the visitor and links back to the top and the catalog", async ({ page, baseURL }) => {
    await page.goto("/thanks");
    await expectHead(page, baseURL, "/thanks", "送信が完了しました");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("送信が完了しました");
    await expect(main(page).getByRole("link", { name: "トップページへ" })).toHaveAttribute("href", "/");
    await expect(main(page).getByRole("link", { name: "アプリを探す" })).toHaveAttribute("href", "/apps");
    // Just sent a form: no contact cards asking for another.
    await expect(page.locator("footer").getByRole("heading", { name: "お問い合わせ", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await main(page).getByRole("link", { name: "トップページへ" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("specials, campaigns and cases", () => {
  test("/specials lists the published specials and each opens with its apps", async ({ page, baseURL }) => {
    await page.goto("/specials");
    await expectHead(page, baseURL, "/specials", "特集", true);
    const cards = page.locator("[data-special-list] > li");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText("6件のアプリ");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "はじめての勤怠・給与連携" }).click();
    await expect(page).toHaveURL(/\/specials\/\d+$/);
    const path = new URL(page.url()).pathname;
    await expectHead(page, baseURL, path, "はじめての勤怠・給与連携", true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/img\/banners\/special-payroll\.svg/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("はじめての勤怠・給与連携");
    await expect(main(page).locator('img[src^="/img/banners/special-payroll.svg"]')).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "導入の順番" })).toBeVisible();
    const apps = main(page).locator("[data-app-card]");
    await expect(apps).toHaveCount(6);
    const first = apps.first();
    await expect(first.getByRole("link", { name: "ときわ勤怠" })).toHaveAttribute("href", "/apps/tokiwa-kintai");
    await expect(first).toContainText("提供：");
    await expect(first.locator("img")).toHaveAttribute("src", "/img/apps/tokiwa-kintai/logo.svg");
    await expectNoAxeViolations(page);
  });

  test("an unknown or malformed special id is the not-found screen", async ({ page }) => {
    await expectNotFound(page, "/specials/999999");
    await expectNotFound(page, "/specials/not-a-number");
  });

  test("/campaigns shows the campaigns running now with benefits, conditions, period and apps", async ({
    page,
    baseURL,
    request,
  }) => {
    const { data } = (await (await request.get("/api/campaigns")).json()) as {
      data: { title: string; apps: unknown[] }[];
    };
    await page.goto("/campaigns");
    await expectHead(page, baseURL, "/campaigns", "キャンペーン", true);
    const campaigns = page.locator("[data-campaign-list] > li");
    if (data.length === 0) {
      await expect(main(page).locator("[data-empty-state]")).toContainText("現在実施中のキャンペーンはありません。");
    } else {
      await expect(campaigns.getByRole("heading", { level: 2 })).toHaveText(data.map((c) => c.title));
      const first = campaigns.first();
      for (const term of ["期間", "特典", "対象・条件"])
        await expect(first.locator("dt", { hasText: term })).toBeVisible();
      await expect(first.locator("dd time")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日〜\d{4}年\d{1,2}月\d{1,2}日$/);
      await expect(first.locator("[data-app-card]")).toHaveCount(data[0]?.apps.length ?? 0);
    }
    // The demo's ended campaigns never show.
    await expect(main(page).getByText("新年度 入社手続きキャンペーン")).toHaveCount(0);
    await expect(main(page).getByText("ストレスチェック実施応援キャンペーン")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("/cases names each company, its size, industry and apps; a case opens with its story", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/cases");
    await expectHead(page, baseURL, "/cases", "導入事例", true);
    const cards = page.locator("[data-case-list] > li");
    await expect(cards).toHaveCount(4);
    const midori = cards.filter({ hasText: "株式会社みどり精機" });
    await expect(midori).toContainText("製造業");
    await expect(midori).toContainText("従業員300名");
    await expect(midori).toContainText("使っているアプリ：");
    await expectNoAxeViolations(page);

    await midori.getByRole("link").click();
    await expect(page).toHaveURL(/\/cases\/\d+$/);
    await expectHead(page, baseURL, new URL(page.url()).pathname, "導入事例：株式会社みどり精機", true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "3つの工場の勤怠と給与をひとつに。締め作業が5日から2日へ",
    );
    const company = main(page).getByRole("complementary");
    await expect(company.locator("dd")).toHaveText(["株式会社みどり精機", "製造業", "従業員300名"]);
    await expect(main(page).getByRole("heading", { name: "導入前の課題" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "ときわ勤怠" })).toHaveAttribute("href", "/apps/tokiwa-kintai");
    await expectNoAxeViolations(page);
  });

  test("an unknown case id is the not-found screen", async ({ page }) => {
    await expectNotFound(page, "/cases/999999");
    await expectNoAxeViolations(page);
  });
});

test.describe("phone layout", () => {
  const paths = [
    "/about",
    "/partner",
    "/terms",
    "/partner-terms",
    "/partner-terms/2024-04-01",
    "/partner-api-terms",
    "/labs-terms",
    "/tenants",
    "/specials",
    "/campaigns",
    "/cases",
    "/thanks",
  ];

  test("every page fits 375 px without horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("the terms contents fold away on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // /terms: no e2e test publishes a new version of it (ops-terms.e2e.ts revises the partner terms).
    await page.goto("/terms");
    await expect(page.getByRole("navigation", { name: "目次" })).toBeHidden();
    await page.locator("summary", { hasText: "目次" }).click();
    await page.getByRole("link", { name: "第5条（禁止事項）" }).click();
    await expect(page.locator('h2[id="第5条-禁止事項"]')).toBeInViewport();
  });
});

test.describe("JSON API", () => {
  test("specials, campaigns and cases answer in the API's shape", async ({ request }) => {
    const specials = await request.get("/api/specials");
    expect(specials.status()).toBe(200);
    const { data } = (await specials.json()) as { data: { id: number; appCount: number; publishedAt: string }[] };
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ id: expect.any(Number), appCount: 6, publishedAt: expect.stringMatching(/Z$/) });

    const special = await (await request.get(`/api/specials/${data[0]?.id}`)).json();
    expect(special.apps[0]).toEqual({
      id: expect.any(Number),
      code: "tokiwa-kintai",
      name: "ときわ勤怠",
      description: expect.any(String),
      logoImage: "/img/apps/tokiwa-kintai/logo.svg",
      status: "published",
      appProvider: { name: expect.any(String) },
    });

    const cases = (await (await request.get("/api/cases")).json()) as { data: { id: number; companyName: string }[] };
    expect(cases.data).toHaveLength(4);
    const story = await (await request.get(`/api/cases/${cases.data[0]?.id}`)).json();
    expect(story).toMatchObject({ companyName: cases.data[0]?.companyName, body: expect.stringContaining("<h3>") });

    expect((await request.get("/api/campaigns")).status()).toBe(200);
  });

  test("bad and unknown ids answer 400 naming the parameter and 404", async ({ request }) => {
    for (const path of ["/api/specials/abc", "/api/cases/0"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "BAD_REQUEST", message: expect.any(String), items: { id: [expect.any(String)] } },
      });
    }
    for (const path of ["/api/specials/999999", "/api/cases/999999"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    }
  });

  test("terms answer the latest with the versions list, a past version, and errors", async ({ request }) => {
    const latest = await (await request.get("/api/terms/partner_terms")).json();
    expect(latest.terms).toMatchObject({ kind: "partner_terms", version: "2026-04-01" });
    expect(latest.versions.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).toEqual([
      ["2026-04-01", true],
      ["2025-04-01", false],
      ["2024-04-01", false],
    ]);
    const past = await (await request.get("/api/terms/partner_terms/2024-04-01")).json();
    expect(past.terms.version).toBe("2024-04-01");
    // The body is served as the HTML rendered and sanitised when it was written, never as Markdown.
    expect(past.terms.bodyHtml).toContain('<h2 id="第1条-目的">第1条（目的）</h2>');
    expect(past.terms.toc[0]).toEqual({ id: "第1条-目的", text: "第1条（目的）", depth: 2 });
    expect(past.terms).not.toHaveProperty("bodyMarkdown");

    const unknownKind = await request.get("/api/terms/cookie_policy");
    expect(unknownKind.status()).toBe(400);
    expect((await unknownKind.json()).error).toMatchObject({ code: "BAD_REQUEST", items: { kind: expect.any(Array) } });
    const badVersion = await request.get("/api/terms/terms/bad%20version");
    expect(badVersion.status()).toBe(400);
    expect((await badVersion.json()).error).toMatchObject({
      code: "BAD_REQUEST",
      items: { version: expect.any(Array) },
    });
    const future = await request.get("/api/terms/partner_terms/2099-04-01");
    expect(future.status()).toBe(404);
  });
});
