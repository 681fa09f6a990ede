import { type Browser, expect, type Page, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./playwright.config";
import { mailsTo } from "./support/outbox";

// Provider and operator accounts, the sign-in side (issue 9): sign-in with a demo account and
// sign-out, the wrong-password message (and no lock after it), an invitation accepted from the mail in the
// outbox (SMTP_URL is unset here: /_dev/mail lists it), a password reset from the mail, the
// operator's sign-in; at 1280 and 375 px, in Japanese and in English, with axe on every form.
// Each test that changes an account invites its own person, so tests run side by side and no
// shared demo account is ever slowed by another test's wrong passwords.

const DEMO_PASSWORD = "demo-password";
const DEMO_OPERATOR = "operator@store.example";
/** The first provider of the demo catalog: a fresh store's first row. */
const DEMO_PROVIDER_ID = 1;

type TLocale = "ja" | "en-us";
const BROWSER_LOCALE: Record<TLocale, string> = { ja: "ja-JP", "en-us": "en-US" };

async function newPage(browser: Browser, locale: TLocale, width: 1280 | 375): Promise<Page> {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[locale],
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e-accounts.example`;
}

async function post(page: Page, path: string, data?: unknown, method: "POST" | "PUT" = "POST") {
  return page.request.fetch(path, { method, data, headers: { origin: baseURL } });
}

/** The link of the one mail to `to` in the outbox, once the job worker has sent it. */
async function mailedLink(to: string, param: "invitation_token" | "reset_password_token") {
  const [mail] = await mailsTo(to, `${param}=`);
  const text = mail?.text ?? "";
  const linkPattern = new RegExp(`${baseURL}/\\S+[?&]${param}=[A-Za-z0-9_-]+`);
  expect(text).toMatch(linkPattern);
  return { link: linkPattern.exec(text)?.[0] ?? "", subject: mail?.subject ?? "", text };
}

/** The demo operator invites a new person of the first demo provider, from a browser of their own. */
async function invite(browser: Browser, email: string, locale: TLocale): Promise<void> {
  const context = await browser.newContext();
  const ops = await context.newPage();
  expect((await post(ops, "/api/ops/auth/sign_in", { email: DEMO_OPERATOR, password: DEMO_PASSWORD })).status()).toBe(
    200,
  );
  const invited = await post(ops, "/api/ops/provider_user_invitations", {
    appProviderId: DEMO_PROVIDER_ID,
    email,
    firstName: "Haru",
    lastName: "Invitee",
    locale,
  });
  expect(invited.status(), await invited.text()).toBe(202);
  await context.close();
}

/** An invited person who has accepted (through the API), signed out again. */
async function acceptedUser(browser: Browser, page: Page, password: string): Promise<string> {
  const email = uniqueEmail("member");
  await invite(browser, email, "ja");
  const { link } = await mailedLink(email, "invitation_token");
  const invitationToken = new URL(link).searchParams.get("invitation_token");
  const accepted = await post(page, "/api/developers/auth/invitation", {
    invitationToken,
    password,
    passwordConfirmation: password,
  });
  expect(accepted.status()).toBe(200);
  await page.context().clearCookies();
  return email;
}

async function signInThroughForm(page: Page, email: string, password: string, labels = JA): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: labels.submit, exact: true }).click();
}

const JA = {
  title: "開発者ログイン",
  email: "メールアドレス",
  password: "パスワード",
  submit: "ログイン",
  operatorTitle: "運営者ログイン",
};
const EN = {
  title: "Developer sign-in",
  email: "E-mail address",
  password: "Password",
  submit: "Sign in",
  operatorTitle: "Operator sign-in",
};
const LABELS: Record<TLocale, typeof JA> = { ja: JA, "en-us": EN };

const DEMO_PROVIDERS = [
  "dev@komorebi-accounting.example",
  "dev@tokiwa-time.example",
  "dev@kurogane-id.example",
  "dev@harukaze-recruit.example",
] as const;
const COMBOS = [
  { locale: "ja", width: 1280 },
  { locale: "ja", width: 375 },
  { locale: "en-us", width: 1280 },
  { locale: "en-us", width: 375 },
] as const;

for (const [i, { locale, width }] of COMBOS.entries()) {
  test(`a provider signs in with a demo account, lands on /developers and signs out (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const page = await newPage(browser, locale, width);
    const labels = LABELS[locale];
    await page.goto("/developers/auth/sign_in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel(labels.password, { exact: true })).toHaveAttribute("autocomplete", "current-password");
    await expectNoAxeViolations(page);

    await signInThroughForm(page, DEMO_PROVIDERS[i] ?? DEMO_PROVIDERS[0], DEMO_PASSWORD, labels);
    await expect(page).toHaveURL("/developers");
    // Signed in, the sign-in page sends one on, to a page of the area only.
    await page.goto("/developers/auth/sign_in?callbackUrl=%2Fdevelopers%2Fapps");
    await expect(page).toHaveURL("/developers/apps");
    await page.goto("/developers/auth/sign_in?callbackUrl=https%3A%2F%2Fevil.example%2Fdevelopers");
    await expect(page).toHaveURL("/developers");

    expect((await post(page, "/api/developers/auth/sign_out")).status()).toBe(204);
    await page.goto("/developers/auth/sign_in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.title);
    await page.context().close();
  });
}

test("a sign-in that needs a return goes back to the page asked for", async ({ browser }) => {
  const page = await newPage(browser, "ja", 1280);
  await page.goto("/developers/auth/sign_in?callbackUrl=%2Fdevelopers%2Fapp_provider%2Fedit");
  await signInThroughForm(page, DEMO_PROVIDERS[1], DEMO_PASSWORD);
  await expect(page).toHaveURL("/developers/app_provider/edit");
  await page.context().close();
});

test("a wrong password says so in place, keeping what was typed, and locks nothing", async ({ browser }) => {
  const page = await newPage(browser, "ja", 375);
  const password = "haru invitee passphrase";
  const email = await acceptedUser(browser, page, password);

  await page.goto("/developers/auth/sign_in");
  await signInThroughForm(page, email, "not my password");
  const alert = page.locator("[data-account-error]");
  await expect(alert).toHaveText("メールアドレスまたはパスワードが正しくありません。");
  await expect(page.getByLabel("メールアドレス", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("パスワード", { exact: true })).toHaveValue("not my password");
  await expectNoAxeViolations(page);

  // Empty fields are named next to them, before anything is sent.
  await page.getByLabel("メールアドレス", { exact: true }).fill("");
  await page.locator("form").getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page.locator('[data-field-error="email"]')).toHaveText("メールアドレスを入力してください。");
  await expect(page.getByLabel("メールアドレス", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("メールアドレス", { exact: true })).toBeFocused();

  // Five wrong passwords in a row lock nothing (anyone could do it): the owner's right one still signs in.
  for (let attempt = 2; attempt <= 4; attempt++) {
    const refused = await post(page, "/api/developers/auth/sign_in", { email, password: `wrong-${attempt}` });
    expect(refused.status()).toBe(401);
  }
  await signInThroughForm(page, email, "wrong-5");
  await expect(alert).toHaveText("メールアドレスまたはパスワードが正しくありません。");
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL("/developers");
  await page.context().close();
});

test("an invitation is accepted from the mail, with the password rules shown first, and the new user signs in", async ({
  browser,
}) => {
  const page = await newPage(browser, "en-us", 1280);
  const email = uniqueEmail("invited");
  await invite(browser, email, "en-us");
  const mail = await mailedLink(email, "invitation_token");
  expect(mail.subject).toMatch(/Your invitation to the developer account of /);
  expect(mail.text).toContain("Dear Haru Invitee,");

  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
  const rules = page.locator("[data-password-rule]");
  await expect(rules).toHaveText([
    "・12 to 128 characters long",
    "・different from your e-mail address",
    "・not just one character repeated",
  ]);
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expectNoAxeViolations(page);

  const newPassword = page.getByLabel("New password", { exact: true });
  await expect(newPassword).toHaveAttribute("autocomplete", "new-password");
  await newPassword.fill("aaaaaaaaaaaaaa");
  await expect(page.locator('[data-password-rule="length"]')).toHaveAttribute("data-met", "true");
  await expect(page.locator('[data-password-rule="notOneCharacter"]')).toHaveAttribute("data-met", "false");
  await page.getByLabel("New password (again)").fill("something else entirely");
  await page.getByRole("button", { name: "Set password and start" }).click();
  await expect(page.locator('[data-field-error="password"]')).toHaveText(
    "A password of one repeated character cannot be used.",
  );
  await expect(page.locator('[data-field-error="passwordConfirmation"]')).toHaveText("The two passwords do not match.");
  await expectNoAxeViolations(page);

  await newPassword.fill("spring garden lantern");
  await page.getByLabel("New password (again)").fill("spring garden lantern");
  await page.getByRole("button", { name: "Set password and start" }).click();
  await expect(page).toHaveURL("/developers");

  // The link works once: it now says so, and how to go on.
  await page.goto(mail.link);
  await expect(page.locator("[data-account-link-unusable]")).toContainText(
    "This invitation link has already been used.",
  );
  await expectNoAxeViolations(page);

  expect((await post(page, "/api/developers/auth/sign_out")).status()).toBe(204);
  await page.goto("/developers/auth/sign_in");
  await signInThroughForm(page, email, "spring garden lantern", EN);
  await expect(page).toHaveURL("/developers");
  await page.context().close();
});

/** On the reset form: sends the address and returns the answer shown in place. */
async function sendReset(page: Page, email: string) {
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByRole("button", { name: "再設定メールを送る" }).click();
  const sent = page.locator("[data-password-reset-sent] [role=status]");
  await expect(sent).toContainText("メールを確認してください");
  await expect(sent).toContainText(`${email} のアカウントがある場合は`);
  return sent;
}

test("asking for a password reset reads the same for an address with an account and one without", async ({
  browser,
}) => {
  const page = await newPage(browser, "ja", 375);
  const email = await acceptedUser(browser, page, "old passphrase of haru");
  await page.goto("/developers/auth/sign_in");
  await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
  await expect(page).toHaveURL("/developers/auth/password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("パスワードの再設定");
  await expectNoAxeViolations(page);
  const sent = await sendReset(page, email);
  const sentText = (await sent.textContent()) ?? "";
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "別のアドレスで送る" }).click();
  const nobody = uniqueEmail("nobody");
  await page.getByLabel("メールアドレス").fill(nobody);
  await page.getByRole("button", { name: "再設定メールを送る" }).click();
  await expect(sent).toHaveText(sentText.replace(email, nobody));
  await page.context().close();
});

test("a password reset works from the mail, and its link only once", async ({ browser }) => {
  const page = await newPage(browser, "ja", 375);
  const email = await acceptedUser(browser, page, "old passphrase of haru");
  await page.goto("/developers/auth/password");
  await sendReset(page, email);

  const mail = await mailedLink(email, "reset_password_token");
  expect(mail.subject).toContain("パスワード再設定のご案内");
  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("新しいパスワードの設定");
  await expect(page.locator("[data-password-rule]")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByLabel("新しいパスワード", { exact: true }).fill("new passphrase of haru");
  await page.getByLabel("新しいパスワード（確認）").fill("new passphrase of haru");
  await page.getByRole("button", { name: "パスワードを設定する" }).click();
  await expect(page).toHaveURL("/developers");

  await page.goto(mail.link);
  await expect(page.locator("[data-account-link-unusable]")).toContainText(
    "このパスワード再設定リンクはすでに使われています。",
  );
  await expect(page.getByRole("link", { name: "再設定メールをもう一度送る" })).toHaveAttribute(
    "href",
    "/developers/auth/password",
  );

  await page.context().clearCookies();
  await page.goto("/developers/auth/sign_in");
  await signInThroughForm(page, email, "old passphrase of haru");
  await expect(page.locator("[data-account-error]")).toHaveText("メールアドレスまたはパスワードが正しくありません。");
  await page.getByLabel("パスワード", { exact: true }).fill("new passphrase of haru");
  await page.locator("form").getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page).toHaveURL("/developers");
  await page.context().close();
});

for (const { locale, width } of [
  { locale: "en-us", width: 375 },
  { locale: "ja", width: 1280 },
] as const) {
  test(`the operator signs in to the operator area (${locale}, ${width} px)`, async ({ browser }) => {
    const page = await newPage(browser, locale, width);
    const labels = LABELS[locale];
    await page.goto("/ops/sign_in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.operatorTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectNoAxeViolations(page);
    // A developer's account is not an operator's.
    await signInThroughForm(page, DEMO_PROVIDERS[2], DEMO_PASSWORD, labels);
    await expect(page.locator("[data-account-error]")).toBeVisible();
    await page.getByLabel(labels.email, { exact: true }).fill(DEMO_OPERATOR);
    await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.locator("form").getByRole("button", { name: labels.submit, exact: true }).click();
    await expect(page).toHaveURL("/ops");
    // Its session opens nothing of the developer area.
    await page.goto("/developers/auth/sign_in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.title);
    expect((await post(page, "/api/ops/auth/sign_out")).status()).toBe(204);
    await page.context().close();
  });
}

test("the operator's reset page says an unknown link cannot be used and offers a new mail", async ({ browser }) => {
  const page = await newPage(browser, "ja", 375);
  await page.goto("/ops/auth/password/edit?reset_password_token=not-a-token");
  await expect(page.locator("[data-account-link-unusable]")).toContainText(
    "このパスワード再設定リンクは正しくありません。",
  );
  await page.getByRole("link", { name: "再設定メールをもう一度送る" }).click();
  await expect(page).toHaveURL("/ops/auth/password");
  await expectNoAxeViolations(page);
  await page.context().close();
});
