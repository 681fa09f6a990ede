import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { contextFor, expectNoOverflow, openWith, type TView } from "./support/journey";
import { type Browser, expect, type Page, test } from "./support/test";

// Writing a voice (issue 28), the author's side only: 山田 (さくら商事 has 勤怠 tokiwa-kintai, which
// あおぞらテック never installed) reaches the form from the app page, sees the automatic check find a
// phone number before sending and stop the send, sends without it, sees its status, edits it and
// deletes it; 鈴木 (あおぞらテック) reads why he cannot write one; a visitor is sent to sign in.
// The whole journey through moderation, replies and reports is voice-journey.e2e.ts.

const CODE = "tokiwa-kintai";
const PAGE = `/apps/${CODE}/voices/mine`;
const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
const SHOTS = process.env.VOICE_WRITING_SHOTS;

async function tenantPage(browser: Browser, pick: RegExp, path: string, view: TView = {}): Promise<Page> {
  const context = await contextFor(browser, null);
  const page = await context.newPage();
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: pick }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  const storage = JSON.stringify(await context.storageState());
  await context.close();
  return (await openWith(browser, storage, path, view)).page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("山田 writes a voice: the phone number is found before sending and blocks it; edit and delete", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await tenantPage(browser, YAMADA, `/apps/${CODE}`);
  await page.getByRole("link", { name: "利用者の声を書く" }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "利用者の声を書く" })).toBeVisible();

  // The rating is a radio group: Tab into it, arrows choose.
  const rating = page.getByRole("group", { name: "評価" });
  // The fields wait for the page's script (disabled until then).
  await expect(rating.getByRole("radio", { name: "星1つ", exact: true })).toBeEnabled();
  // Sent with nothing filled in: the page moves to the first field to fix, below the sticky header.
  await page.getByRole("button", { name: "送信する", exact: true }).click();
  const firstStar = rating.getByRole("radio", { name: "星1つ", exact: true });
  await expect(firstStar).toBeFocused();
  const headerBottom = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  expect((await rating.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
  await firstStar.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(rating.getByRole("radio", { name: "星4つ", exact: true })).toBeChecked();
  await page.getByLabel("タイトル", { exact: true }).fill("月末の締めが早くなりました");
  const body = page.getByRole("textbox", { name: "本文", exact: true });
  const text = "打刻の漏れがすぐにわかるので、月末の勤怠の締めが一日早く終わるようになりました。";
  await body.fill(`${text}不明点は 090-1234-5678 まで。`);
  const phone = "電話番号（末尾 5678）が含まれています。個人情報は書かないでください。";
  const checks = page.getByRole("region", { name: "自動チェックの結果" });
  await expect(checks).toContainText(phone);
  // Next to the field as well, and read with it.
  await expect(body).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-field-findings]").filter({ hasText: phone })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "1-phone-found");

  let sent = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith("/voices/mine")) sent += 1;
  });
  await page.getByRole("button", { name: "送信する", exact: true }).click();
  await expect(page.locator("[data-voice-form-error]")).toHaveText(
    "自動チェックで送信できない内容が見つかりました。直してから送信してください。",
  );
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(`${text}不明点は 090-1234-5678 まで。`);
  expect(sent).toBe(0);
  await shot(page, "2-send-blocked");

  await body.fill(text);
  await expect(checks).not.toContainText(phone);
  await page.getByRole("button", { name: "送信する", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "送信しました。運営担当者の確認後に公開されます。" }),
  ).toBeFocused();
  expect(sent).toBe(1);
  await expect(page.locator("[data-voice-status]")).toHaveText("確認待ち");
  await expect(page.getByRole("heading", { level: 1, name: "利用者の声を編集" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "3-sent");

  // After a reload the voice is still there, pending; the author edits it.
  await page.reload();
  await expect(page.locator("[data-voice-status]")).toHaveText("確認待ち");
  await page.getByRole("button", { name: "編集する" }).click();
  await expect(page.getByRole("radio", { name: "星4つ", exact: true })).toBeFocused();
  await expect(body).toHaveValue(text);
  await page.getByRole("radio", { name: "星5つ", exact: true }).check();
  await page.getByRole("button", { name: "送信する", exact: true }).click();
  await expect(page.locator("[data-voice-status]")).toHaveText("確認待ち");
  await expect(page.getByText("星5つ")).toBeVisible();

  // Delete asks once more.
  await page.getByRole("button", { name: "削除", exact: true }).click();
  await expect(page.getByText("この利用者の声を削除しますか？削除すると元に戻せません。")).toBeVisible();
  await page.getByRole("button", { name: "削除する", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "利用者の声を削除しました。" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "利用者の声を書く" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "本文", exact: true })).toHaveValue("");
});

test("at 375 px the form fits and shows the phone check", async ({ browser }) => {
  // Another app さくら商事 has, so this test does not meet the other one's voice.
  const page = await tenantPage(browser, YAMADA, "/apps/komorebi-kaikei/voices/mine", { width: 375 });
  await page
    .getByRole("textbox", { name: "本文", exact: true })
    .fill("連絡は 03-1234-5678 へ。とても使いやすい勤怠アプリです。");
  await expect(page.getByRole("region", { name: "自動チェックの結果" })).toContainText("電話番号（末尾 5678）");
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, "4-375");
});

test("鈴木, whose company never installed the app, reads why and gets no form", async ({ browser }) => {
  const page = await tenantPage(browser, SUZUKI, PAGE);
  await expect(
    page.getByText(
      "利用者の声を書けるのは、このアプリを導入している会社、または180日以内に導入していた会社の方だけです。",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "送信する" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /のページに戻る/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "5-not-eligible");
});

test("a visitor is asked to sign in first", async ({ browser }) => {
  const context = await contextFor(browser, null);
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/auth\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(PAGE);
});
