import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";

// Where the browser refuses Web Storage (a cross-site frame, a strict privacy setting), merely
// reading window.sessionStorage or window.localStorage throws a SecurityError. The store keeps only
// conveniences there (marketing values, a dialog to reopen after sign-in): the pages work and
// nothing is kept (issue 8, item 9).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ["sessionStorage", "localStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`access to ${name} is denied for this document`, "SecurityError");
        },
      });
    }
  });
});

/** Uncaught errors of the page: none may come from storage. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

async function expectNoErrorScreen(page: Page): Promise<void> {
  await expect(page.locator("[data-error-screen]")).toHaveCount(0);
  await expect(page.getByText("予期しないエラーが発生しました")).toHaveCount(0);
}

test("a visitor browses, follows a campaign link and requests a document with storage blocked", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Storage really is refused in these pages, as a strict browser refuses it.
  const access = await page.evaluate(() =>
    ["sessionStorage", "localStorage"].map((name) => {
      try {
        return (window as unknown as Record<string, Storage>)[name] ? "open" : "missing";
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  );
  expect(access).toEqual(["SecurityError", "SecurityError"]);
  await expectNoErrorScreen(page);
  // The contact card's form link still works; the campaign values are simply not kept.
  await expect(page.locator('a[href^="https://forms.hr-suite.example/app-request"]').first()).toBeVisible();

  await page.goto("/apps");
  await expect(page.locator("[data-app-card]").first()).toBeVisible();
  await expectNoErrorScreen(page);

  await page.goto("/apps/asagi-payroll?utm_source=partner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/あさぎ給与クラウド/);
  await page
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" })
    .click();
  const dialog = page.getByRole("dialog", { name: "「あさぎ給与クラウド」の資料を請求する" });
  await dialog.getByRole("textbox", { name: /送付先メールアドレス/ }).fill(`blocked-${Date.now()}@company.example`);
  await dialog.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByRole("dialog", { name: "資料請求を受け付けました" })).toBeVisible();
  await expectNoErrorScreen(page);
  expect(errors).toEqual([]);
});

test("a tenant admin signs in and opens the install dialog with storage blocked", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/tenant_admin");
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/ }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await expect(page).toHaveURL("/tenant_admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("インストール済みアプリ");
  await expectNoErrorScreen(page);

  await page.goto("/apps/suite-labs-org-chart");
  await page.getByRole("button", { name: "アプリを追加する" }).click();
  await expect(page.getByRole("dialog", { name: /を追加しますか/ })).toBeVisible();
  await expectNoErrorScreen(page);
  expect(errors).toEqual([]);
});
