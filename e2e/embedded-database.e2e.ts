import { embeddedStore, suiteURL } from "./playwright.config";
import { mailsTo } from "./support/outbox";
import { expect, test } from "./support/test";

// `npm start`'s default, the embedded database (PGlite), end to end. In CI the other e2e files run
// against a store on PostgreSQL, and this file against a second store on a fresh PGlite of its own
// (playwright.config.ts, project "embedded"); locally every store is on PGlite and this file runs
// on the main one. A visitor searches from the home page and opens an app, asks for its document
// and sends an inquiry; the provider finds the lead; a member signs in through the suite and asks
// the admins for an app. Each writes rows, reads them back and sends mail through the job queue,
// on the embedded database. One test per step: a fresh store renders each page cold.

const DOCUMENT_APP = "/apps/asagi-payroll";
const INQUIRY_APP = "/apps/harukaze-scout";
const PROVIDER_EMAIL = "dev@harukaze-recruit.example";
/** Where harukaze takes notices of new leads. */
const PROVIDER_NOTICE_EMAIL = "partner@harukaze-recruit.example";
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;
const SAKURA_ADMIN_EMAIL = "hanako.yamada@sakura-shoji.example";

const mailsOfThisStore = (to: string, has: string) => mailsTo(to, has, { dir: embeddedStore.outboxDir });

test("a visitor finds an app with the home page's search box", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "キーワードでアプリを探す" }).fill("給与");
  await page.getByRole("button", { name: "検索", exact: true }).click();
  await expect(page).toHaveURL(/\/apps\?q=%E7%B5%A6%E4%B8%8E$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("「給与」の検索結果");
  await page.locator("[data-app-card]").getByRole("link", { name: "あさぎ給与クラウド", exact: true }).click();
  await expect(page).toHaveURL(DOCUMENT_APP);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("あさぎ給与クラウド");
});

test("a visitor asks for an app's document on its page; the mail arrives", async ({ page }) => {
  await page.goto(DOCUMENT_APP);
  const ask = page
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" });
  await expect(ask).toBeEnabled();
  await ask.click();
  const dialog = page.getByRole("dialog", { name: "「あさぎ給与クラウド」の資料を請求する" });
  const email = `embedded-document-${Date.now()}@sakura-shoji.example`;
  await dialog.getByRole("textbox", { name: /送付先メールアドレス/ }).fill(email);
  await dialog.getByRole("checkbox", { name: "給与・会計" }).check();
  await dialog.getByRole("button", { name: "送信する" }).click();
  const thanks = page.getByRole("dialog", { name: "資料請求を受け付けました" });
  await expect(thanks).toContainText("「あさぎ給与クラウド」の資料のご案内をメールでお送りします。");

  const [mail] = await mailsOfThisStore(email, "「あさぎ給与クラウド」の資料のご案内");
  expect(mail?.text).toContain("https://www.asagi-payroll.example/documents/asagi-payroll.pdf");
});

test("a visitor sends an inquiry from an app's page; the visitor and the provider are mailed", async ({ page }) => {
  const email = `embedded-inquiry-${Date.now()}@sakura-shoji.example`;
  await page.goto(INQUIRY_APP);
  await page
    .getByRole("complementary")
    .getByRole("link", { name: /問い合わせ/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${INQUIRY_APP}/contact?kind=inquiry`);
  await page.getByLabel("会社名").fill("さくら商事株式会社");
  await page.getByLabel("氏名").fill("佐藤 健");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("電話番号").fill("03-1234-5678");
  await page.getByLabel("従業員規模").selectOption("medium");
  await page.getByLabel("お問い合わせ内容", { exact: true }).fill("埋め込みデータベースでの問い合わせです。");
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByRole("heading", { name: "ありがとうございます。送信しました。" })).toBeVisible();

  expect((await mailsOfThisStore(email, "を受け付けました"))[0]?.text).toContain(
    "埋め込みデータベースでの問い合わせです。",
  );
  expect((await mailsOfThisStore(PROVIDER_NOTICE_EMAIL, email))[0]?.subject).toContain(
    "はるかぜスカウトに新しいお問い合わせ",
  );
});

test("the provider signs in and finds a visitor's inquiry in the lead list", async ({ page }) => {
  // The inquiry as the contact page sends it (the test above sends one through the form).
  const email = `embedded-lead-${Date.now()}@sakura-shoji.example`;
  const sent = await page.request.post("/api/apps/harukaze-scout/contact_requests", {
    headers: { origin: embeddedStore.baseURL },
    data: {
      kind: "inquiry",
      company: "さくら商事株式会社",
      name: "佐藤 健",
      email,
      phone: "03-1234-5678",
      companySize: "medium",
      message: "リード一覧で確かめる問い合わせです。",
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);

  await page.goto("/developers/auth/sign_in");
  await page.getByLabel("メールアドレス", { exact: true }).fill(PROVIDER_EMAIL);
  await page.getByLabel("パスワード", { exact: true }).fill("demo-password");
  await page.locator("form").getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page).toHaveURL("/developers");
  await page.goto("/developers/leads");
  const row = page.locator("tr").filter({ hasText: email });
  await expect(row).toContainText("さくら商事株式会社");
  await expect(row).toContainText("お問い合わせ");
});

test("a member signs in through the suite and asks the admins for an app; the admins are mailed", async ({ page }) => {
  // A retry asks for another app: the request of the first try stays open.
  const app = [
    { code: "wakaba-point", name: "わかばポイント" },
    { code: "fukurou-thanks", name: "ふくろうサンクスカード" },
  ][test.info().retry % 2] ?? { code: "wakaba-point", name: "わかばポイント" };
  await page.goto(`/apps/${app.code}`);
  const start = page.locator("[data-app-action]").getByRole("button", { name: "連携を開始する" });
  await expect(start).toBeEnabled();
  await start.click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: SATO }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await expect(page).toHaveURL(`/apps/${app.code}`);
  await expect(page.locator("header").getByRole("button", { name: "ユーザー設定" })).toBeVisible();

  await expect(start).toBeEnabled();
  await start.click();
  const dialog = page.getByRole("dialog", { name: "管理者権限が必要です" });
  await dialog.getByRole("textbox", { name: "管理者へのメモ（任意）" }).fill("部署で使いたいです");
  await dialog.getByRole("button", { name: "管理者に依頼する" }).click();
  await expect(page.locator("li").filter({ hasText: `${app.name}の追加を管理者に依頼しました。` })).toBeVisible();

  const [mail] = await mailsOfThisStore(SAKURA_ADMIN_EMAIL, `佐藤 健さんから${app.name}`);
  expect(mail?.text).toContain("部署で使いたいです");
});
