import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { contextFor, expectNoOverflow, openWith, type TView } from "./support/journey";
import { type Browser, expect, type Page, test } from "./support/test";

// Issue 28, under each voice of the app page: 佐藤 (a plain user of さくら商事) finds a voice helpful
// and the count goes up, a second press takes it back; a visitor pressing it is asked to sign in; a
// visitor reports a voice (a reason, and a note for 'other') and sees that the report is received.
// あまつぼし安否確認 has 13 published voices in the demo catalog. Each view works on voices of its
// own (ja the first two, en the next two), so the views run side by side.

const APP = "/apps/amatsuboshi-anpi";
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;

const VIEWS = {
  ja: {
    view: { locale: "ja-JP", width: 1280 },
    first: 0,
    voices: "利用者の声",
    list: "利用者の声の一覧",
    helpful: "参考になった",
    count: (n: number) => `${n}人が参考になったと回答`,
    signIn: "ログインが必要です",
    report: "報告する",
    reportTitle: "利用者の声を報告する",
    send: "送信する",
    reasonRequired: "報告の理由を選んでください。",
    other: "その他",
    note: "補足",
    noteRequired: "「その他」を選んだときは、補足に理由を書いてください。",
    noteText: "同じ内容の声が何件も投稿されています。",
    done: "報告を受け付けました。運営担当者が確認します。",
    close: "閉じる",
  },
  en: {
    view: { locale: "en-US", width: 375 },
    first: 2,
    voices: "Reviews",
    list: "List of reviews",
    helpful: "Helpful",
    count: (n: number) => `${n} ${n === 1 ? "person" : "people"} found this helpful`,
    signIn: "Please log in",
    report: "Report",
    reportTitle: "Report a review",
    send: "Send",
    reasonRequired: "Choose a reason for the report.",
    other: "Something else",
    note: "Details",
    noteRequired: "Please describe the problem when you choose “Something else”.",
    noteText: "The same review has been posted several times.",
    done: "Thank you. An operator will look at your report.",
    close: "Close",
  },
} as const;

type TTexts = (typeof VIEWS)[keyof typeof VIEWS];

/** 佐藤 signed in at the parent service, then the app page in the view's language and width. */
async function satoPage(browser: Browser, view: TView): Promise<Page> {
  const context = await contextFor(browser, null);
  const page = await context.newPage();
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(APP)}`);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: SATO }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  const storage = JSON.stringify(await context.storageState());
  await context.close();
  return (await openWith(browser, storage, APP, view)).page;
}

async function visitorPage(browser: Browser, view: TView): Promise<Page> {
  const page = await (await contextFor(browser, null, view)).newPage();
  await page.goto(APP);
  return page;
}

/** The n-th voice (0-based) on the first page of the voices section. */
const voice = (page: Page, text: TTexts, n: number) =>
  page
    .getByRole("region", { name: text.voices, exact: true })
    .getByRole("list", { name: text.list })
    .getByRole("listitem")
    .nth(n);

const countOf = async (page: Page, text: TTexts, n: number) =>
  Number(await voice(page, text, n).locator("[data-voice-helpful-count]").getAttribute("data-voice-helpful-count"));

for (const key of ["ja", "en"] as const) {
  const text = VIEWS[key];

  test(`佐藤 finds a voice helpful and takes it back (${key}, ${text.view.width} px)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await satoPage(browser, text.view);
    const item = voice(page, text, text.first);
    const helpful = item.getByRole("button", { name: text.helpful, exact: true });
    await expect(helpful).toBeEnabled();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    const before = await countOf(page, text, text.first);

    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(item).toContainText(text.count(before + 1));
    await expect(helpful).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);

    // The vote is kept: the page read again shows it pressed, with the same count.
    await page.reload();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await expect(item).toContainText(text.count(before + 1));

    // By keyboard, a second press takes it back.
    await helpful.focus();
    await page.keyboard.press("Enter");
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    expect(await countOf(page, text, text.first)).toBe(before);
    await page.context().close();
  });

  test(`a visitor pressing 'helpful' is asked to sign in (${key}, ${text.view.width} px)`, async ({ browser }) => {
    const page = await visitorPage(browser, text.view);
    const item = voice(page, text, text.first);
    const helpful = item.getByRole("button", { name: text.helpful, exact: true });
    await expect(helpful).toBeEnabled();
    const before = await countOf(page, text, text.first);
    await helpful.click();
    const dialog = page.getByRole("dialog", { name: text.signIn });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    expect(await countOf(page, text, text.first)).toBe(before);
    await page.context().close();
  });

  test(`a visitor reports a voice and is told it is received (${key}, ${text.view.width} px)`, async ({ browser }) => {
    const page = await visitorPage(browser, text.view);
    const item = voice(page, text, text.first + 1);
    const title = await item.getByRole("heading", { level: 3 }).textContent();
    const report = item.getByRole("button", { name: text.report, exact: true });
    await expect(report).toBeEnabled();
    await report.click();
    const dialog = page.getByRole("dialog", { name: text.reportTitle });
    await expect(dialog).toBeVisible();
    if (title) await expect(dialog).toContainText(title);
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);

    // Nothing chosen: the reason is asked for. 'Other' without a note: the note is, and it gets the focus.
    await dialog.getByRole("button", { name: text.send, exact: true }).click();
    await expect(dialog).toContainText(text.reasonRequired);
    await dialog.getByRole("radio", { name: text.other }).check();
    await dialog.getByRole("button", { name: text.send, exact: true }).click();
    await expect(dialog).toContainText(text.noteRequired);
    const note = dialog.getByRole("textbox", { name: text.note });
    await expect(note).toBeFocused();
    await expectNoAxeViolations(page);
    await note.fill(text.noteText);
    await dialog.getByRole("button", { name: text.send, exact: true }).click();

    // The same dialog now says the report is received, and its way out has the focus.
    const done = page.getByRole("dialog");
    await expect(done.getByText(text.done, { exact: true })).toBeVisible();
    await expect(done.getByRole("button", { name: text.close, exact: true }).first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(done).toBeHidden();
    await expect(report).toBeFocused();

    // The voice stays on the page while the operators look at it.
    await page.reload();
    await expect(voice(page, text, text.first + 1).getByRole("heading", { level: 3 })).toHaveText(title ?? "");
    await page.context().close();
  });
}
