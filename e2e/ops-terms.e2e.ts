import { type Browser, expect, type Page, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./playwright.config";

// Issue 11, editorial console: the demo operator writes a new partner-terms version effective now,
// previews it (and its English version), publishes it; /partner-terms shows it and the version it
// replaced stays readable at its own URL as a past version. An announcement the operator publishes appears on a provider's
// developer home, and not before. At 1280 and 375 px, with axe on every page.
// Only this file revises the partner terms (editorial.e2e.ts holds whichever version is current).

const PASSWORD = "demo-password";
const OPERATOR = "operator@store.example";
const PROVIDER = "dev@komorebi-accounting.example";
/** The partner-terms version in effect before this file's runs (the demo catalog's newest). */
const PREVIOUS_PARTNER_TERMS = "2026-04-01";

async function signedIn(browser: Browser, who: "ops" | "developers", email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: "ja-JP", viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  const response = await page.request.post(`/api/${who}/auth/sign_in`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the editorial console", () => {
  // Journeys across several pages, each checked with axe.
  test.describe.configure({ timeout: 120_000 });

  test("a new partner-terms version, previewed and published, becomes current; the old one is a past version", async ({
    browser,
  }) => {
    const page = await signedIn(browser, "ops", OPERATOR);
    page.on("dialog", (dialog) => void dialog.accept());
    const version = unique("e2e");
    const title = `パートナー規約 ${version}`;
    const article = `この版（${version}）で改めた条文です。`;
    const englishTitle = `Partner terms ${version}`;

    await page.goto("/ops/editorial/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("規約の版");
    const partnerTerms = page.locator('[data-terms-kind="partner_terms"]');
    await expect(partnerTerms.locator(`[data-terms-version="${PREVIOUS_PARTNER_TERMS}"]`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "新しい版を作る" }).click();
    await expect(page).toHaveURL(/\/ops\/editorial\/terms\/new$/);
    await page.getByLabel("規約の種類").selectOption({ label: "パートナー規約" });
    // Nothing typed yet: the form starts again from the partner terms' newest text, which has no English.
    await expect(page).toHaveURL(/\/ops\/editorial\/terms\/new\?kind=partner_terms$/);
    await expect(page.getByLabel("規約の種類")).toHaveValue("partner_terms");
    await expect(page.getByRole("textbox", { name: "タイトル", exact: true })).toHaveValue(/パートナー規約/);
    await expect(page.getByRole("textbox", { name: "English：タイトル", exact: true })).toHaveValue("");
    // The effective time starts at this minute: in effect as soon as it is published.
    await expect(page.getByLabel("施行日時")).not.toHaveValue("");
    await page.getByLabel("版の名前").fill(version);
    await page.getByRole("textbox", { name: "タイトル", exact: true }).fill(title);
    // An English version with a title only: English visitors read the Japanese articles under it.
    await page.getByRole("textbox", { name: "English：タイトル", exact: true }).fill(englishTitle);
    await page
      .getByRole("textbox", { name: "本文（Markdown）", exact: true })
      .fill(`## 第1条（改定）\n\n${article}\n\n## 第2条（附則）\n\n附則です。`);
    const live = page.locator("[data-terms-live-preview]");
    await expect(live.getByRole("heading", { name: "第1条（改定）" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "作成する" }).click();
    await expect(page).toHaveURL(/\/ops\/editorial\/terms\/\d+\?created=1$/);
    await expect(page.locator("[data-terms-state]").first()).toHaveText("下書き");
    await expectNoAxeViolations(page);

    // Not public yet.
    const publicPage = await browser.newPage();
    expect((await publicPage.goto(`/partner-terms/${version}`))?.status()).toBe(404);
    await publicPage.goto("/partner-terms");
    await expect(publicPage.getByRole("heading", { level: 1 })).not.toHaveText(title);

    await page.getByRole("link", { name: "プレビュー" }).click();
    await expect(page).toHaveURL(/\/ops\/editorial\/terms\/\d+\/preview$/);
    await expect(page.getByRole("region", { name: "プレビューのお知らせ" })).toContainText("下書き");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(article)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "目次" }).getByRole("link")).toHaveText([
      "第1条（改定）",
      "第2条（附則）",
    ]);
    await expectNoAxeViolations(page);
    // The English version as English visitors will read it: its title over the Japanese articles.
    const languages = page.getByRole("navigation", { name: "表示する言語" });
    await expect(languages.getByRole("link", { name: "日本語" })).toHaveAttribute("aria-current", "page");
    await languages.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/ops\/editorial\/terms\/\d+\/preview\?lang=en-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    await expect(page.getByText(article)).toBeVisible();

    await page.getByRole("link", { name: "編集に戻る" }).click();
    await page.getByRole("button", { name: "今すぐ公開" }).click();
    await expect(page.locator("[data-terms-state]").first()).toHaveText("現行版");
    await expect(page.locator("[data-terms-published]")).toContainText("公開済みのため変更できません");
    await expectNoAxeViolations(page);

    await publicPage.goto("/partner-terms");
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(publicPage.getByText(article)).toBeVisible();
    await expect(publicPage.locator("[data-terms-versions] li").first()).toContainText("現行版");
    await expect(publicPage.locator("[data-japanese-only]")).toHaveCount(0);
    // An English visitor reads the English title over the Japanese articles, and is told parts are Japanese.
    const englishPage = await browser.newPage({ locale: "en-US" });
    await englishPage.goto("/partner-terms");
    await expect(englishPage.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    await expect(englishPage.getByText(article)).toBeVisible();
    await expect(englishPage.locator("[data-japanese-only]")).toHaveText(
      "Parts of this page are available in Japanese only.",
    );
    await englishPage.close();

    await publicPage.goto(`/partner-terms/${PREVIOUS_PARTNER_TERMS}`);
    await expect(publicPage).toHaveURL(`/partner-terms/${PREVIOUS_PARTNER_TERMS}`);
    await expect(publicPage.getByRole("note")).toContainText("これは過去の版です");
    await expect(
      publicPage.getByRole("main").getByRole("heading", { name: "第6条（生成AIを用いた機能）" }),
    ).toBeVisible();
    await expect(publicPage.getByText(article)).toHaveCount(0);
    await publicPage.getByRole("link", { name: "現行版を読む" }).click();
    await expect(publicPage).toHaveURL("/partner-terms");
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("an announcement reaches the providers' home only once the operator publishes it", async ({ browser }) => {
    const ops = await signedIn(browser, "ops", OPERATOR);
    const provider = await signedIn(browser, "developers", PROVIDER);
    const title = `メンテナンスのお知らせ ${unique("e2e")}`;

    await ops.goto("/ops/editorial/announcements");
    await expect(ops.getByRole("heading", { level: 1 })).toHaveText("提供者へのお知らせ");
    await expectNoAxeViolations(ops);
    await ops.getByRole("link", { name: "新規作成" }).click();
    await ops.getByLabel("タイトル").fill(title);
    await ops
      .getByLabel("本文（HTML）")
      .fill("<p>明日の<strong>深夜</strong>に停止します。</p><script>alert(1)</script>");
    await expectNoAxeViolations(ops);
    await ops.getByRole("button", { name: "作成する" }).click();
    await expect(ops).toHaveURL(/\/ops\/editorial\/announcements\/\d+\?created=1$/);
    await expect(ops.locator("[data-publication-panel]").locator("..").locator("[data-state]")).toHaveText("下書き");
    await expectNoAxeViolations(ops);

    await provider.goto("/developers");
    await expect(provider.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(provider.getByText(title)).toHaveCount(0);

    await ops.getByRole("link", { name: "プレビュー" }).click();
    await expect(ops.getByRole("region", { name: "プレビューのお知らせ" })).toBeVisible();
    await expect(ops.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(ops.getByText("明日の深夜に停止します。")).toBeVisible();
    await expectNoAxeViolations(ops);
    await ops.getByRole("link", { name: "編集に戻る" }).click();
    await ops.getByRole("button", { name: "今すぐ公開" }).click();
    await expect(ops.locator("[data-publication-panel]").locator("..").locator("[data-state]")).toHaveText("公開中");

    await provider.goto("/developers");
    const item = provider.locator("[data-announcement]").filter({ hasText: title });
    await expect(item).toHaveAttribute("data-unread", "true");
    await item.getByRole("link").click();
    await expect(provider.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(provider.getByText("明日の深夜に停止します。")).toBeVisible();
  });

  test("the console's terms and announcement pages fit a phone and pass axe", async ({ browser }) => {
    const page = await signedIn(browser, "ops", OPERATOR, 375);
    for (const path of [
      "/ops/editorial/terms",
      "/ops/editorial/terms/new?kind=labs_terms",
      "/ops/editorial/announcements",
      "/ops/editorial/announcements/new",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoOverflow(page);
      await expectNoAxeViolations(page);
    }
    // A new version starts from the newest text of the kind asked for.
    await page.goto("/ops/editorial/terms/new?kind=labs_terms");
    await expect(page.getByLabel("規約の種類")).toHaveValue("labs_terms");
    await expect(page.getByRole("textbox", { name: "本文（Markdown）", exact: true })).not.toHaveValue("");
    // (and of its English version: the demo has the Labs terms in English)
    await expect(page.getByRole("textbox", { name: "English：本文（Markdown）", exact: true })).not.toHaveValue("");

    // A published version's page and preview, on a phone.
    await page.goto("/ops/editorial/terms");
    await page.locator('[data-terms-kind="terms"] li').first().getByRole("link", { name: /^表示/ }).click();
    await expect(page.locator("[data-terms-published]")).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "プレビュー" }).click();
    await expect(page.getByRole("region", { name: "プレビューのお知らせ" })).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
  });
});
