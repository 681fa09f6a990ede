import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// SPEC §2 'connection' and §4 startIntegrationMenu: for an app with several suite features, the
// admin chooses how it connects, and the chosen method's flow continues. 鈴木 一郎 administers
// あおぞらテック, which has not connected ときわ勤怠 (IdP and data integration) in the demo data.

const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
const APP = "/apps/tokiwa-kintai";

const LABELS = {
  "ja-JP": {
    menu: "連携メニュー",
    item: "連携方法を選んで連携する",
    adminRequired: "企業アカウントの管理者権限が必要です",
    logIn: "ログイン",
    title: "「ときわ勤怠」の連携方法を選んでください",
    legend: "連携方法",
    idp: /IdP機能で連携する/,
    data: /データ連携機能で連携する/,
    cancel: "キャンセル",
    next: "次へ",
    dataNeeded: "データ連携機能の追加が必要です",
    connectTitle: "「ときわ勤怠」と連携しますか？",
    connect: "連携する",
  },
  "en-US": {
    menu: "Connection menu",
    item: "Choose how to connect",
    adminRequired: "Administrator authority in the company account is required",
    logIn: "Log in",
    title: "Choose how to connect ときわ勤怠",
    legend: "Connection method",
    idp: /Connect with the IdP function/,
    data: /Connect with the data integration function/,
    cancel: "Cancel",
    next: "Continue",
    dataNeeded: "The data integration feature is needed",
    connectTitle: "Connect ときわ勤怠?",
    connect: "Connect",
  },
};

for (const [locale, l] of Object.entries(LABELS)) {
  test.describe(locale, () => {
    test.use({ locale });

    const openMethodDialog = async (page: Page) => {
      await page.locator("[data-app-action]").getByRole("button", { name: l.menu }).click();
      await page.getByRole("menuitem", { name: l.item }).click();
    };

    test("the connection-method dialog leads an admin to the IdP connect flow", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(APP);
      await openMethodDialog(page);
      const login = page.getByRole("dialog", { name: l.adminRequired });
      await login.getByRole("button", { name: l.logIn, exact: true }).click();
      await page.waitForURL((url) => url.origin === suiteURL);
      await page.getByRole("button", { name: SUZUKI }).click();
      await page.getByRole("button", { name: "許可する" }).click();
      await page.waitForURL((url) => url.origin !== suiteURL);
      await expect(page).toHaveURL(APP);

      const dialog = page.getByRole("dialog", { name: l.title });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await openMethodDialog(page);
        await expect(dialog.getByRole("group", { name: l.legend }).getByRole("radio")).toHaveCount(2);
        await expect(dialog.getByRole("radio", { name: l.idp })).toBeChecked();
        await expect(dialog.getByRole("radio", { name: l.data })).not.toBeChecked();
        await expectNoAxeViolations(page);
        await dialog.getByRole("button", { name: l.cancel }).click();
        await expect(dialog).toHaveCount(0);
      }

      // Data integration without the data app leads to adding the data app first.
      await openMethodDialog(page);
      await dialog.getByRole("radio", { name: l.data }).check();
      await dialog.getByRole("button", { name: l.next }).click();
      await expect(page.getByRole("dialog", { name: l.dataNeeded })).toBeVisible();
      await page.keyboard.press("Escape");

      // The IdP method continues with the connect flow.
      await openMethodDialog(page);
      await dialog.getByRole("radio", { name: l.idp }).check();
      await dialog.getByRole("button", { name: l.next }).click();
      const connect = page.getByRole("dialog", { name: l.connectTitle });
      await expect(connect).toBeVisible();
      await expect(connect.getByRole("button", { name: l.connect, exact: true })).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  });
}
