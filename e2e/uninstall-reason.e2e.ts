import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoOverflow } from "./support/journey";
import { type Browser, expect, type Page, test } from "./support/test";

// Issue 29 item 2: the uninstall dialog asks why, optionally. 鈴木 一郎, admin of あおぞらテック,
// connects かきつばたサイン (through the API: no other test uses the app) and disconnects it on
// /tenant_admin: in Japanese at 1280 px with a reason and a note, which go with the uninstall; in
// English at 375 px skipping the question, which sends no answer and disconnects all the same.

const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
const APP = { code: "kakitsubata-sign", name: "かきつばたサイン" };

test.describe.configure({ mode: "serial" });

/** 鈴木 signed in at the parent service (in Japanese, as the demo's sign-in reads), then /tenant_admin in the view. */
async function signedInPage(browser: Browser, locale: "ja-JP" | "en-US", width: number): Promise<Page> {
  const signIn = await browser.newContext({ locale: "ja-JP" });
  const first = await signIn.newPage();
  await first.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent("/tenant_admin")}`);
  await first.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await first.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await first.waitForURL((url) => url.origin === suiteURL);
  await first.getByRole("button", { name: SUZUKI }).click();
  await first.getByRole("button", { name: "許可する" }).click();
  await first.waitForURL((url) => url.origin !== suiteURL);
  const state = await signIn.storageState();
  await signIn.close();
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 375 ? 812 : 900 },
    storageState: state,
  });
  await context.addCookies([{ name: "hrstore_locale", value: locale === "en-US" ? "en-us" : "ja", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/tenant_admin");
  return page;
}

/** Connects the app for あおぞらテック through the API, then shows its row on /tenant_admin. */
async function connected(page: Page) {
  const answer = await page.request.post("/api/tenant_admin/apps", {
    data: { code: APP.code },
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto("/tenant_admin");
  const row = page.locator(`[data-installed-app="${APP.code}"]`);
  await expect(row).toBeVisible();
  return row;
}

/** The body the dialog's DELETE sends (null without one). */
function uninstallBody(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === "DELETE" && request.url().endsWith(`/api/tenant_admin/apps/${APP.code}`),
    )
    .then((request) => request.postData());
}

test("ja, 1280 px: a reason and a note go with the disconnection, and the typed note stays after a refusal", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, "ja-JP", 1280);
  const row = await connected(page);
  await row.getByRole("button", { name: "連携を解除する" }).click();
  const dialog = page.getByRole("dialog", { name: `「${APP.name}」の連携を解除しますか？` });
  const reasons = dialog.getByRole("group", { name: "理由をお聞かせください（任意）" });
  await expect(reasons).toContainText("回答は会社名やお名前を伏せて提供元に伝えられます。");
  await expect(reasons.getByRole("radio", { name: "回答しない" })).toBeChecked();
  await expect(reasons.getByRole("radio")).toHaveCount(9);
  await expectNoAxeViolations(page);

  // By keyboard: from 'prefer not to say', the arrow keys move through the reasons.
  await reasons.getByRole("radio", { name: "回答しない" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(reasons.getByRole("radio", { name: "料金が高い" })).toBeChecked();
  const note = dialog.getByRole("textbox", { name: "ご意見（任意）" });
  await note.fill("予算が合わなくなりました");
  await expect(dialog.getByText("12/500文字")).toBeVisible();

  // A refusal keeps what was chosen and typed.
  await page.route(`**/api/tenant_admin/apps/${APP.code}`, (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"message":""}}' })
      : route.fallback(),
  );
  await dialog.getByRole("button", { name: "解除する" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(note).toHaveValue("予算が合わなくなりました");
  await expect(reasons.getByRole("radio", { name: "料金が高い" })).toBeChecked();
  await page.unroute(`**/api/tenant_admin/apps/${APP.code}`);

  const sent = uninstallBody(page);
  await dialog.getByRole("button", { name: "解除する" }).click();
  expect(JSON.parse((await sent) ?? "null")).toEqual({ reason: "tooExpensive", note: "予算が合わなくなりました" });
  await expect(page.locator("li").filter({ hasText: `「${APP.name}」の連携を解除しました` })).toBeVisible();
  await expect(page.locator(`[data-installed-app="${APP.code}"]`)).toHaveCount(0);
  await page.context().close();
});

test("en, 375 px: skipping the question sends no answer and disconnects all the same", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, "en-US", 375);
  const row = await connected(page);
  await row.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("dialog", { name: `Disconnect ${APP.name}?` });
  const reasons = dialog.getByRole("group", { name: "Tell us why (optional)" });
  await expect(reasons.getByRole("radio", { name: "Prefer not to say" })).toBeChecked();
  await expect(reasons.getByRole("radio", { name: "Too expensive" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Comments (optional)" })).toBeVisible();
  await expect(dialog.getByText("0/500 characters")).toBeVisible();
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);

  const sent = uninstallBody(page);
  await dialog.getByRole("button", { name: "Disconnect", exact: true }).click();
  expect(await sent).toBeNull();
  await expect(page.locator(`[data-installed-app="${APP.code}"]`)).toHaveCount(0);
  await page.context().close();
});
