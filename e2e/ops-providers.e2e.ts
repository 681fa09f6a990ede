import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";
import { baseURL } from "./playwright.config";
import { mailsTo } from "./support/outbox";

// The operator console's providers and failed mail (issue 11): the demo operator creates a provider
// with a unique name and its first user; the invitation mail arrives (the run's outbox, listed at
// /_dev/mail), the invitee accepts and signs in; suspending them ends their session at once and
// refuses their sign-in; reactivating lets them in again. The failed-mail page shows the demo
// catalog's one undeliverable invitation (seeded as the worker leaves a mail that ran out of
// attempts: the outbox of an e2e run never refuses a mail) and retries it, and the mail arrives.
// Axe on every page at 1280 and 375 px.

const DEMO_PASSWORD = "demo-password";
const DEMO_OPERATOR = "operator@store.example";
/** The demo catalog's invitation whose mail failed (packages/db seed, seedDemoUndeliveredMail). */
const BOUNCED_INVITEE = "bounced-invitee@komorebi-accounting.example";

async function newPage(browser: Browser, width: 1280 | 375, locale = "en-US"): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

async function post(page: Page, path: string, data?: unknown) {
  return page.request.fetch(path, { method: "POST", data, headers: { origin: baseURL } });
}

async function signInOperator(page: Page): Promise<void> {
  const answer = await post(page, "/api/ops/auth/sign_in", { email: DEMO_OPERATOR, password: DEMO_PASSWORD });
  expect(answer.status()).toBe(200);
}

/** The page is no wider than the viewport (375 px: no horizontal scrolling). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The invitation link of the one mail to `to` in the outbox, once the job worker has sent it. */
async function invitationLink(to: string): Promise<string> {
  const [mail] = await mailsTo(to, "invitation_token=");
  const text = mail?.text ?? "";
  const linkPattern = new RegExp(`${baseURL}/\\S+[?&]invitation_token=[A-Za-z0-9_-]+(?:&lang=[a-z-]+)?`);
  expect(text).toMatch(linkPattern);
  return linkPattern.exec(text)?.[0] ?? "";
}

function userRow(page: Page, email: string) {
  return page.locator(`[data-provider-user="${email}"]`);
}

test("an operator creates a provider with its first user, who accepts, is suspended and reactivated", async ({
  browser,
}) => {
  // Three browsers, a mail through the job worker and axe on six pages: more than the default time.
  test.slow();
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `E2E Provider ${unique}`;
  const email = `first-${unique}@e2e-ops-providers.example`;
  const password = "ops provider invitee passphrase";
  const ops = await newPage(browser, 1280);
  await signInOperator(ops);

  await ops.goto("/ops/providers/new");
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText("Create an app provider");
  await expectNoAxeViolations(ops);
  // Refused fields are named in place and what was typed stays.
  await ops.getByLabel("Company name").fill(name);
  await ops.getByLabel("Website (optional)").fill("not a url");
  await ops.getByRole("button", { name: "Create and invite" }).click();
  await expect(ops.locator('[data-field-error="url"]')).toHaveText("Enter a web address (https://…).");
  await expect(ops.locator('[data-field-error="firstUser.email"]')).toBeVisible();
  await expect(ops.getByLabel("Company name")).toHaveValue(name);
  await expectNoAxeViolations(ops);

  await ops.getByLabel("Contact e-mail").fill(`contact-${unique}@e2e-ops-providers.example`);
  await ops.getByLabel("Website (optional)").fill("https://e2e-provider.example/");
  await ops.getByLabel("Last name").fill("Hoshino");
  await ops.getByLabel("First name").fill("Ren");
  await ops.getByLabel("E-mail", { exact: true }).fill(email);
  await ops.getByLabel("Language of the invitation mail").selectOption("en-us");
  await ops.getByRole("button", { name: "Create and invite" }).click();
  await expect(ops).toHaveURL(/\/ops\/providers\/\d+$/);
  const providerPath = new URL(ops.url()).pathname;
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(userRow(ops, email).locator("[data-user-state]")).toHaveText("Invited, not accepted yet");
  await expect(ops.getByText("This provider has no apps yet.")).toBeVisible();
  await expectNoAxeViolations(ops);

  // The invitee accepts from the mail and is signed in. Issue 31: the page reads in the mail's
  // language (English), not the browser's (Japanese).
  const invitee = await newPage(browser, 375, "ja-JP");
  await invitee.goto(await invitationLink(email));
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
  await expect(invitee.locator("html")).toHaveAttribute("lang", "en-US");
  await invitee.getByLabel("New password", { exact: true }).fill(password);
  await invitee.getByLabel("New password (again)").fill(password);
  await invitee.getByRole("button", { name: "Set password and start" }).click();
  await expect(invitee).toHaveURL("/developers");

  await ops.reload();
  const row = userRow(ops, email);
  await expect(row.locator("[data-user-state]")).toHaveText("Active");
  await row.getByRole("button", { name: "Suspend" }).click();
  await expect(row.locator("[data-user-state]")).toHaveText("Suspended");
  await expect(row.getByRole("status")).toHaveText("Ren Hoshino is suspended; their sessions have ended.");
  await expectNoAxeViolations(ops);

  // Their session ended at once: the next page asks them to sign in, and sign-in is refused.
  await invitee.goto("/developers");
  await expect(invitee).toHaveURL(/\/developers\/auth\/sign_in/);
  expect((await post(invitee, "/api/developers/auth/sign_in", { email, password })).status()).toBe(403);

  await row.getByRole("button", { name: "Reactivate" }).click();
  await expect(row.locator("[data-user-state]")).toHaveText("Active");
  expect((await post(invitee, "/api/developers/auth/sign_in", { email, password })).status()).toBe(200);
  await invitee.goto("/developers");
  await expect(invitee).toHaveURL("/developers");

  // The list finds the provider by name, with its one user, at 375 px too.
  const narrow = await newPage(browser, 375);
  await signInOperator(narrow);
  await narrow.goto(`/ops/providers?q=${encodeURIComponent(unique)}`);
  const listed = narrow.locator("[data-provider-row]");
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole("link", { name })).toHaveAttribute("href", providerPath);
  await expect(listed.locator("[data-provider-users]")).toHaveText("1");
  await expect(listed.locator("[data-provider-apps]")).toHaveText("0");
  await expectNoHorizontalOverflow(narrow);
  await expectNoAxeViolations(narrow);
  await narrow.goto(`/ops/providers?q=${encodeURIComponent(`no such provider ${unique}`)}`);
  await expect(narrow.locator("[data-empty-state]")).toContainText("No provider name contains");
  await narrow.goto(providerPath);
  await expect(userRow(narrow, email).locator("[data-user-state]")).toHaveText("Active");
  await expectNoHorizontalOverflow(narrow);
  await expectNoAxeViolations(narrow);

  for (const page of [ops, invitee, narrow]) await page.context().close();
});

test("the failed-mail page lists a mail that ran out of attempts and retries it; the mail arrives", async ({
  browser,
}) => {
  test.slow();
  const ops = await newPage(browser, 1280);
  await signInOperator(ops);
  await ops.goto("/ops");
  await expect(ops.locator('[data-ops-figures="failedMails"]')).toBeVisible();
  // The job queue per lane, with the jobs due and the oldest one's wait.
  const queues = ops.locator("[data-ops-queues]");
  await expect(queues.getByRole("rowheader")).toHaveText(["Mail", /^Sync with /, "Webhook deliveries"]);
  await expect(queues.locator("tr[data-lane] td[data-due]")).toHaveCount(3);
  await expectNoAxeViolations(ops);
  await ops.getByRole("link", { name: "Open the failed mail" }).click();
  await expect(ops).toHaveURL("/ops/mails");
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText("Failed mail");
  const mail = ops.locator("[data-failed-mail]").filter({ hasText: BOUNCED_INVITEE });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("Invitation");
  await expect(mail).toContainText("550 5.1.1 mailbox unavailable");
  await expectNoAxeViolations(ops);

  const narrow = await newPage(browser, 375);
  await signInOperator(narrow);
  await narrow.goto("/ops/mails");
  await expect(narrow.locator("[data-failed-mail]").filter({ hasText: BOUNCED_INVITEE })).toHaveCount(1);
  await expectNoHorizontalOverflow(narrow);
  await expectNoAxeViolations(narrow);

  const jobId = await mail.getAttribute("data-failed-mail");
  await mail.getByRole("button", { name: `Retry the Invitation mail to ${BOUNCED_INVITEE}` }).click();
  await expect(mail.getByRole("status")).toHaveText("Queued again; it will be sent in a moment.");
  await expectNoAxeViolations(ops);
  // Sent again by the job worker: it arrives in the outbox and has left the list.
  await invitationLink(BOUNCED_INVITEE);
  await ops.reload();
  await expect(ops.locator("[data-failed-mail]").filter({ hasText: BOUNCED_INVITEE })).toHaveCount(0);
  // Retrying it again is refused: it is not failed any more.
  const again = await post(ops, `/api/ops/mails/${jobId}/retry`);
  expect(again.status()).toBe(409);

  await ops.context().close();
  await narrow.context().close();
});
