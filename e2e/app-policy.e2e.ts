import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// The admin's app policy (issue 27 item 6): 山田 花子, admin of さくら商事, blocks an app on
// /tenant_admin; 佐藤 健, a plain user there, sees on the app's page that he cannot ask for it and
// the API refuses his request; 山田 lifts the block. 鈴木 一郎 changes the mode of あおぞらテック
// with the keyboard (no test asks for apps there, so the window changes nobody else's run). The app,
// ふくろうパルスサーベイ, is one no other test uses; everything changed is put back.

const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;
const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
const APP = { code: "fukurou-pulse", name: "ふくろうパルスサーベイ" };

type TContext = Awaited<ReturnType<Browser["newContext"]>>;

async function newContext(browser: Browser, options: { locale?: string; width?: number; state?: string } = {}) {
  const width = options.width ?? 1280;
  const locale = options.locale ?? "ja-JP";
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 375 ? 812 : 900 },
    ...(options.state ? { storageState: JSON.parse(options.state) } : {}),
  });
  // The store's language, as its language menu keeps it: the same whatever the stored state holds.
  await context.addCookies([{ name: "hrstore_locale", value: locale === "en-US" ? "en-us" : "ja", url: baseURL }]);
  return context;
}

/** Signs in from the store's sign-in page, back to `path`. */
async function signIn(page: Page, pick: RegExp, path: string): Promise<void> {
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: pick }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  await expect(page).toHaveURL(path);
}

/** A signed-in person's cookies, to open as many pages as the tests need without signing in again. */
async function signedInState(browser: Browser, pick: RegExp, path: string): Promise<string> {
  const context = await newContext(browser);
  await signIn(await context.newPage(), pick, path);
  const state = JSON.stringify(await context.storageState());
  await context.close();
  return state;
}

async function open(browser: Browser, state: string, path: string, view: { locale?: string; width?: number } = {}) {
  const context: TContext = await newContext(browser, { ...view, state });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** An operation log entry, as a table row (wide screens) or a list item (narrow ones). */
const logEntry = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** A toast of the shell. */
const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text });

const AXE_VIEWS = ["ja-JP", "en-US"].flatMap((locale) => [1280, 375].map((width) => ({ locale, width })));

test.describe("山田 blocks an app, 佐藤 cannot ask for it", () => {
  test.describe.configure({ mode: "serial" });
  let yamada = "";
  let sato = "";

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    yamada = await signedInState(browser, YAMADA, "/tenant_admin");
    sato = await signedInState(browser, SATO, `/apps/${APP.code}`);
  });

  test.afterAll(async ({ browser }) => {
    // Whatever happened above, the app is not blocked for the next run or another file.
    if (!yamada) return;
    const { context, page } = await open(browser, yamada, "/tenant_admin");
    const answer = await page.request.delete(`/api/tenant_admin/app_policy/apps/${APP.code}`, {
      headers: { origin: baseURL },
    });
    expect(answer.status()).toBe(200);
    await context.close();
  });

  test("山田 finds the app and blocks it; 佐藤's page says so and the API refuses him", async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await open(browser, yamada, "/tenant_admin");
    const section = admin.page.getByRole("region", { name: "アプリの利用申請ポリシー" });
    await expect(section).toContainText("管理者はブロックしたアプリも含めて追加できます");
    await expect(section.getByRole("radio", { name: /すべてのアプリ/ })).toBeChecked();
    await section.getByRole("searchbox", { name: "アプリ名またはアプリコード" }).fill("ふくろうパルス");
    await section.getByRole("button", { name: "検索", exact: true }).click();
    await section.getByRole("button", { name: `${APP.name}をブロック` }).click();
    await expect(toast(admin.page, `${APP.name}をブロックしました。`)).toBeVisible();
    const rule = section.locator(`[data-app-policy-rule="${APP.code}"]`);
    await expect(rule).toContainText("ブロック中");
    // The block stays after a reload, and the operation log has its row.
    await admin.page.reload();
    await expect(rule).toHaveAttribute("data-rule", "blocked");
    await admin.page.goto("/tenant_admin/operation_logs");
    await expect(logEntry(admin.page, `「${APP.name}」の利用申請をブロックしました`)).toBeVisible();
    // The admin may still install it: the app page tells them only that members cannot ask for it.
    await admin.page.goto(`/apps/${APP.code}`);
    await expect(admin.page.locator("[data-app-policy-note]")).toContainText("管理者はこれまでどおり追加できます");
    await expect(admin.page.getByRole("button", { name: "連携を開始する" })).toBeEnabled();
    await admin.context.close();

    const member = await open(browser, sato, `/apps/${APP.code}`);
    await expect(member.page.locator("[data-request-refused]")).toHaveText(
      "会社の管理者がこのアプリをブロックしています",
    );
    await expect(member.page.getByRole("button", { name: "連携を開始する" })).toHaveCount(0);
    const refused = await member.page.request.post("/api/access_requests", {
      headers: { origin: baseURL },
      data: { code: APP.code, note: "使いたいです" },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "会社の管理者がこのアプリをブロックしています",
    );
    await member.context.close();
  });

  for (const { locale, width } of AXE_VIEWS) {
    test(`the policy section and the blocked app's page pass axe, ${locale}, ${width} px`, async ({ browser }) => {
      const english = locale === "en-US";
      const admin = await open(browser, yamada, "/tenant_admin", { locale, width });
      const section = admin.page.getByRole("region", { name: english ? "App policy" : "アプリの利用申請ポリシー" });
      await expect(section.locator(`[data-app-policy-rule="${APP.code}"]`)).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(admin.page);
      await admin.context.close();

      const member = await open(browser, sato, `/apps/${APP.code}`, { locale, width });
      await expect(member.page.locator("[data-request-refused]")).toHaveText(
        english ? "Your company's admins have blocked this app" : "会社の管理者がこのアプリをブロックしています",
      );
      await expectNoAxeViolations(member.page);
      await member.context.close();
    });
  }

  test("山田 lifts the block from the list; 佐藤 may ask again", async ({ browser }) => {
    const admin = await open(browser, yamada, "/tenant_admin", { width: 375 });
    const section = admin.page.getByRole("region", { name: "アプリの利用申請ポリシー" });
    await section.getByRole("button", { name: `${APP.name}をリストから外す` }).click();
    await expect(toast(admin.page, `${APP.name}をリストから外しました。`)).toBeVisible();
    await expect(section.locator(`[data-app-policy-rule="${APP.code}"]`)).toHaveCount(0);
    await admin.page.goto("/tenant_admin/operation_logs");
    await expect(logEntry(admin.page, `「${APP.name}」のブロックを解除しました`)).toBeVisible();
    await admin.context.close();

    const member = await open(browser, sato, `/apps/${APP.code}`);
    await expect(member.page.locator("[data-request-refused]")).toHaveCount(0);
    await expect(member.page.getByRole("button", { name: "連携を開始する" })).toBeVisible();
    await member.context.close();
  });
});

test.describe("鈴木 sets which apps members may request, with the keyboard", () => {
  let suzuki = "";
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    suzuki = await signedInState(browser, SUZUKI, "/tenant_admin");
  });

  test.afterAll(async ({ browser }) => {
    if (!suzuki) return;
    const { context, page } = await open(browser, suzuki, "/tenant_admin");
    const answer = await page.request.put("/api/tenant_admin/app_policy", {
      headers: { origin: baseURL },
      data: { mode: "any" },
    });
    expect(answer.status()).toBe(200);
    await context.close();
  });

  test("the allow list mode is saved, logged and put back", async ({ browser }) => {
    const { context, page } = await open(browser, suzuki, "/tenant_admin", { width: 375 });
    const section = page.getByRole("region", { name: "アプリの利用申請ポリシー" });
    const any = section.getByRole("radio", { name: /すべてのアプリ/ });
    const allowList = section.getByRole("radio", { name: /許可リストのアプリだけ/ });
    await any.focus();
    await page.keyboard.press("ArrowDown");
    await expect(allowList).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "ポリシーを保存" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "アプリの利用申請ポリシーを保存しました。")).toBeVisible();
    await page.reload();
    await expect(allowList).toBeChecked();
    await page.goto("/tenant_admin/operation_logs");
    await expect(logEntry(page, "許可リストのアプリだけ申請できるようにしました")).toBeVisible();

    await page.goto("/tenant_admin");
    await any.check();
    await section.getByRole("button", { name: "ポリシーを保存" }).click();
    await expect(toast(page, "アプリの利用申請ポリシーを保存しました。")).toBeVisible();
    const saved = await page.request.get("/api/tenant_admin/app_policy");
    expect(await saved.json()).toMatchObject({ mode: "any" });
    await context.close();
  });
});
