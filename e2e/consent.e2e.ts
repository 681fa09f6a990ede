import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { mailsTo } from "./support/outbox";
import { type Browser, expect, type Page, test } from "./support/test";

// Consent admins can read (issue 27 item 4): 山田 花子, admin of さくら商事, opens the install dialog
// of はるかぜ面接日程調整 (harukaze-interview, a connect app whose content asks two scopes, which no
// other file installs) and reads both, grouped; connecting grants them at the parent service. The
// provider then asks a third scope, the operator approves the change, 山田 is told by mail, finds the update
// waiting for her on /tenant_admin (and on the app page) with the added scope, approves it, and the
// parent service's connection carries the three scopes. Axe in Japanese and English, 1280 and 375 px.

const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const PASSWORD = "demo-password";
const PROVIDER = "dev@harukaze-recruit.example";
const OPERATOR = "operator@store.example";
const CODE = "harukaze-interview";
const NAME = "はるかぜ面接日程調整";
const CLIENT_ID = "oc_harukaze_interview";
const DRAFTS_API = "/api/developers/experimental/draft_apps";
const VIEWS = ["ja-JP", "en-US"].flatMap((locale) => [1280, 375].map((width) => ({ locale, width })));

type TContext = Awaited<ReturnType<Browser["newContext"]>>;

async function newContext(browser: Browser, options: { locale?: string; width?: number; state?: string } = {}) {
  const width = options.width ?? 1280;
  return browser.newContext({
    locale: options.locale ?? "ja-JP",
    viewport: { width, height: width === 375 ? 812 : 900 },
    ...(options.state ? { storageState: JSON.parse(options.state) } : {}),
  });
}

async function signInYamada(browser: Browser, path: string): Promise<{ context: TContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: YAMADA }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  await expect(page).toHaveURL(path);
  return { context, page };
}

async function signedIn(browser: Browser, area: "developers" | "ops", email: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  const response = await page.request.post(`/api/${area}/auth/sign_in`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** The provider asks a third scope in a change of the app, submits it, and the operator approves it. */
async function approveThirdScope(browser: Browser): Promise<void> {
  const provider = await signedIn(browser, "developers", PROVIDER);
  const list = await (await provider.request.get("/api/developers/apps")).json();
  const app = (list.apps as { id: number; code: string }[]).find((own) => own.code === CODE);
  expect(app, `${CODE} in the provider's own-app list`).toMatchObject({ code: CODE });
  const integration = {
    oauthClientId: CLIENT_ID,
    scopes: ["departments:read", "employees:read", "leave:read"],
    addonKey: null,
    ssoMetadataUrl: null,
    acsUrl: null,
    dataSyncUrl: null,
  };
  const created = await provider.request.post(DRAFTS_API, {
    data: { appId: app?.id, content: { integration } },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as { id: number; version: number };
  const submitted = await provider.request.post(`${DRAFTS_API}/${draft.id}/change_request`, {
    data: { action: "submit", version: draft.version },
    headers: { origin: baseURL },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const ops = await signedIn(browser, "ops", OPERATOR);
  const picked = await ops.request.post(`/api/ops/change_requests/${draft.id}/pick_up`, {
    headers: { origin: baseURL },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  const { version } = (await picked.json()) as { version: number };
  const decided = await ops.request.post(`/api/ops/change_requests/${draft.id}/decision`, {
    data: { decision: "approve", version },
    headers: { origin: baseURL },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

async function connectionScopes(page: Page): Promise<string[] | undefined> {
  const records = (await (await page.request.get(`${suiteURL}/_test/records`)).json()) as {
    connections: { tenantId: string; oauthClientId: string; scopes: string[] }[];
  };
  return records.connections.find((c) => c.tenantId === "t-sakura" && c.oauthClientId === CLIENT_ID)?.scopes;
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A toast of the shell; found by CSS, as an open dialog hides the page from roles. */
const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text });

test("山田 reads the scopes at consent, and approves the update that asks for a third", async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await signInYamada(browser, `/apps/${CODE}`);
  const state = JSON.stringify(await context.storageState());

  await test.step("the install dialog lists what the app may read, in each language and width", async () => {
    for (const { locale, width } of VIEWS) {
      const view = await (await newContext(browser, { locale, width, state })).newPage();
      await view.goto(`/apps/${CODE}`);
      await view
        .locator("[data-app-action]")
        .getByRole("button", { name: locale === "ja-JP" ? "連携を開始する" : "Start connecting" })
        .click();
      const consent = view.getByRole("dialog").locator("[data-install-consent]");
      await expect(consent.locator("[data-scope-group=read] [data-scope]")).toHaveCount(2);
      await expect(consent.locator("[data-scope-group=write]")).toHaveCount(0);
      const labels =
        locale === "ja-JP" ? ["従業員情報の参照", "部署情報の参照"] : ["Read employee records", "Read departments"];
      for (const label of labels) await expect(consent).toContainText(label);
      await expect(consent.getByRole("heading", { level: 4 })).toHaveText(
        locale === "ja-JP" ? "参照できる情報" : "What it may read",
      );
      if (width === 375) await expectNoOverflow(view);
      await expectNoAxeViolations(view);
      await view.context().close();
    }
  });

  await test.step("connecting grants the two scopes at the parent service", async () => {
    await page.goto(`/apps/${CODE}`);
    await page.getByRole("button", { name: "連携を開始する" }).click();
    const dialog = page.getByRole("dialog", { name: `「${NAME}」と連携しますか？` });
    await expect(dialog.locator("[data-install-consent]")).toContainText(`「${NAME}」に許可する権限`);
    await dialog.getByRole("button", { name: "連携する" }).click();
    const completed = page.getByRole("dialog", { name: "連携が完了しました" });
    await expect(completed).toBeVisible();
    await completed.getByRole("button", { name: "閉じる" }).first().click();
    expect(await connectionScopes(page)).toEqual(["departments:read", "employees:read"]);
  });

  await test.step("the provider asks a third scope; the operator approves it; 山田 is told by mail", async () => {
    await approveThirdScope(browser);
    const [mail] = await mailsTo(
      "hanako.yamada@sakura-shoji.example",
      `「${NAME}」のアップデートに管理者の承認が必要です`,
    );
    expect(mail?.text).toContain("- 休暇情報の参照");
    expect(mail?.text).toContain(`${baseURL}/tenant_admin`);
  });

  await test.step("山田 sees the update waiting, with the added scope, in each language and width", async () => {
    for (const { locale, width } of VIEWS) {
      const view = await (await newContext(browser, { locale, width, state })).newPage();
      await view.goto("/tenant_admin");
      const update = view.locator(`[data-scope-update="${CODE}"]`);
      await expect(update).toContainText(
        locale === "ja-JP" ? "アップデートに承認が必要です" : "Update needs your approval",
      );
      const added = update.locator("[data-scope-update-added]");
      await expect(added.locator("[data-scope]")).toHaveCount(1);
      await expect(added).toContainText(locale === "ja-JP" ? "休暇情報の参照" : "Read leave");
      if (width === 375) await expectNoOverflow(view);
      await expectNoAxeViolations(view);
      // The app's page says the same to its admins.
      await view.goto(`/apps/${CODE}`);
      await expect(view.locator(`[data-scope-update-notice="${CODE}"]`)).toContainText(
        locale === "ja-JP" ? "休暇情報の参照" : "Read leave",
      );
      await expectNoAxeViolations(view);
      await view.context().close();
    }
    // Until she decides, the parent service keeps the old grant.
    expect(await connectionScopes(page)).toEqual(["departments:read", "employees:read"]);
  });

  await test.step("山田 approves: the connection carries the three scopes, and the log says so", async () => {
    await page.goto("/tenant_admin");
    const update = page.locator(`[data-scope-update="${CODE}"]`);
    await update.getByRole("button", { name: "承認する" }).click();
    await expect(toast(page, `「${NAME}」の追加の権限を許可しました`)).toBeVisible();
    await expect(page.locator(`[data-scope-update="${CODE}"]`)).toHaveCount(0);
    expect(await connectionScopes(page)).toEqual(["departments:read", "employees:read", "leave:read"]);
    await page.goto("/tenant_admin/operation_logs");
    const log = page.getByRole("row").filter({ hasText: `「${NAME}」の追加の権限を許可しました` });
    await expect(log).toHaveCount(1);
    await expect(log.locator("[data-cell=scopes]")).toContainText("休暇情報の参照");
  });

  // Leave さくら商事 as the demo data has it.
  const removed = await page.request.delete(`/api/tenant_admin/apps/${CODE}`, { headers: { origin: baseURL } });
  expect(removed.status(), await removed.text()).toBe(204);
  await context.close();
});
