import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// Provider-side integration settings (issue 27 item 2): こもれび会計's developer opens
// /developers/integrations, registers an OAuth client at the parent service with two scopes, is
// shown its secret once, sees the client active, rotates the secret with an overlap and is shown
// the new one once with the time the old one stops working. In ja at 1280 px and en-us at 375 px,
// axe clean at each step.

const PROVIDER_EMAIL = "dev@komorebi-accounting.example";

const TEXTS = {
  ja: {
    locale: "ja-JP",
    width: 1280,
    nav: "連携設定",
    name: "こもれび連携（日本語）",
    redirect: "https://komorebi.example/oauth/callback-ja",
    scopes: ["従業員情報の参照", "勤怠情報の変更"],
    register: "登録する",
    secretTitle: (name: string) => `「${name}」のクライアントシークレット`,
    done: "保管しました",
    active: "有効",
    check: "今すぐ確認",
    checked: (name: string) => `「${name}」の状態を確認しました：有効`,
    rotate: "シークレットを再発行",
    overlap: "1時間",
    rotateSubmit: "再発行する",
    oldUntil: /以前のシークレットは .+ まで使えます/,
    httpsRequired: "https:// で始まるURLにしてください（http://komorebi.example/cb）。",
  },
  en: {
    locale: "en-US",
    width: 375,
    nav: "Integrations",
    name: "Komorebi link (English)",
    redirect: "https://komorebi.example/oauth/callback-en",
    scopes: ["Read employee records", "Change attendance"],
    register: "Register",
    secretTitle: (name: string) => `Client secret of “${name}”`,
    done: "I have saved it",
    active: "Active",
    check: "Check now",
    checked: (name: string) => `Checked “${name}”: Active`,
    rotate: "Rotate secret",
    overlap: "1 hour",
    rotateSubmit: "Rotate",
    oldUntil: /The previous secret keeps working until .+/,
    httpsRequired: "Use a URL that starts with https:// (http://komorebi.example/cb).",
  },
} as const;

/**
 * The name registered in this attempt: a retry finds the first attempt's client or add-on at the
 * parent service, so it registers one of its own, whose name no earlier one contains.
 */
function attemptName(name: string): string {
  const { retry } = test.info();
  return retry === 0 ? name : `${name} (${retry + 1})`;
}

async function providerPage(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  const response = await page.request.post("/api/developers/auth/sign_in", {
    data: { email: PROVIDER_EMAIL, password: "demo-password" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return page;
}

for (const key of ["ja", "en"] as const) {
  const text = TEXTS[key];
  test(`a provider registers an OAuth client, sees its secret once and rotates it (${key}, ${text.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = attemptName(text.name);
    const page = await providerPage(browser, text.locale, text.width);
    await page.goto("/developers/integrations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      key === "ja" ? "連携設定" : "Integration settings",
    );
    await expectNoAxeViolations(page);

    // A redirect URI over plain http is refused next to its field, keeping what was typed.
    const form = page.locator("[data-register-client]");
    await form.getByLabel(key === "ja" ? "クライアント名" : "Client name").fill(name);
    const uris = form.getByRole("textbox", { name: key === "ja" ? "リダイレクトURI" : "Redirect URIs" });
    await uris.fill("http://komorebi.example/cb");
    for (const scope of text.scopes) await form.getByRole("checkbox", { name: new RegExp(scope) }).check();
    await form.getByRole("button", { name: text.register }).click();
    await expect(form.locator('[data-field-error="redirectUris"]')).toHaveText(text.httpsRequired);
    await expect(uris).toHaveValue("http://komorebi.example/cb");
    await expectNoAxeViolations(page);

    // Registered: the secret is shown once, in a dialog.
    await uris.fill(text.redirect);
    await form.getByRole("button", { name: text.register }).click();
    const secretDialog = page.getByRole("dialog", { name: text.secretTitle(name) });
    await expect(secretDialog).toBeVisible();
    const secret = (await secretDialog.locator("[data-client-secret]").textContent())?.trim() ?? "";
    expect(secret.length).toBeGreaterThan(16);
    await expectNoAxeViolations(page);
    await secretDialog.getByRole("button", { name: text.done }).click();
    await expect(secretDialog).toBeHidden();

    // The client is listed, active, with its two scopes; the secret is nowhere on the page again.
    const card = page.locator("[data-oauth-client]", { hasText: name });
    await expect(card.locator("[data-client-state]")).toHaveText(text.active);
    for (const scope of text.scopes) await expect(card).toContainText(scope);
    await expect(card).toContainText(text.redirect);
    expect(await page.content()).not.toContain(secret);
    await card.getByRole("button", { name: text.check }).click();
    await expect(page.locator("[data-integrations-notice]")).toHaveText(text.checked(name));
    // The check refreshes the page's data: axe reads the page once that is done.
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);

    // Rotation with an hour's overlap: the new secret once, and until when the old one works.
    await card.getByRole("button", { name: text.rotate }).click();
    const rotate = page.getByRole("dialog");
    await rotate.getByRole("radio", { name: text.overlap }).check();
    await expectNoAxeViolations(page);
    await rotate.getByRole("button", { name: text.rotateSubmit }).click();
    const rotated = page.getByRole("dialog", { name: text.secretTitle(name) });
    await expect(rotated.locator("[data-previous-secret-expires]")).toHaveText(text.oldUntil);
    const newSecret = (await rotated.locator("[data-client-secret]").textContent())?.trim() ?? "";
    expect(newSecret).not.toBe(secret);
    expect(newSecret.length).toBeGreaterThan(16);
    await expectNoAxeViolations(page);
    await rotated.getByRole("button", { name: text.done }).click();
    await expect(card.locator("[data-client-state]")).toHaveText(text.active);
    await page.reload();
    expect(await page.content()).not.toContain(newSecret);
    await expectNoAxeViolations(page);
    if (key === "ja") await useInADraft(page, card);
    await page.context().close();
  });
}

// The add-ons of install and labs apps (issue 27 item 2): the same developer registers one at the
// parent service with two scopes (a plain-http URL refused first, keeping what was typed), sees it
// active with its scopes, checks its state now, changes its scopes in the edit dialog and deletes it.

const ADDON_TEXTS = {
  ja: {
    locale: "ja-JP",
    width: 1280,
    name: "こもれびラボ（日本語）",
    url: "https://komorebi.example/addon-ja",
    nameLabel: "アドオン名",
    urlLabel: "アドオンのURL",
    scopes: ["従業員情報の参照", "勤怠情報の変更"],
    added: "休暇情報の参照",
    register: "登録する",
    registered: (name: string) => `「${name}」を登録しました。`,
    httpsRequired: "https:// で始まるURLにしてください（http://komorebi.example/addon）。",
    active: "有効",
    check: "今すぐ確認",
    checked: (name: string) => `「${name}」の状態を確認しました：有効`,
    edit: "編集",
    editTitle: (name: string) => `「${name}」を編集`,
    save: "保存する",
    delete: "削除",
    deleteTitle: (name: string) => `「${name}」を削除`,
    deleteSubmit: "削除する",
    deleted: (name: string) => `「${name}」を削除しました。`,
  },
  en: {
    locale: "en-US",
    width: 375,
    name: "Komorebi labs (English)",
    url: "https://komorebi.example/addon-en",
    nameLabel: "Add-on name",
    urlLabel: "Add-on URL",
    scopes: ["Read employee records", "Change attendance"],
    added: "Read leave",
    register: "Register",
    registered: (name: string) => `Registered “${name}”.`,
    httpsRequired: "Use a URL that starts with https:// (http://komorebi.example/addon).",
    active: "Active",
    check: "Check now",
    checked: (name: string) => `Checked “${name}”: Active`,
    edit: "Edit",
    editTitle: (name: string) => `Edit “${name}”`,
    save: "Save",
    delete: "Delete",
    deleteTitle: (name: string) => `Delete “${name}”`,
    deleteSubmit: "Delete",
    deleted: (name: string) => `“${name}” was deleted.`,
  },
} as const;

for (const key of ["ja", "en"] as const) {
  const text = ADDON_TEXTS[key];
  test(`a provider registers an add-on with two scopes, edits its scopes and deletes it (${key}, ${text.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = attemptName(text.name);
    const page = await providerPage(browser, text.locale, text.width);
    await page.goto("/developers/integrations");
    const title = key === "ja" ? "アドオン" : "Add-ons";
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A plain-http URL is refused next to its field, keeping what was typed.
    const form = page.locator("[data-register-addon]");
    await form.getByLabel(text.nameLabel).fill(name);
    const url = form.getByRole("textbox", { name: text.urlLabel });
    await url.fill("http://komorebi.example/addon");
    for (const scope of text.scopes) await form.getByRole("checkbox", { name: new RegExp(scope) }).check();
    await form.getByRole("button", { name: text.register }).click();
    await expect(form.locator('[data-field-error="addonUrl"]')).toHaveText(text.httpsRequired);
    await expect(url).toHaveValue("http://komorebi.example/addon");
    await expect(form.getByRole("checkbox", { name: new RegExp(text.scopes[1]) })).toBeChecked();
    await expectNoAxeViolations(page);

    // Registered: listed, active at the parent service, with both scopes by their labels.
    await url.fill(text.url);
    await form.getByRole("button", { name: text.register }).click();
    await expect(page.locator("[data-addons-notice]")).toHaveText(text.registered(name));
    const card = page.locator("[data-addon]", { hasText: name });
    await expect(card.locator("[data-addon-state]")).toHaveText(text.active);
    await expect(card.locator("[data-addon-url]")).toHaveText(text.url);
    for (const scope of text.scopes) await expect(card).toContainText(scope);
    await expect(url).toHaveValue("");
    await card.getByRole("button", { name: text.check }).click();
    await expect(page.locator("[data-addons-notice]")).toHaveText(text.checked(name));
    await expectNoAxeViolations(page);

    // Its scopes changed in the edit dialog (the keyboard reaches it): one dropped, one added.
    await card.getByRole("button", { name: text.edit }).focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: text.editTitle(name) });
    await expect(edit).toBeVisible();
    await edit.getByRole("checkbox", { name: new RegExp(text.scopes[1]) }).uncheck();
    await edit.getByRole("checkbox", { name: new RegExp(text.added) }).check();
    await expectNoAxeViolations(page);
    await edit.getByRole("button", { name: text.save }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText(text.added);
    await expect(card).not.toContainText(text.scopes[1]);

    // Deleted, at the parent service too.
    await card.getByRole("button", { name: text.delete }).click();
    const remove = page.getByRole("dialog", { name: text.deleteTitle(name) });
    await expectNoAxeViolations(page);
    await remove.getByRole("button", { name: text.deleteSubmit, exact: true }).click();
    await expect(remove).toBeHidden();
    await expect(page.locator("[data-addons-notice]")).toHaveText(text.deleted(name));
    await expect(card).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

const EDIT_PATH = /\/developers\/apps\/new\/draft_apps\/(\d+)\/edit$/;

/** A new connect app's draft names the client and asks for one of its scopes in 連携設定 (saved, reloaded). */
async function useInADraft(page: Page, card: ReturnType<Page["locator"]>): Promise<void> {
  const scope = new RegExp(TEXTS.ja.scopes[0]);
  const clientId = (await card.getAttribute("data-oauth-client")) ?? "";
  await page.goto("/developers/apps/new/draft_apps/new");
  await page.getByLabel(/^アプリ名/).fill("こもれび連携アプリ");
  await page.getByLabel(/^アプリコード/).fill(`e2e-integration-${Date.now()}`);
  await expect(page).toHaveURL(EDIT_PATH, { timeout: 15_000 });
  const draftId = EDIT_PATH.exec(page.url())?.[1] ?? "";
  const section = page.locator("#section-integration");
  await expect(section.getByRole("heading", { name: "連携設定" })).toBeVisible();
  await section.getByLabel("OAuthクライアント").selectOption(clientId);
  await section.getByRole("checkbox", { name: scope }).check();
  // Only the client's registered scopes are offered.
  await expect(section.getByRole("checkbox")).toHaveCount(2);
  await section.getByLabel("OAuthクライアント").blur();
  await expect(page.locator('[data-autosave="saved"]')).toContainText("保存しました");
  await expectNoAxeViolations(page);
  const draft = await (await page.request.get(`/api/developers/experimental/draft_apps/${draftId}`)).json();
  expect(draft.content.integration).toMatchObject({ oauthClientId: clientId, scopes: ["employees:read"] });
  await page.reload();
  await expect(section.getByLabel("OAuthクライアント")).toHaveValue(clientId);
  await expect(section.getByRole("checkbox", { name: scope })).toBeChecked();
  // The integrations page names the draft among the client's users.
  await page.goto("/developers/integrations");
  await expect(page.locator(`[data-oauth-client="${clientId}"] [data-client-used-by]`)).toHaveText(
    "「こもれび連携アプリ」",
  );
}
