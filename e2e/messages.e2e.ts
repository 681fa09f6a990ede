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

test("the parent service's payment refusal reads in Japanese inside the install dialog", async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnAppPage(page, /高橋 美咲（かえでフーズ株式会社・管理者）としてログイン/);

  await page.getByRole("button", { name: "アプリを追加する" }).click();
  const dialog = page.getByRole("dialog", { name: INSTALL_TITLE });
  await dialog.getByRole("checkbox", { name: /同意します/ }).check();
  await dialog.getByRole("button", { name: "追加する" }).click();

  const alert = dialog.locator("[data-install-error]");
  await expect(alert).toContainText("お支払い");
  await expect(alert).not.toContainText("payment");
  await expect(alert).not.toContainText("予期しないエラー");
  // The dialog stays open with the choice kept (SPEC §8 install failure).
  await expect(dialog.getByRole("checkbox", { name: /同意します/ })).toBeChecked();
});
