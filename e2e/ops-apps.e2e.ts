import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/test";

// The operator console's apps and audit log, as the demo operator. The app below is one no other
// end-to-end file reads (by code or by name); the test walks it published → discontinued →
// archived → draft → published, so the demo data is as it was when it ends.
const DEMO_OPERATOR = "operator@store.example";
const DEMO_PASSWORD = "demo-password";
const APP = { code: "michishirube-teiki", name: "みちしるべ定期代チェック", search: "定期代チェック" };
const DISCONTINUED_NOTICE = "このアプリは提供を終了しました。新たに連携することはできません。";

async function signInAsOperator(page: Page): Promise<void> {
  const answer = await page.request.post("/api/ops/auth/sign_in", {
    data: { email: DEMO_OPERATOR, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Whether the public search for the app lists its card. */
async function listedInSearch(page: Page): Promise<boolean> {
  await page.goto(`/apps?q=${encodeURIComponent(APP.search)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return (await page.locator("[data-app-card]").filter({ hasText: APP.name }).count()) > 0;
}

/** Changes the status from the app's console page and waits until the page shows it. */
async function changeStatus(page: Page, to: string, reason: string): Promise<void> {
  const form = page.locator("[data-app-status-form]");
  await form.getByRole("radio", { name: to, exact: true }).check();
  await form.getByLabel("理由").fill(reason);
  await form.getByRole("button", { name: "ステータスを変更する" }).click();
  await expect(form.getByRole("status")).toHaveText(`ステータスを「${to}」に変更しました。`);
  await expect(page.locator("[data-ops-app-facts] [data-app-status]")).toHaveText(to);
  await expect(page.locator("[data-audit-reason]").first()).toContainText(reason);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an operator discontinues, archives and restores an app; the public store and the audit log follow", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const reasons = {
    discontinued: `提供者から提供終了の連絡 ${run}`,
    archived: `掲載をやめる ${run}`,
    draft: `再掲載の準備 ${run}`,
    published: `再掲載 ${run}`,
  };
  await signInAsOperator(page);
  expect(await listedInSearch(page)).toBe(true);
  // A visitor (no session) reads the app page as the page cache keeps it (issue 30).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/apps/${APP.code}`);
  await expect(visitor.locator("[data-app-action]").getByRole("link", { name: /問い合わせる/ })).toHaveCount(1);

  await page.goto(`/ops/apps?q=${APP.code}`);
  const row = page.locator(`[data-ops-app="${APP.code}"]`);
  await expect(row).toContainText("公開中");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: APP.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(APP.name);
  const appPath = new URL(page.url()).pathname;
  const appId = appPath.split("/").at(-1) ?? "";
  await expect(page.locator("[data-ops-app-facts]")).toContainText(APP.code);
  // Only the moves of the domain's table are offered: published → discontinued or archived.
  const form = page.locator("[data-app-status-form]");
  await expect(form.getByRole("radio")).toHaveCount(2);
  // The form says what the status means for the store: the app's own, then the one chosen.
  const effect = form.locator("[data-status-effect]");
  await expect(effect).toHaveText("一覧と詳細ページに表示され、導入や問い合わせができます。");
  await form.getByRole("radio", { name: "アーカイブ", exact: true }).check();
  await expect(effect).toHaveText(/^ストアから消え、詳細ページも表示されなくなります。/);
  await expectNoAxeViolations(page);

  // Without a reason nothing is sent; the form says why.
  await form.getByRole("radio", { name: "提供終了", exact: true }).check();
  await form.getByRole("button", { name: "ステータスを変更する" }).click();
  await expect(form.getByText("変更の理由を入力してください。")).toBeVisible();

  await changeStatus(page, "提供終了", reasons.discontinued);
  await expect(form.getByRole("radio")).toHaveCount(2);
  await page.goto(`/apps/${APP.code}`);
  await expect(page.getByRole("note")).toHaveText(DISCONTINUED_NOTICE);
  // A discontinued app takes no new requests (issue 31): no inquiry, and the visitor's cached page followed at once.
  await expect(page.locator("[data-app-action]").getByRole("link", { name: /問い合わせる/ })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole("note")).toHaveText(DISCONTINUED_NOTICE);
  await expect(visitor.locator("[data-app-action]").getByRole("link", { name: /問い合わせる/ })).toHaveCount(0);
  expect(await listedInSearch(page)).toBe(false);

  await page.goto(appPath);
  await changeStatus(page, "アーカイブ", reasons.archived);
  await expect(form.getByRole("radio")).toHaveCount(1);
  await expect(form.locator("[data-status-effect]")).toContainText("アーカイブからは下書きにだけ戻せます。");
  expect((await page.goto(`/apps/${APP.code}`))?.status()).toBe(404);

  await page.goto(appPath);
  await changeStatus(page, "下書き", reasons.draft);
  expect((await page.goto(`/apps/${APP.code}`))?.status()).toBe(404);
  await page.goto(appPath);
  await changeStatus(page, "公開中", reasons.published);
  await page.goto(`/apps/${APP.code}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(APP.name);
  await expect(page.getByText(DISCONTINUED_NOTICE)).toHaveCount(0);
  expect(await listedInSearch(page)).toBe(true);
  await visitor.reload();
  await expect(visitor.getByText(DISCONTINUED_NOTICE)).toHaveCount(0);
  await visitor.context().close();

  // The audit log has the four changes of this app, newest first, and filters them by action.
  await page.goto("/ops/audit_log");
  const filters = page.getByRole("form", { name: "監査ログを絞り込む" });
  await filters.getByLabel("操作").selectOption({ label: "アプリのステータスを変更" });
  await filters.getByLabel("対象", { exact: true }).selectOption({ label: "アプリ" });
  await filters.getByLabel("対象の ID").fill(appId);
  await filters.getByRole("button", { name: "絞り込む" }).click();
  await expect(page).toHaveURL(/action=app\.changeStatus/);
  await expect(page.locator("[data-audit-event]").first()).toBeVisible();
  await expect(page.locator('[data-audit-event]:not([data-audit-event="app.changeStatus"])')).toHaveCount(0);
  const events = page.locator('[data-audit-event="app.changeStatus"]').filter({ hasText: run });
  await expect(events).toHaveCount(4);
  await expect(events.nth(0)).toContainText(reasons.published);
  await expect(events.nth(3)).toContainText(reasons.discontinued);
  await expect(events.nth(3).locator('[data-audit-change="status"]')).toContainText("公開中");
  await expect(events.nth(3).locator('[data-audit-change="status"]')).toContainText("提供終了");
  await expect(events.nth(0).getByRole("link", { name: `アプリ #${appId}` })).toHaveAttribute("href", appPath);
  await expectNoAxeViolations(page);

  // Another action, the same app: nothing.
  await filters.getByLabel("操作").selectOption({ label: "変更申請を承認" });
  await filters.getByRole("button", { name: "絞り込む" }).click();
  await expect(page.locator("[data-audit-empty]")).toBeVisible();
});

test("the console's app and audit pages read well on a phone and refuse bad filters without failing", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "ja-JP" });
  const page = await context.newPage();
  await signInAsOperator(page);

  const list = await page.goto("/ops/apps?status=gone&provider=abc&q=michishirube");
  expect(list?.status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: "正しくない条件" })).toBeVisible();
  await expect(page.getByLabel("ステータス", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("名前またはコード")).toHaveValue("michishirube");
  await expect(page.locator(`[data-ops-app="${APP.code}"]`)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.locator(`[data-ops-app="${APP.code}"]`).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(APP.name);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const log = await page.goto("/ops/audit_log?from=2026-02-30&action=nope");
  expect(log?.status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: "正しくない条件" })).toBeVisible();
  await expect(page.getByLabel("開始日（この日を含む）")).toHaveAttribute("aria-invalid", "true");
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // An end that is not after the start is named, not read as "no rows".
  await page.goto("/ops/audit_log?from=2026-12-07&to=2026-12-01");
  await expect(page.getByRole("alert").filter({ hasText: "正しくない条件" })).toBeVisible();
  await expect(page.getByLabel("終了日（この日より前）")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("終了日（この日より前）")).toHaveValue("2026-12-01");
  await expect(page.getByText("終了日は開始日より後の日付にしてください。")).toBeVisible();
  await expect(page.getByLabel("開始日（この日を含む）")).not.toHaveAttribute("aria-invalid", "true");

  expect((await page.goto("/ops/apps/999999999"))?.status()).toBe(404);
  await context.close();
});
