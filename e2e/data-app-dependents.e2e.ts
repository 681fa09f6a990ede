import { expectNoAxeViolations } from "./support/axe";
import { signInThroughSuite } from "./support/journey";
import { expect, test } from "./support/test";

// Issue 31: removing the suite's data integration (the suite-data app) from さくら商事 warns, before
// the admin confirms, of the installed apps that take the company's employee data through it
// (ともしび人事評価 works only with it). 山田 cancels: nothing is removed.

const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;

test("removing the data integration names the installed apps that rely on it (ja, 375 px)", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "ja-JP", viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInThroughSuite(page, YAMADA, "/tenant_admin");
  await expect(page).toHaveURL("/tenant_admin");

  const row = page.locator('[data-installed-app="suite-data"]');
  await row.getByRole("button", { name: "削除する" }).click();
  const dialog = page.getByRole("dialog", { name: /データ連携/ });
  const note = dialog.locator("[data-dependent-apps]");
  await expect(note).toContainText("HR Suiteのデータ連携を使っています");
  await expect(note.getByRole("listitem").filter({ hasText: "ともしび人事評価" })).toHaveCount(1);
  // Apps that take no employee data are not named.
  await expect(note.getByRole("listitem").filter({ hasText: "あまつぼし安否確認" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "キャンセル" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  // Another app's dialog names no dependents.
  await page
    .locator('[data-installed-app="tomoshibi-hyoka"]')
    .getByRole("button", { name: /^(削除する|連携を解除する)$/ })
    .click();
  await expect(page.getByRole("dialog", { name: /ともしび人事評価/ })).toBeVisible();
  await expect(page.getByRole("dialog").locator("[data-dependent-apps]")).toHaveCount(0);
  await context.close();
});
