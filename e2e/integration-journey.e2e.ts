import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { accountState, callApi, contextFor, expectNoOverflow, openWith } from "./support/journey";
import { expect, type Page, test } from "./support/test";

// Issue 27 end to end: こもれび会計's developer registers an OAuth client with two scopes at the
// parent service, writes a new connect app's draft that asks them, installs the draft in the
// provider's development tenant through the stand-in's own sign-in and consent page, and submits.
// The operator reads the scopes in the review and approves the app as published. 山田 花子 installs
// it for さくら商事 and the install dialog lists both scopes. The provider then asks a third scope,
// the operator approves, and 山田 sees 'update needs your approval' with the added scope, approves,
// and the parent service holds the connection with three scopes. Japanese and English, 1280 and
// 375 px, axe on each screen. The app is this run's own (its code carries the run), so nothing
// else is touched.

const PROVIDER = "dev@komorebi-accounting.example";
const OPERATOR = "operator@store.example";
const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const DRAFTS_API = "/api/developers/experimental/draft_apps";
const RUN = Date.now().toString(36);
const APP = { code: `journey-${RUN}`, name: `連携ジャーニー ${RUN.slice(-4)}` };
const TWO_SCOPES = ["attendance:read", "employees:read"];
const THIRD = "attendance:write";

type TDraft = { id: number; version: number; appId: number | null; issues: unknown[] };

const state: { clientId: string; draftId: number; appId: number; provider: string; operator: string; yamada: string } =
  { clientId: "", draftId: 0, appId: 0, provider: "", operator: "", yamada: "" };

/** Picks the request up and approves it (as published when it is a new app) through the API. */
async function approve(page: Page, draftId: number, status?: "published") {
  const picked = (await callApi(page, "post", `/api/ops/change_requests/${draftId}/pick_up`, {}, 200)) as {
    version: number;
  };
  const { version } = picked;
  await callApi(
    page,
    "post",
    `/api/ops/change_requests/${draftId}/decision`,
    {
      decision: "approve",
      version,
      ...(status ? { status } : {}),
    },
    200,
  );
}

test.describe.configure({ mode: "serial" });

test.describe("an integration a provider sets up, a reviewer approves and an admin consents to", () => {
  test.beforeAll(async ({ browser }) => {
    state.provider = await accountState(browser, "developers", PROVIDER);
    state.operator = await accountState(browser, "ops", OPERATOR);
  });

  test("the provider registers a client, writes the draft and tries it in the development tenant", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openWith(browser, state.provider, "/developers");
    const client = (await callApi(
      page,
      "post",
      "/api/developers/oauth_clients",
      { name: APP.name, redirectUris: ["https://journey.komorebi-accounting.example/callback"], scopes: TWO_SCOPES },
      201,
    )) as { client: { clientId: string; state: string }; clientSecret: string };
    expect(client.clientSecret.length).toBeGreaterThan(20);
    expect(client.client.state).toBe("active");
    state.clientId = client.client.clientId;

    const draft = (await callApi(
      page,
      "post",
      DRAFTS_API,
      {
        content: {
          name: APP.name,
          code: APP.code,
          title: "勤怠を会計へつなぐ",
          description: "勤怠の記録を会計に取り込みます。",
          integrationType: "connect",
          categoryIds: [1],
          logoImage: "/img/apps/komorebi-expense/logo.svg",
          connection: {
            basicItems: [
              { suite: "従業員", targetService: "会計の社員", direction: "to_service" },
              { suite: "勤怠", targetService: "会計の工数", direction: "to_service" },
            ],
          },
          integration: {
            oauthClientId: state.clientId,
            scopes: TWO_SCOPES,
            addonKey: null,
            ssoMetadataUrl: null,
            acsUrl: null,
            dataSyncUrl: null,
          },
        },
        notificationEmail: "journey@komorebi-accounting.example",
      },
      201,
    )) as TDraft;
    state.draftId = draft.id;

    // Through the parent service's own sign-in and consent, as the development tenant's admin.
    await page.goto(`/developers/apps/new/draft_apps/${draft.id}/edit`);
    const panel = page.locator('[data-development-install-panel="development"]');
    await expect(panel.locator('[data-development-installations="none"]')).toBeVisible();
    await panel.locator("[data-development-install-start]").click();
    await page.waitForURL((url) => url.origin === suiteURL);
    await page.getByRole("button").filter({ hasText: PROVIDER }).first().click();
    await expect(page.getByText("勤怠情報の参照")).toBeVisible();
    await expect(page.getByText("従業員情報の参照")).toBeVisible();
    await page.getByRole("button", { name: "許可する" }).click();
    await page.waitForURL((url) => url.origin !== suiteURL);
    await expect(page.locator('[data-development-install-outcome="installed"]')).toBeVisible();
    await expect(panel.locator('[data-granted-scope="attendance:read"]')).toHaveText("勤怠情報の参照");
    await expect(panel.locator('[data-granted-scope="employees:read"]')).toHaveText("従業員情報の参照");
    await expectNoAxeViolations(page);

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

  test("the reviewer reads the scopes side by side and approves the app as published", async ({ browser }) => {
    for (const width of [1280, 375]) {
      const { context, page } = await openWith(browser, state.operator, `/ops/change_requests/${state.draftId}`, {
        width,
      });
      const scopes = page.locator('[data-diff-field="integration.scopes"]');
      await expect(scopes).toContainText("勤怠情報の参照 (attendance:read)");
      await expect(scopes).toContainText("従業員情報の参照 (employees:read)");
      await expect(page.locator('[data-diff-field="integration.oauthClientId"]')).toContainText(state.clientId);
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);
      await context.close();
    }
    const { context, page } = await openWith(browser, state.operator, "/ops");
    await approve(page, state.draftId, "published");
    await context.close();
  });

  test("山田 installs it for さくら商事 and the install dialog lists both scopes", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await page.goto(`/apps/${APP.code}`);
    await page.getByRole("button", { name: "連携を開始する" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL((url) => url.origin === suiteURL);
    await page.getByRole("button", { name: YAMADA }).click();
    await page.getByRole("button", { name: "許可する" }).click();
    await page.waitForURL((url) => url.origin !== suiteURL);
    state.yamada = JSON.stringify(await context.storageState());

    // In English on a phone first: the same scopes, in the viewer's language, before anything is granted.
    const english = await openWith(browser, state.yamada, `/apps/${APP.code}`, { locale: "en-US", width: 375 });
    await english.page.getByRole("button", { name: "Start connecting" }).click();
    const englishConsent = english.page.getByRole("dialog").locator("[data-install-consent]");
    await expect(englishConsent.locator('[data-scope="attendance:read"]')).toContainText("Read attendance");
    await expect(englishConsent.locator('[data-scope="employees:read"]')).toContainText("Read employee records");
    await expectNoAxeViolations(english.page);
    await expectNoOverflow(english.page);
    await english.context.close();

    await page.getByRole("button", { name: "連携を開始する" }).click();
    const dialog = page.getByRole("dialog");
    const consent = dialog.locator("[data-install-consent]");
    await expect(consent.locator('[data-scope="attendance:read"]')).toContainText("勤怠情報の参照");
    await expect(consent.locator('[data-scope="employees:read"]')).toContainText("従業員情報の参照");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "連携する", exact: true }).click();
    await expect(page.locator("li").filter({ hasText: `「${APP.name}」` })).toBeVisible();
    await expect(page.locator("[data-app-action]")).toHaveAttribute("data-app-action", "alreadyIntegrated");
    await context.close();
  });

  test("a third scope, once approved, waits for 山田, who approves it at the parent service", async ({ browser }) => {
    test.setTimeout(120_000);
    const provider = await openWith(browser, state.provider, "/developers");
    await callApi(
      provider.page,
      "patch",
      `/api/developers/oauth_clients/${state.clientId}`,
      {
        scopes: [...TWO_SCOPES, THIRD],
      },
      200,
    );
    const apps = (await (await provider.page.request.get("/api/developers/apps")).json()) as {
      apps: { id: number; code: string }[];
    };
    const app = apps.apps.find((own) => own.code === APP.code);
    expect(app, `${APP.code} in the provider's apps`).toBeTruthy();
    state.appId = app?.id ?? 0;
    const change = (await callApi(
      provider.page,
      "post",
      DRAFTS_API,
      {
        appId: state.appId,
        content: {
          connection: {
            basicItems: [{ suite: "勤怠", targetService: "会計の工数", direction: "both" }],
          },
          integration: {
            oauthClientId: state.clientId,
            scopes: [...TWO_SCOPES, THIRD],
            addonKey: null,
            ssoMetadataUrl: null,
            acsUrl: null,
            dataSyncUrl: null,
          },
        },
      },
      201,
    )) as TDraft;
    await callApi(
      provider.page,
      "post",
      `${DRAFTS_API}/${change.id}/change_request`,
      {
        action: "submit",
        version: change.version,
      },
      200,
    );
    await provider.context.close();

    const operator = await openWith(browser, state.operator, `/ops/change_requests/${change.id}`);
    const scopes = operator.page.locator('[data-diff-field="integration.scopes"]');
    await expect(scopes.locator('[data-side="after"]')).toContainText("勤怠情報の変更 (attendance:write)");
    await expect(scopes.locator('[data-side="before"]')).not.toContainText("attendance:write");
    await approve(operator.page, change.id);
    await operator.context.close();

    for (const view of [{ width: 375 }, { width: 1280 }]) {
      const { context, page } = await openWith(browser, state.yamada, "/tenant_admin", view);
      const update = page.locator(`[data-scope-update="${APP.code}"]`);
      await expect(update.locator("[data-scope-update-added]")).toContainText("勤怠情報の変更");
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);
      if (view.width === 1280) {
        await update.locator('[data-scope-update-action="approve"]').click();
        await expect(update).toHaveCount(0);
      }
      await context.close();
    }
    const records = (await (await fetch(`${suiteURL}/_test/records`)).json()) as {
      connections: { tenantId: string; oauthClientId: string; scopes: string[] }[];
    };
    const connection = records.connections.find(
      (granted) => granted.tenantId === "t-sakura" && granted.oauthClientId === state.clientId,
    );
    expect(connection?.scopes).toEqual([...TWO_SCOPES, THIRD].sort());
  });
});
