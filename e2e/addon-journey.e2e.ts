import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { accountState, callApi, contextFor, expectNoOverflow, openWith } from "./support/journey";
import { expect, test } from "./support/test";

// Issue 27 for add-ons: こもれび会計's developer registers an add-on with two scopes at the parent
// service, writes a new install app's draft that names it, and adds the draft to the provider's
// development tenant from the editor; the parent service holds it there with both scopes. The
// operator reads the add-on and its scopes in the review and approves the app as published. 山田 花子
// adds it for さくら商事: the dialog lists both scopes (Japanese and English, 1280 and 375 px, axe),
// and the parent service holds さくら商事's add-on under the registration, with the scopes granted.

const PROVIDER = "dev@komorebi-accounting.example";
const OPERATOR = "operator@store.example";
const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const DRAFTS_API = "/api/developers/experimental/draft_apps";
const RUN = Date.now().toString(36);
const APP = { code: `addon-${RUN}`, name: `アドオン ${RUN.slice(-4)}` };
const TWO_SCOPES = ["attendance:read", "employees:read"];

type TDraft = { id: number; version: number };
type TSuiteAddon = { tenantId: string; appCode: string; addonKey?: string; scopes: string[] };

const state = { addonKey: "", draftId: 0, provider: "", operator: "" };

/** The add-ons the parent service holds for this run's app. */
async function suiteAddons(): Promise<TSuiteAddon[]> {
  const records = (await (await fetch(`${suiteURL}/_test/records`)).json()) as { addons: TSuiteAddon[] };
  return records.addons.filter((addon) => addon.appCode === APP.code);
}

test.describe.configure({ mode: "serial" });

test.describe("an add-on a provider registers, tries, a reviewer approves and an admin adds", () => {
  test.beforeAll(async ({ browser }) => {
    state.provider = await accountState(browser, "developers", PROVIDER);
    state.operator = await accountState(browser, "ops", OPERATOR);
  });

  test("the provider registers the add-on, names it in a draft and adds the draft to the development tenant", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openWith(browser, state.provider, "/developers");
    const addon = (await callApi(
      page,
      "post",
      "/api/developers/addons",
      { name: APP.name, addonUrl: `https://addons.komorebi-accounting.example/${APP.code}`, scopes: TWO_SCOPES },
      201,
    )) as { addonKey: string; state: string };
    expect(addon.state).toBe("active");
    state.addonKey = addon.addonKey;

    const draft = (await callApi(
      page,
      "post",
      DRAFTS_API,
      {
        content: {
          name: APP.name,
          code: APP.code,
          title: "勤怠の締めを一画面で",
          description: "勤怠の締めを HR Suite の画面に加えます。",
          integrationType: "install",
          categoryIds: [1],
          logoImage: "/img/apps/komorebi-expense/logo.svg",
          termsUrl: "https://www.komorebi-accounting.example/terms/addon",
          connection: {
            basicItems: [{ suite: "勤怠", targetService: "締めの画面", direction: "to_service" }],
          },
          integration: {
            oauthClientId: null,
            scopes: TWO_SCOPES,
            addonKey: state.addonKey,
            ssoMetadataUrl: null,
            acsUrl: null,
            dataSyncUrl: null,
          },
        },
        notificationEmail: "addon@komorebi-accounting.example",
      },
      201,
    )) as TDraft;
    state.draftId = draft.id;

    await page.goto(`/developers/apps/new/draft_apps/${draft.id}/edit`);
    await expect(page.locator("#draft-field-integration-addonKey")).toHaveValue(state.addonKey);
    const panel = page.locator('[data-development-install-panel="development"]');
    await expect(panel.locator('[data-development-installations="none"]')).toBeVisible();
    await panel.locator("[data-development-install-start]").click();
    await expect(page.locator('[data-development-install-outcome="installed"]')).toBeVisible();
    await expect(panel.locator('[data-granted-scope="attendance:read"]')).toHaveText("勤怠情報の参照");
    await expect(panel.locator('[data-granted-scope="employees:read"]')).toHaveText("従業員情報の参照");
    await expectNoAxeViolations(page);
    const tried = await suiteAddons();
    expect(tried).toHaveLength(1);
    expect(tried[0]).toMatchObject({ addonKey: state.addonKey, scopes: TWO_SCOPES });

    const saved = (await (await page.request.get(`${DRAFTS_API}/${draft.id}`)).json()) as TDraft;
    await callApi(
      page,
      "post",
      `${DRAFTS_API}/${draft.id}/change_request`,
      { action: "submit", version: saved.version },
      200,
    );
    await context.close();
  });

  test("the reviewer reads the add-on and its scopes and approves the app as published", async ({ browser }) => {
    const { context, page } = await openWith(browser, state.operator, `/ops/change_requests/${state.draftId}`);
    const scopes = page.locator('[data-diff-field="integration.scopes"]');
    await expect(scopes).toContainText("勤怠情報の参照 (attendance:read)");
    await expect(page.locator('[data-diff-field="integration.addonKey"]')).toContainText(state.addonKey);
    await expectNoAxeViolations(page);
    const picked = (await callApi(page, "post", `/api/ops/change_requests/${state.draftId}/pick_up`, {}, 200)) as {
      version: number;
    };
    await callApi(
      page,
      "post",
      `/api/ops/change_requests/${state.draftId}/decision`,
      { decision: "approve", version: picked.version, status: "published" },
      200,
    );
    await context.close();
  });

  test("山田 adds it for さくら商事: the dialog lists both scopes, and the parent service holds them", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await page.goto(`/apps/${APP.code}`);
    await page.getByRole("button", { name: "アプリを追加する" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL((url) => url.origin === suiteURL);
    await page.getByRole("button", { name: YAMADA }).click();
    await page.getByRole("button", { name: "許可する" }).click();
    await page.waitForURL((url) => url.origin !== suiteURL);
    const yamada = JSON.stringify(await context.storageState());

    const english = await openWith(browser, yamada, `/apps/${APP.code}`, { locale: "en-US", width: 375 });
    await english.page.locator("[data-app-action]").getByRole("button").first().click();
    const englishConsent = english.page.getByRole("dialog").locator("[data-install-consent]");
    await expect(englishConsent.locator('[data-scope="attendance:read"]')).toContainText("Read attendance");
    await expect(englishConsent.locator('[data-scope="employees:read"]')).toContainText("Read employee records");
    await expectNoAxeViolations(english.page);
    await expectNoOverflow(english.page);
    await english.context.close();

    await page.getByRole("button", { name: "アプリを追加する" }).click();
    const dialog = page.getByRole("dialog");
    const consent = dialog.locator("[data-install-consent]");
    await expect(consent.locator('[data-scope="attendance:read"]')).toContainText("勤怠情報の参照");
    await expect(consent.locator('[data-scope="employees:read"]')).toContainText("従業員情報の参照");
    await expectNoAxeViolations(page);
    await dialog.getByRole("checkbox", { name: /同意します/ }).check();
    await dialog.getByRole("button", { name: "追加する", exact: true }).click();
    await expect(page.locator("[data-app-action]")).toHaveAttribute("data-app-action", "alreadyIntegrated");
    const added = (await suiteAddons()).filter((addon) => addon.tenantId === "t-sakura");
    expect(added).toEqual([expect.objectContaining({ addonKey: state.addonKey, scopes: TWO_SCOPES })]);
    await context.close();
  });
});
