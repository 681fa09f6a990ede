import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";

// What a person reads when an action fails (issue 8, item 10): a session lost during an install
// brings the sign-in prompt, not 'unexpected error', and the dialog comes back as it was left; a
// refusal of the parent service reads in the viewer's language, never in its English.

const APP = "/apps/suite-labs-ai-assistant";
const INSTALL_TITLE = "「AI人事アシスタント（Labs）」を追加しますか？";

/** At the suite: picks the user when it asks (a first sign-in), then gives consent. */
async function signInAtSuite(page: Page, pick: RegExp): Promise<void> {
  await page.waitForURL((url) => url.origin === suiteURL);
  const user = page.getByRole("button", { name: pick });
  const consent = page.getByRole("button", { name: "許可する" });
  await expect(user.or(consent)).toBeVisible();
  if (await user.isVisible()) await user.click();
  await consent.click();
  await page.waitForURL((url) => url.origin !== suiteURL);
}

/** A visitor on the app page presses the install action, signs in, and is back on the page. */
async function signInOnAppPage(page: Page, pick: RegExp): Promise<void> {
  await page.goto(APP);
  await page.getByRole("button", { name: "アプリを追加する" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await signInAtSuite(page, pick);
  await expect(page).toHaveURL(APP);
}

test("a session lost during an install asks to sign in again and keeps the ticked terms box", async ({ page }) => {
  test.setTimeout(90_000);
  const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
  await signInOnAppPage(page, SUZUKI);

  await page.getByRole("button", { name: "アプリを追加する" }).click();
  const dialog = page.getByRole("dialog", { name: INSTALL_TITLE });
  await dialog.getByRole("checkbox", { name: /同意します/ }).check();

  // The session ends while the dialog is open: the store's cookie is gone.
  await page.context().clearCookies({ name: "hrstore_session" });
  await dialog.getByRole("button", { name: "追加する" }).click();

  const login = page.getByRole("dialog", { name: "企業アカウントの管理者権限が必要です" });
  await expect(login).toBeVisible();
  await expect(login).toContainText("ログインの有効期限が切れました。");
  await expect(page.getByText("予期しないエラーが発生しました")).toHaveCount(0);

  await login.getByRole("button", { name: "ログイン", exact: true }).click();
  await signInAtSuite(page, SUZUKI);
  await expect(page).toHaveURL(APP);

  // Back on the page, the install dialog is open again with the terms box as it was left.
  const again = page.getByRole("dialog", { name: INSTALL_TITLE });
  await expect(again).toBeVisible();
  await expect(again.getByRole("checkbox", { name: /同意します/ })).toBeChecked();
  await again.getByRole("button", { name: "追加する" }).click();
  await expect(page.locator("li").filter({ hasText: "「AI人事アシスタント（Labs）」を追加しました" })).toBeVisible();

  // Leave the tenant as it was.
  await page.goto("/tenant_admin");
  await page
    .locator('[data-installed-app="suite-labs-ai-assistant"]')
    .getByRole("button", { name: "削除する" })
    .click();
  await page
    .getByRole("dialog", { name: "「AI人事アシスタント（Labs）」を削除しますか？" })
    .getByRole("button", { name: "削除する" })
    .click();
  await expect(page.locator('[data-installed-app="suite-labs-ai-assistant"]')).toHaveCount(0);
});

test("the parent service's payment refusal reads in Japanese, in the dialog and from the API", async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnAppPage(page, /高橋 美咲（かえでフーズ株式会社・管理者）としてログイン/);

  // The store already knows the tenant's payment failed: the action opens that screen as a dialog.
  await page.getByRole("button", { name: "アプリを追加する" }).click();
  const dialog = page.getByRole("dialog", { name: "お支払い状態の確認ができませんでした" });
  await expect(dialog.locator("[data-error-screen=paymentRequired]")).toContainText("お支払い状態に問題");
  await expect(dialog).not.toContainText("payment");

  // The install API refuses with 402 and a message in the viewer's language, never the suite's English.
  const answer = await page.request.post("/api/tenant_admin/apps", {
    data: { code: "suite-labs-ai-assistant" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(402);
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("PAYMENT_REQUIRED");
  expect(body.error.message).toContain("お支払い");
  expect(body.error.message).not.toMatch(/payment/i);
});
