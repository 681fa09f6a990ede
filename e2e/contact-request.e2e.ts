import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// Requests to providers (issue 13 item 1, SPEC §3 request kinds, §6): a visitor's inquiry and a
// signed-in user's trial land as leads the provider sees in the developer area, with the CSV of the
// same rows, and as mails in the outbox.

const INQUIRY_APP = "/apps/harukaze-scout";
const TRIAL_APP = "/apps/harukaze-interview";
const PROVIDER_EMAIL = "dev@harukaze-recruit.example";
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;

async function newPage(browser: Browser, options: { locale?: string; width?: number } = {}): Promise<Page> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    locale: options.locale ?? "ja-JP",
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

async function mailsFor(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto("/_dev/mail");
        return page.locator("[data-mail]").filter({ hasText: text }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  return page.locator("[data-mail]").filter({ hasText: text });
}

/** The provider's lead list and its CSV export, as the provider user sees them. */
async function providerLeads(browser: Browser, email: string) {
  const page = await newPage(browser);
  const response = await page.request.post("/api/developers/auth/sign_in", {
    data: { email: PROVIDER_EMAIL, password: "demo-password" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  await page.goto("/developers");
  await page.getByRole("link", { name: "お問い合わせ" }).first().click();
  await expect(page).toHaveURL("/developers/leads");
  const row = page.locator("tr").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSVで書き出す" }).click();
  const csv = await (await download)
    .path()
    .then((file) => import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
  // The byte-order mark Excel needs to read UTF-8, then the table's column names.
  expect(csv.startsWith("\uFEFF受付日時,アプリ,種類,")).toBe(true);
  const csvLine = csv.split("\r\n").find((line) => line.includes(email));
  return { page, row, csvLine };
}

test("a visitor sends an inquiry; the provider sees the lead and its CSV line, and both get a mail", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const email = `inquiry-${Date.now()}@sakura-shoji.example`;
  await page.goto(INQUIRY_APP);
  await page
    .getByRole("complementary")
    .getByRole("link", { name: /問い合わせ/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${INQUIRY_APP}/contact?kind=inquiry`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("へのお問い合わせ");

  // A wrong field: the server's message under it, everything typed kept.
  await page.getByLabel("会社名").fill("さくら商事株式会社");
  await page.getByLabel("氏名").fill("佐藤 健");
  await page.getByLabel("メールアドレス").fill("not-an-address");
  await page.getByLabel("電話番号").fill("03-1234-5678");
  await page.getByLabel("従業員規模").selectOption("medium");
  await page.getByLabel("お問い合わせ内容", { exact: true }).fill("面接日程の調整機能について教えてください。");
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.locator("#contact-email-error")).toHaveText("メールアドレスの形式が正しくありません。");
  // Issue 31: the summary of the refusal is in view and focused, not left above the scrolled page.
  const summary = page.locator('form p[role="alert"]');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("メールアドレス")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("会社名")).toHaveValue("さくら商事株式会社");
  await expect(page.getByLabel("お問い合わせ内容", { exact: true })).toHaveValue(
    "面接日程の調整機能について教えてください。",
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("メールアドレス").fill(email);
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByRole("heading", { name: "ありがとうございます。送信しました。" })).toBeVisible();
  await expectNoAxeViolations(page);

  const mails = await mailsFor(page, email);
  await expect(mails.filter({ hasText: "を受け付けました" })).toHaveCount(1);
  await expect(mails.filter({ hasText: "新しいお問い合わせ" })).toHaveCount(1);

  const { row, csvLine } = await providerLeads(browser, email);
  await expect(row).toContainText("さくら商事株式会社");
  await expect(row).toContainText("お問い合わせ");
  // As on screen (issue 31): the app's name and the labels, Japan time first.
  expect(csvLine).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2},はるかぜスカウト,/);
  expect(csvLine).toContain(`,お問い合わせ,さくら商事株式会社,佐藤 健,${email},03-1234-5678,50〜299名,`);
  await page.context().close();
});

test("'request trial' asks a visitor to sign in; signed in, the form is prefilled and the trial lands as a lead", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto(TRIAL_APP);
  await page
    .getByRole("complementary")
    .getByRole("link", { name: /トライアル/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${TRIAL_APP}/contact?kind=trial`);
  await expect(page.getByText("無料トライアルの申し込みには、会社のアカウントでのログインが必要です。")).toBeVisible();
  await expect(page.getByRole("button", { name: "送信する" })).toHaveCount(0);
  await page.getByRole("link", { name: "ログイン", exact: true }).last().click();
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: SATO }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  await expect(page).toHaveURL(`${TRIAL_APP}/contact?kind=trial`);

  await expect(page.getByText("アカウントの情報を入力しました。変更できます。")).toBeVisible();
  await expect(page.getByLabel("会社名")).toHaveValue("さくら商事株式会社");
  await expect(page.getByLabel("氏名")).toHaveValue(/佐藤/);
  const email = `trial-${Date.now()}@sakura-shoji.example`;
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("従業員規模").selectOption("large");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByRole("heading", { name: "ありがとうございます。送信しました。" })).toBeVisible();

  const mails = await mailsFor(page, email);
  await expect(mails.filter({ hasText: "無料トライアル" })).toHaveCount(2);

  const { row, csvLine } = await providerLeads(browser, email);
  await expect(row).toContainText("無料トライアル");
  expect(csvLine).toContain(`,無料トライアルの申し込み,さくら商事株式会社,`);
  await page.context().close();
});

for (const locale of ["ja-JP", "en-US"]) {
  test(`the contact page and the lead list pass axe at 1280 and 375 px (${locale})`, async ({ browser }) => {
    for (const width of [1280, 375]) {
      const page = await newPage(browser, { locale, width });
      await page.goto(`${INQUIRY_APP}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      const response = await page.request.post("/api/developers/auth/sign_in", {
        data: { email: PROVIDER_EMAIL, password: "demo-password" },
        headers: { origin: baseURL },
      });
      expect(response.status()).toBe(200);
      await page.goto("/developers/leads");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });
}
