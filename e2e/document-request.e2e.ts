import { expect, type Page, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

// A visitor asks for an app's document (SPEC §2 Document request and its address, §5, §7, §9):
// the dialog, its address, the mail in the development outbox (SMTP_URL is unset here) and the
// server's message by the field.

const APP = "/apps/asagi-payroll";
const TITLE = "「あさぎ給与クラウド」の資料を請求する";

function dialogOf(page: Page) {
  return page.getByRole("dialog", { name: TITLE });
}

async function openDialog(page: Page) {
  await page.goto(APP);
  await page
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" })
    .click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a visitor requests the document, sees the thanks view and gets the mail", async ({ page }) => {
  const email = `jinji-${Date.now()}@sakura-shoji.example`;
  const dialog = await openDialog(page);
  await expect(page).toHaveURL(`${APP}/document-request`);

  await expect(dialog).toContainText("メールは30分以内に届きます。");
  await expect(dialog).toContainText("ご入力いただいた情報は、アプリの提供元には通知されません。");
  const cover = dialog.getByRole("img", { name: "「あさぎ給与クラウド」の資料の表紙" });
  await expect(cover).toHaveAttribute("width", "248");
  await expect(cover).toHaveAttribute("height", "140");
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByText("必須", { exact: true })).toBeVisible();
  await expect(dialog.getByText("会社のメールアドレスを入力してください。")).toBeVisible();
  await expect(dialog.getByRole("checkbox")).toHaveCount(11);

  const send = dialog.getByRole("button", { name: "送信する" });
  await expect(send).toBeDisabled();
  const field = dialog.getByRole("textbox", { name: /送付先メールアドレス/ });
  await expect(field).toHaveAttribute("type", "email");
  await field.fill(email);
  await expect(send).toBeEnabled();
  await dialog.getByRole("checkbox", { name: "勤怠管理" }).check();
  await dialog.getByRole("checkbox", { name: "給与・会計" }).check();
  await expectNoAxeViolations(page);
  await send.click();

  const thanks = page.getByRole("dialog", { name: "資料請求を受け付けました" });
  await expect(thanks).toContainText("「あさぎ給与クラウド」の資料のご案内をメールでお送りします。");
  await expect(thanks.locator("[data-document-request-thanks-image]")).toBeVisible();
  await expect(page).toHaveURL(`${APP}/document-request/thanks`);
  await thanks.getByRole("button", { name: "閉じる" }).first().click();
  await expect(thanks).toBeHidden();
  await expect(page).toHaveURL(APP);

  // The job worker delivers within seconds here; the outbox page lists the mail.
  await expect
    .poll(
      async () => {
        await page.goto("/_dev/mail");
        return page.locator("[data-mail]").filter({ hasText: email }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const mail = page.locator("[data-mail]").filter({ hasText: email });
  await expect(mail.locator("[data-mail-subject]")).toHaveText(/「あさぎ給与クラウド」の資料のご案内/);
  await expect(mail).toContainText("https://www.asagi-payroll.example/documents/asagi-payroll.pdf");
  await expect(mail).toContainText("アプリの提供元には通知されていません");
});

test("a bad e-mail address shows the server's message by the field and keeps what was typed", async ({ page }) => {
  const dialog = await openDialog(page);
  const field = dialog.getByRole("textbox", { name: /送付先メールアドレス/ });
  await field.fill("not-an-address");
  await dialog.getByRole("checkbox", { name: "ストレスチェック" }).check();
  await dialog.getByRole("button", { name: "送信する" }).click();
  await expect(dialog.locator('[data-field-error="email"]')).toHaveText(
    "送付先メールアドレスの形式が正しくありません。",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("not-an-address");
  await expect(dialog.getByRole("checkbox", { name: "ストレスチェック" })).toBeChecked();
  await expect(page).toHaveURL(`${APP}/document-request`);
  await expectNoAxeViolations(page);

  // Closing returns the address to the app page; pressing the button again opens a fresh dialog.
  await dialog.getByRole("button", { name: "キャンセル" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(APP);
  await page
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" })
    .click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(page).toHaveURL(`${APP}/document-request`);
});

test("an address asked for too often is refused in the visitor's language, keeping what was typed", async ({
  page,
  baseURL,
}) => {
  // The store mails one address at most 5 times an hour (RATE_LIMIT_DOCUMENT_REQUESTS_PER_ADDRESS).
  const email = `limited-${Date.now()}@sakura-shoji.example`;
  for (let i = 0; i < 5; i++) {
    const accepted = await page.request.post("/api/apps/asagi-payroll/document_request", {
      headers: { origin: baseURL ?? "" },
      data: { email, surveyAnswers: { interesting: [] } },
    });
    expect(accepted.status()).toBe(202);
  }

  const dialog = await openDialog(page);
  const field = dialog.getByRole("textbox", { name: /送付先メールアドレス/ });
  await field.fill(email);
  await dialog.getByRole("checkbox", { name: "勤怠管理" }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/document_request"));
  await dialog.getByRole("button", { name: "送信する" }).click();
  expect((await answer).status()).toBe(429);

  const alert = dialog.locator("[data-document-request-error]");
  await expect(alert).toContainText("資料請求の回数が上限に達しました。入力内容はそのまま残っています。");
  await expect(alert).toContainText(/\d+分ほど待ってから、もう一度送信してください。/);
  await expect(field).toHaveValue(email);
  await expect(dialog.getByRole("checkbox", { name: "勤怠管理" })).toBeChecked();
  await expect(dialog.getByRole("button", { name: "送信する" })).toBeEnabled();
  await expect(page).toHaveURL(`${APP}/document-request`);
  await expectNoAxeViolations(page);
});

test("another site cannot make the store send mail", async ({ request }) => {
  const body = { email: `cross-site-${Date.now()}@sakura-shoji.example`, surveyAnswers: { interesting: [] } };
  const url = "/api/apps/asagi-payroll/document_request";
  expect((await request.post(url, { headers: { origin: "https://evil.example" }, data: body })).status()).toBe(403);
  // A form post or a no-CORS fetch can only send text/plain, never JSON.
  const plain = await request.post(url, {
    headers: { origin: "https://evil.example", "content-type": "text/plain" },
    data: JSON.stringify(body),
  });
  expect([403, 415]).toContain(plain.status());
});

test("the dialog's addresses open the app page with the dialog", async ({ page }) => {
  await page.goto(`${APP}/document-request`);
  await expect(dialogOf(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText("あさぎ給与クラウド");

  await page.goto(`${APP}/document-request/thanks`);
  const thanks = page.getByRole("dialog", { name: "資料請求を受け付けました" });
  await expect(thanks).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(thanks).toBeHidden();
  await expect(page).toHaveURL(APP);

  const missing = await page.goto("/apps/no-such-app/document-request");
  expect(missing?.status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the dialog fits 375 px", async ({ page }) => {
    const dialog = await openDialog(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test("closed with Esc, a dialog gives the focus back to the control that opened it (issue 31)", async ({ page }) => {
  await page.goto(APP);
  const button = page
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(dialogOf(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  const signIn = page.getByRole("banner").getByRole("button", { name: "ログイン", exact: true });
  await expect(signIn).toBeEnabled();
  await signIn.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(signIn).toBeFocused();
});
