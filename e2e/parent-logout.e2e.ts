import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// Issue 8: the parent service decides who is signed in. Logging out there ends the store's session
// (OpenID Connect back-channel logout), and when no back-channel call comes, the store notices at
// its next re-validation (SESSION_REVALIDATE_SECONDS, short in this server). Blocked tenants get
// their screen, with its HTTP status, on tenant-admin pages and as a dialog on app pages. Each test
// uses its own user and ends only its own browser's sessions, so other files run alongside.

/**
 * The store's re-validation window in the e2e server (playwright.config.ts), plus room for a busy
 * machine: the session must have ended within it.
 */
const REVALIDATED_WITHIN_MS = Number(process.env.E2E_SESSION_REVALIDATE_SECONDS ?? 3) * 1000 + 15_000;

async function signInAtSuite(page: Page, pickLabel: RegExp): Promise<void> {
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: pickLabel }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
}

async function signInFromTenantAdmin(page: Page, pickLabel: RegExp): Promise<void> {
  await page.goto("/tenant_admin");
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await signInAtSuite(page, pickLabel);
  await expect(page).toHaveURL("/tenant_admin");
}

async function adminApiStatus(page: Page): Promise<number> {
  return (await page.request.get("/api/tenant_admin/apps")).status();
}

const SIGN_IN_URL = "/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired";
const header = (page: Page) => page.locator("header");

test("logging out of the parent service ends the store's session (back-channel logout)", async ({ page }) => {
  await signInFromTenantAdmin(page, /高橋 美咲（かえでフーズ株式会社・管理者）としてログイン/);
  // Signed in: her tenant's payment failed, so the page and the API both say 402.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("お支払い状態の確認ができませんでした");
  expect((await page.goto("/tenant_admin"))?.status()).toBe(402);
  expect(await adminApiStatus(page)).toBe(402);

  await page.goto(`${suiteURL}/oauth/logout`);
  await page.getByRole("button", { name: "ログアウトする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログアウトしました");

  // At once, without waiting for the re-validation window.
  expect(await adminApiStatus(page)).toBe(401);
  await page.goto("/tenant_admin");
  await expect(page).toHaveURL(SIGN_IN_URL);
  await expect(header(page).getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
});

test("without a back-channel call, the session ends within the re-validation window", async ({ page }) => {
  await signInFromTenantAdmin(page, /渡辺 翔（ほし建設株式会社・管理者）としてログイン/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("このサブドメインは現在ご利用いただけません");
  expect(await adminApiStatus(page)).toBe(403);

  // The parent service ends this browser's session and its tokens, and tells the store nothing.
  const ended = await page.request.post(`${suiteURL}/_test/end-session`);
  expect(ended.ok()).toBe(true);
  expect(await adminApiStatus(page)).toBe(403);

  await expect.poll(() => adminApiStatus(page), { timeout: REVALIDATED_WITHIN_MS }).toBe(401);
  await page.goto("/tenant_admin");
  await expect(page).toHaveURL(SIGN_IN_URL);
});

test("tenant-admin screens are served with their HTTP status", async ({ page }) => {
  await signInFromTenantAdmin(page, /伊藤 大輔（みなと物流株式会社・管理者）としてログイン/);
  const response = await page.goto("/tenant_admin/operation_logs");
  expect(response?.status()).toBe(403);
  await expect(page.locator("[data-error-screen]")).toHaveAttribute("data-error-screen", "ipBlocked");
  await expect(page).toHaveURL("/tenant_admin/operation_logs");
});

test("an IP-restricted admin on an app page gets the IP-blocked dialog, not 'admin authority needed'", async ({
  page,
}) => {
  await page.goto("/apps/asagi-payroll");
  await page.locator("[data-app-action] button").first().click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await signInAtSuite(page, /伊藤 大輔（みなと物流株式会社・管理者）としてログイン/);
  await expect(page).toHaveURL("/apps/asagi-payroll");

  await page.locator("[data-app-action] button").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText("閲覧制限により、このページは表示できません");
  await expect(dialog).toContainText("ご利用中のネットワーク環境をご確認ください。");
  await expect(dialog).not.toContainText("管理者権限が必要です");
  await expectNoAxeViolations(page);
  await dialog.getByText("閉じる", { exact: true }).click();

  // The header's 'manage apps' is admin-only too: the same screen.
  await header(page).getByRole("button", { name: "アプリ", exact: true }).click();
  await page.locator("[data-app-launcher]").getByRole("button", { name: "アプリを管理" }).click();
  await expect(page.getByRole("dialog").getByRole("heading")).toHaveText("閲覧制限により、このページは表示できません");
});
