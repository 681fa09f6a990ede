import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// Tenant sign-in through the parent-service stand-in's real sign-in and consent pages (issue 5).

/** On the suite's sign-in page: picks a demo user under a company, then gives consent. */
async function signInAtSuite(page: Page, pickLabel: RegExp): Promise<void> {
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: pickLabel }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
}

/**
 * A test hook of the stand-in for this browser's suite session only (its cookie goes along), so
 * tests signed in as the same user side by side do not disturb each other.
 */
async function browserHook(page: Page, path: string): Promise<Record<string, unknown>> {
  const response = await page.request.post(`${suiteURL}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Visits a tenant-admin page as a visitor and signs in from the sign-in page it sends them to. */
async function signInFromTenantAdmin(page: Page, pickLabel: RegExp): Promise<void> {
  await page.goto("/tenant_admin");
  await expect(page).toHaveURL("/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired");
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await signInAtSuite(page, pickLabel);
  await expect(page).toHaveURL("/tenant_admin");
}

const header = (page: Page) => page.locator("header");

/**
 * The store asks the parent service again once its last answer is older than the e2e server's
 * SESSION_REVALIDATE_SECONDS: a change made only at the suite shows after it. Tests poll for that
 * within this bound, the window plus room for a busy machine.
 */
const REVALIDATED_WITHIN_MS = Number(process.env.E2E_SESSION_REVALIDATE_SECONDS ?? 3) * 1000 + 15_000;
const YAMADA_SAKURA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;

test.describe("山田 花子, admin of さくら商事 and user of あおぞらテック", () => {
  // One person whose current tenant lives at the suite: these run one after another.
  test.describe.configure({ mode: "serial" });

  test("a visitor on an app page gets the admin-authority login dialog and comes back signed in", async ({ page }) => {
    await page.goto("/apps/asagi-payroll");
    await expect(header(page).getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
    await page.locator("[data-app-action] button").first().click();

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "企業アカウントの管理者権限が必要です" })).toBeVisible();
    await expect(dialog.getByText("今後このメッセージを表示しない")).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/terms");
    await expect(dialog.getByRole("link", { name: "プライバシーポリシー" })).toHaveAttribute("href", /privacy/);

    await dialog.getByRole("button", { name: "ログイン", exact: true }).click();
    await signInAtSuite(page, YAMADA_SAKURA);

    await expect(page).toHaveURL("/apps/asagi-payroll");
    await expect(header(page).getByRole("button", { name: "ユーザー設定" })).toBeVisible();
    await expect(
      header(page).getByRole("button", { name: /企業を切り替える（現在: さくら商事株式会社）/ }),
    ).toBeVisible();
    await expect(header(page).getByRole("button", { name: "ログイン", exact: true })).toHaveCount(0);

    // No token reaches the browser's JavaScript: not in the session JSON, not in readable cookies.
    const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.text()));
    expect(JSON.parse(session)).toMatchObject({ user: { id: "u-yamada", admin: true } });
    expect(session).not.toMatch(/accessToken|refreshToken|access_token|refresh_token|id_token/);
    expect(await page.evaluate(() => document.cookie)).not.toContain("hrstore_session");
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.find((c) => c.name === "hrstore_session");
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    expect(cookies.filter((c) => c.name.includes("next-auth"))).toEqual([]);
  });

  test("a visitor sent to sign in from /tenant_admin returns there, switches tenant and sees the header change", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/tenant_admin");
    await expect(page).toHaveURL("/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired");
    await expect(page.locator("[data-auth-error]")).toHaveText("このページを表示するには、ログインが必要です。");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
    await expect(page.getByRole("dialog").getByRole("heading")).toHaveText("企業アカウントの管理者権限が必要です");
    await expectNoAxeViolations(page);
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await signInAtSuite(page, YAMADA_SAKURA);

    await expect(page).toHaveURL("/tenant_admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("インストール済みアプリ");
    await expect(page.locator("[data-tenant-name]")).toHaveText("さくら商事株式会社");
    await expectNoAxeViolations(page);

    await header(page).getByRole("button", { name: "管理者メニュー" }).click();
    await expect(page.getByRole("menuitem", { name: "インストール済みアプリ" })).toHaveAttribute(
      "href",
      "/tenant_admin",
    );
    await expect(page.getByRole("menuitem", { name: "操作ログ" })).toHaveAttribute(
      "href",
      "/tenant_admin/operation_logs",
    );
    await page.keyboard.press("Escape");

    await header(page)
      .getByRole("button", { name: /企業を切り替える/ })
      .click();
    await page.getByRole("menuitemradio", { name: /株式会社あおぞらテック/ }).click();
    await expect(
      header(page).getByRole("button", { name: /企業を切り替える（現在: 株式会社あおぞらテック）/ }),
    ).toBeVisible();
    await expect(header(page).getByRole("button", { name: "管理者メニュー" })).toHaveCount(0);
    // She is no admin of the new tenant: the store's top page, not a refusal of the admin pages (issue 31).
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "権限がないため、アクセスできません" })).toHaveCount(0);
    const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
    expect(session.user).toMatchObject({ admin: false, currentTenant: { id: "t-aozora" } });

    await header(page).getByRole("button", { name: "ユーザー設定" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("山田 花子");
    await expect(menu).toContainText("hanako.yamada@sakura-shoji.example");
    await expect(menu).toContainText("株式会社あおぞらテック");
    await page.getByRole("menuitem", { name: "ログアウト" }).click();
    const logout = page.getByRole("dialog");
    await expect(logout.getByRole("heading")).toHaveText("ログアウト");
    await expect(logout).toContainText("HR Suite App Storeから直接ログアウトすることはできません。");
    await expect(logout.getByRole("link", { name: "HR Suiteへ移動" })).toHaveAttribute(
      "href",
      `${suiteURL}/?tenant=aozora-tech`,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("other tenants and roles", () => {
  // 佐藤 健 is refused admin-only actions. Three tests, each with its own time: axe on the home page
  // with a dialog open takes seconds on a busy machine.
  test("a visitor's login dialog passes axe, and 佐藤 健, a tenant user, comes back without the admin menu", async ({
    page,
  }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "ログイン", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText("HR Suiteアカウントでログイン");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "ログイン", exact: true }).click();
    await signInAtSuite(page, SATO);
    await expect(page).toHaveURL("/");
    await expect(header(page).getByRole("button", { name: "管理者メニュー" })).toHaveCount(0);
    await expect(header(page).getByText("さくら商事株式会社")).toBeVisible();
  });

  test("a tenant user (佐藤 健) asking to manage apps gets the admin-only dialog", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "ログイン", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await signInAtSuite(page, SATO);
    await expect(page).toHaveURL("/");

    await header(page).getByRole("button", { name: "アプリ", exact: true }).click();
    const launcher = page.locator("[data-app-launcher]");
    await expect(launcher.getByRole("radio", { name: "お気に入り" })).toBeAttached();
    await expect(launcher.getByRole("combobox", { name: "並び順" })).toContainText("名前（昇順）");
    // The tenant's installed apps load when the launcher opens (other tests install some in parallel).
    await expect(launcher.getByRole("status")).toHaveAttribute("aria-busy", "false");
    await expect(launcher).not.toContainText("読み込み中…");
    await launcher.getByRole("searchbox", { name: "アプリを検索" }).fill("該当するアプリのない検索語");
    await expect(launcher).toContainText("アプリが見つかりません");
    await launcher.getByRole("button", { name: "アプリを管理" }).click();

    const adminOnly = page.getByRole("dialog");
    await expect(adminOnly.getByRole("heading")).toHaveText("管理者権限が必要です");
    await expect(adminOnly).toContainText("管理者アカウントでログインし直してください。");
    await expectNoAxeViolations(page);
    await adminOnly.getByText("閉じる", { exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a tenant user (佐藤 健) gets the forbidden screen on the tenant-admin pages", async ({ page }) => {
    await signInFromTenantAdmin(page, SATO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("権限がないため、アクセスできません");
    await expect(page.locator("[data-error-screen]")).toHaveAttribute("data-error-screen", "forbidden");
    await expectNoAxeViolations(page);
  });

  test("the payment-failed tenant (高橋 美咲) reaches the payment screen with a link back that reloads", async ({
    page,
  }) => {
    await signInFromTenantAdmin(page, /高橋 美咲（かえでフーズ株式会社・管理者）としてログイン/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("お支払い状態の確認ができませんでした");
    await expect(page.getByText("お支払い状態に問題が発生しています。管理者にお問い合わせください。")).toBeVisible();
    const back = page.getByRole("link", { name: "元のページに戻る" });
    await expect(back).toHaveAttribute("href", "/tenant_admin");
    await expectNoAxeViolations(page);
    await back.click();
    await expect(page).toHaveURL("/tenant_admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("お支払い状態の確認ができませんでした");
  });

  test("the IP-restricted tenant (伊藤 大輔) reaches the IP-blocked screen", async ({ page }) => {
    await signInFromTenantAdmin(page, /伊藤 大輔（みなと物流株式会社・管理者）としてログイン/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("閲覧制限により、このページは表示できません");
    await expect(page.locator("[data-error-screen]")).toHaveAttribute("data-error-screen", "ipBlocked");
    await expectNoAxeViolations(page);
  });

  test("the inactive subdomain (渡辺 翔) reaches its screen naming the subdomain", async ({ page }) => {
    await signInFromTenantAdmin(page, /渡辺 翔（ほし建設株式会社・管理者）としてログイン/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("このサブドメインは現在ご利用いただけません");
    await expect(page.getByText("hoshi-kensetsu")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a company that withdrew the access (小林 聡) reaches 'access not permitted' with the suite's login link (issue 31)", async ({
    page,
  }) => {
    await signInFromTenantAdmin(page, /小林 聡（きり工業株式会社・管理者）としてログイン/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("アクセスが許可されていません");
    await expect(page.locator("[data-error-screen]")).toHaveAttribute("data-error-screen", "accessNotPermitted");
    await expect(page.getByText("HR Suiteから一度ログアウトし、もう一度ログインしてください。")).toBeVisible();
    await expect(page.getByRole("link", { name: "HR Suiteのログインページへ" })).toHaveAttribute(
      "href",
      `${suiteURL}/login`,
    );
    await expectNoAxeViolations(page);
  });

  test("an access token the suite expired is refreshed before the tenant-admin page renders", async ({ page }) => {
    await signInFromTenantAdmin(page, /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/);
    await expect(page.locator("[data-tenant-name]")).toHaveText("株式会社あおぞらテック");
    expect((await browserHook(page, "/_test/expire-tokens")).expired).toBeGreaterThan(0);
    // Once the store's answer is old it asks the suite again: the page renders as before, and the
    // suite has issued this browser a new access token (which the hook counts, and expires again).
    await expect(async () => {
      await page.goto("/tenant_admin");
      await expect(page.locator("[data-tenant-name]")).toHaveText("株式会社あおぞらテック");
      expect((await browserHook(page, "/_test/expire-tokens")).expired).toBeGreaterThan(0);
    }).toPass({ timeout: REVALIDATED_WITHIN_MS });
    await expect(header(page).getByRole("button", { name: "ユーザー設定" })).toBeVisible();
  });

  test("a refused refresh ends the session cleanly: signed out locally and sent to sign in", async ({ page }) => {
    await signInFromTenantAdmin(page, /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/);
    await browserHook(page, "/_test/expire-tokens");
    await browserHook(page, "/_test/revoke-refresh-tokens");
    // Once the store's answer is old it asks the suite again, which refuses the refresh.
    await expect(async () => {
      await page.goto("/tenant_admin");
      await expect(page).toHaveURL("/auth/sign-in?callbackUrl=%2Ftenant_admin&error=SessionRequired", {
        timeout: 2_000,
      });
    }).toPass({ timeout: REVALIDATED_WITHIN_MS });
    await expect(header(page).getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
    expect(await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()))).toEqual({});
  });
});

test.describe("the login dialog and the sign-in fallbacks", () => {
  test("pressing login shows a loading state and blocks cancelling until the suite's page opens", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/signin/suite", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await header(page).getByRole("button", { name: "ログイン", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "ログイン", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "ログイン中…" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "キャンセル" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    release();
    await page.waitForURL((url) => url.origin === suiteURL);
  });

  test("with no providers loaded, sign-in goes to the auth error page", async ({ page }) => {
    await page.route("**/api/auth/providers", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/");
    await header(page).getByRole("button", { name: "ログイン", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/error\?error=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログインできませんでした");
    await expectNoAxeViolations(page);
  });

  test("cancelling at the suite comes back to the page the sign-in started from, with a toast (issue 31)", async ({
    page,
  }) => {
    await page.goto("/apps/asagi-payroll");
    await header(page).getByRole("button", { name: "ログイン", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL((url) => url.origin === suiteURL);
    await page.getByRole("button", { name: "ログインをやめる" }).click();
    await expect(page).toHaveURL("/apps/asagi-payroll");
    await expect(page.getByText("ログインを中止しました。", { exact: true })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
  });

  test("a sign-in page URL cannot send the user to another site", async ({ page }) => {
    await page.goto("/auth/sign-in?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
    const request = page.waitForRequest("**/api/auth/signin/suite");
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    expect((await request).postData()).toContain(`callbackUrl=${encodeURIComponent("/")}`);
  });

  test("a visitor doing a login-needed action on an app page gets the logged-in-users-only dialog", async ({
    page,
  }) => {
    await page.goto("/apps/kurogane-id-lite");
    await page.locator("[data-app-action]").getByRole("button", { name: "連携メニュー" }).click();
    await page.getByRole("menuitem", { name: "IdP機能を開く" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText("ログインが必要です");
    await expect(dialog).toContainText("HR Suiteアカウントでログインしてください。");
    await expect(dialog.getByRole("button", { name: "ログイン", exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("coming back online refetches the session, and a failed fetch is logged as CLIENT_SESSION_ERROR", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.route("**/api/auth/session", (route) => route.abort());
    await context.setOffline(true);
    await context.setOffline(false);
    // setOffline() switches the network but fires no window event in this Chromium: send the
    // browser's, again until the page has hydrated and listens for it.
    await expect(async () => {
      const beacon = page.waitForRequest((request) => request.url().endsWith("/_log") && request.method() === "POST", {
        timeout: 2_000,
      });
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      expect(JSON.parse((await beacon).postData() ?? "{}")).toMatchObject({
        level: "error",
        code: "CLIENT_SESSION_ERROR",
      });
    }).toPass({ timeout: 20_000 });
  });

  test("with no tracking configured, nothing is loaded or queued", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => ["dataLayer", "hrstoreCx"].filter((name) => name in window))).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"], #cx-tool')).toHaveCount(0);
  });
});
