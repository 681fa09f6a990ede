import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

test.describe("shell, head and languages", () => {
  test("later news pages of the home page are not indexed", async ({ page }) => {
    await page.goto("/?news_page=2");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("the home page renders its head tags", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/ \| HR Suite App Store$/);
    // Next.js writes the root URL without its trailing slash.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));
    // Issue 12: the home page is indexed, its later news pages are not.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /HR Suite/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/img\/og\/home\.svg$/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      "content",
      "width=device-width, initial-scale=1",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expectNoAxeViolations(page);
  });

  test("pages are noindex unless they opt out", async ({ page, baseURL }) => {
    await page.goto("/no-such-page-here");
    await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/no-such-page-here`);
  });

  test("an unknown URL shows the not-found screen with its exact title and the error footer", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("お探しのページは見つかりませんでした");
    await expect(page).toHaveTitle("お探しのページは見つかりませんでした | HR Suite App Store");
    await expect(page.locator("footer")).toHaveAttribute("data-footer-variant", "error");
    await expect(page.getByRole("heading", { name: "お問い合わせ", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "トップページへ戻る" }).click();
    await expect(page).toHaveURL("/");
    await expectNoAxeViolations(page);
  });

  test("the footer shows the contact cards and every link", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "お問い合わせ", exact: true })).toBeVisible();
    for (const name of ["アプリのリクエストを送る", "パートナープログラムへのお問い合わせ", "その他のお問い合わせ"]) {
      await expect(footer.getByRole("heading", { name })).toBeVisible();
    }
    for (const name of [
      "運営会社",
      "プライバシーポリシー",
      "利用規約",
      "パートナープログラム",
      "パートナー規約",
      "パートナーAPI利用規約",
      "開発者向けサイト",
      "ヘルプ記事",
    ]) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });

  test("the app-request card carries the stored tracking values", async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_campaign=autumn");
    const link = page.getByRole("link", { name: /リクエストを送る/ });
    await expect(link).toHaveAttribute("href", /utm_source=newsletter/);
    // Kept in session storage: a later page without the query still passes them on.
    await page.goto("/");
    await expect(page.getByRole("link", { name: /リクエストを送る/ })).toHaveAttribute("href", /utm_campaign=autumn/);
  });

  test("the store's own marketing values outlive the visit, beside the visit's utm values", async ({ browser }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto("/?source=fair&term=payroll&utm_source=newsletter");
    await expect(first.getByRole("link", { name: /リクエストを送る/ })).toHaveAttribute(
      "href",
      /utm_source=newsletter.*source=fair.*term=payroll/,
    );
    await first.close();
    // A new tab is a new visit: session storage starts empty, local storage is kept.
    const later = await context.newPage();
    await later.goto("/");
    const link = later.getByRole("link", { name: /リクエストを送る/ });
    await expect(link).toHaveAttribute("href", /source=fair.*term=payroll/);
    await expect(link).not.toHaveAttribute("href", /utm_source/);
    await context.close();
  });

  test("the language switcher changes the interface language and remembers it", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("表示言語").selectOption("en-us");
    await expect(page.locator("footer").getByRole("link", { name: /^Privacy policy/ })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.reload();
    await expect(page.getByLabel("Language")).toHaveValue("en-us");
    await expectNoAxeViolations(page);
  });

  test("Accept-Language picks the language when no choice was made", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await context.close();
  });

  test("feature-flag headers show the dismissible warning bar", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "forced-app-status": "upcoming" } });
    const page = await context.newPage();
    await page.goto("/");
    const bar = page.getByRole("status").filter({ hasText: "forcedAppStatus=upcoming" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button").click();
    await expect(bar).toHaveCount(0);
    await context.close();
  });

  test("the phone layout has a menu button and no horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "メニュー" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "アプリを探す" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
