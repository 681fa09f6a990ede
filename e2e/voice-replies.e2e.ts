import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// Provider replies (issue 28): ときわタイム's developer opens 利用者の声 from the developer home,
// keeps ときわ顔認証打刻's voices, replies to one, edits the reply and deletes it; the store's app
// page shows the reply under the voice while it exists; 報告する opens the store's report dialog for
// the voice. In Japanese and English at 1280 and 375 px, by keyboard where it matters, axe clean.
// The views run in turn: they answer the same voice.

const PROVIDER_EMAIL = "dev@tokiwa-time.example";
const APP_CODE = "tokiwa-face";
const APP_NAME = "ときわ顔認証打刻";

type TView = {
  name: string;
  browserLocale: "ja-JP" | "en-US";
  width: 1280 | 375;
  texts: {
    nav: string;
    title: string;
    filterApp: string;
    show: string;
    reply: string;
    replyLabel: string;
    send: string;
    cancel: string;
    edit: string;
    delete: string;
    published: string;
    updated: string;
    deleted: string;
    required: string;
    storeSection: string;
    storeList: string;
    storeReply: string;
    voicesList: string;
    report: string;
    reportDialog: string;
    reportReason: string;
    cancelDialog: string;
  };
};

type TTexts = TView["texts"];

const JA: TTexts = {
  nav: "利用者の声",
  title: "利用者の声",
  filterApp: "アプリ",
  show: "表示する",
  reply: "返信する",
  replyLabel: "返信",
  send: "送信する",
  cancel: "キャンセル",
  edit: "返信を編集",
  delete: "返信を削除",
  published: "返信を公開しました。",
  updated: "返信を更新しました。",
  deleted: "返信を削除しました。",
  required: "入力してください。",
  storeSection: "利用者の声",
  storeList: "利用者の声の一覧",
  storeReply: "提供者からの返信",
  voicesList: "利用者の声の一覧",
  report: "報告する",
  reportDialog: "利用者の声を報告する",
  reportReason: "宣伝・スパム・リンクがある",
  cancelDialog: "キャンセル",
};

const EN: TTexts = {
  nav: "Reviews",
  title: "Reviews",
  filterApp: "App",
  show: "Show",
  reply: "Reply",
  replyLabel: "Reply",
  send: "Send",
  cancel: "Cancel",
  edit: "Edit reply",
  delete: "Delete reply",
  published: "Your reply has been published.",
  updated: "Your reply has been updated.",
  deleted: "Your reply has been deleted.",
  required: "This field is required.",
  storeSection: "Reviews",
  storeList: "List of reviews",
  storeReply: "Reply from the provider",
  voicesList: "Reviews",
  report: "Report",
  reportDialog: "Report a review",
  reportReason: "It is an advert, spam or contains links",
  cancelDialog: "Cancel",
};

const VIEWS: TView[] = [
  { name: "in Japanese at 1280 px", browserLocale: "ja-JP", width: 1280, texts: JA },
  { name: "in Japanese at 375 px", browserLocale: "ja-JP", width: 375, texts: JA },
  { name: "in English at 1280 px", browserLocale: "en-US", width: 1280, texts: EN },
  { name: "in English at 375 px", browserLocale: "en-US", width: 375, texts: EN },
];

async function newPage(browser: Browser, view: TView): Promise<Page> {
  const context = await browser.newContext({
    locale: view.browserLocale,
    viewport: { width: view.width, height: view.width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

async function signInAsProvider(page: Page): Promise<void> {
  const response = await page.request.post("/api/developers/auth/sign_in", {
    data: { email: PROVIDER_EMAIL, password: "demo-password" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The voice on the store's app page whose heading is `title`, and its reply block. */
async function storeVoice(page: Page, view: TView, title: string) {
  await page.goto(`/apps/${APP_CODE}`);
  const section = page.getByRole("region", { name: view.texts.storeSection, exact: true });
  return section.getByRole("list", { name: view.texts.storeList, exact: true }).getByRole("article", { name: title });
}

test.describe.configure({ mode: "serial" });

for (const view of VIEWS) {
  test(`a provider replies to a voice, edits and deletes the reply, ${view.name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = view.texts;
    const page = await newPage(browser, view);
    await signInAsProvider(page);

    // From the developer home: the menu card and the navigation both lead to the page.
    await page.goto("/developers");
    const card = page.getByRole("link", {
      name: new RegExp(view.browserLocale === "ja-JP" ? "利用者の声への返信" : "Reply to reviews"),
    });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/developers\/voices$/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    if (view.width === 1280)
      await expect(page.getByRole("navigation").getByRole("link", { name: t.nav, exact: true })).toBeVisible();

    // Keep one app: a GET form, so the filtered view is a link.
    const filter = page.getByLabel(t.filterApp, { exact: true });
    const option = filter.locator("option").filter({ hasText: APP_NAME });
    await filter.selectOption((await option.getAttribute("value")) ?? "");
    await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(/\/developers\/voices\?appId=\d+$/);
    const voices = page.getByRole("list", { name: t.voicesList, exact: true }).getByRole("listitem");
    await expect(voices).toHaveCount(2);
    for (const voice of await voices.all()) await expect(voice).toContainText(APP_NAME);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const article = voices.first().getByRole("article");
    const title = (await article.getByRole("heading", { level: 2 }).textContent()) ?? "";
    expect(title).not.toBe("");

    // Open the form by keyboard; an empty reply is refused in place, what is typed is kept.
    const replyButton = article.getByRole("button", { name: new RegExp(`^${t.reply}`) });
    await replyButton.focus();
    await page.keyboard.press("Enter");
    const field = article.getByLabel(t.replyLabel, { exact: true });
    await expect(field).toBeFocused();
    await article.getByRole("button", { name: t.send }).click();
    await expect(article.locator('[data-field-error="text"]')).toHaveText(t.required);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const first = `${view.name}: ご利用ありがとうございます。`;
    await field.fill(first);
    await expect(article.locator('[data-field-error="text"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await article.getByRole("button", { name: t.send }).click();
    await expect(article.getByRole("status")).toHaveText(t.published);
    const reply = article.locator("[data-voice-reply]");
    await expect(reply).toContainText(first);
    await expect(reply.getByRole("heading", { level: 3 })).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The store shows it under the voice.
    const store = await newPage(browser, view);
    const onStore = await storeVoice(store, view, title);
    await expect(onStore.locator("[data-voice-reply]")).toContainText(t.storeReply);
    await expect(onStore.locator("[data-voice-reply]")).toContainText(first);

    // Edit: the form starts with the reply; cancelling keeps it, sending replaces it.
    await reply.getByRole("button", { name: new RegExp(`^${t.edit}`) }).click();
    await expect(field).toHaveValue(first);
    await article.getByRole("button", { name: t.cancel }).click();
    await expect(reply).toContainText(first);
    await reply.getByRole("button", { name: new RegExp(`^${t.edit}`) }).click();
    const second = `${first}\n次の版で改善します。`;
    await field.fill(second);
    await article.getByRole("button", { name: t.send }).click();
    await expect(article.getByRole("status")).toHaveText(t.updated);
    await expect(reply).toContainText("次の版で改善します。");
    await page.reload();
    await expect(page.locator("[data-voice-reply]").filter({ hasText: "次の版で改善します。" })).toHaveCount(1);
    const onStoreEdited = await storeVoice(store, view, title);
    await expect(onStoreEdited.locator("[data-voice-reply]")).toContainText("次の版で改善します。");

    // Delete, after the confirmation: the button to reply comes back and has the focus.
    const reloaded = page.getByRole("list", { name: t.voicesList, exact: true }).getByRole("article", { name: title });
    page.once("dialog", (dialog) => void dialog.accept());
    await reloaded.getByRole("button", { name: new RegExp(`^${t.delete}`) }).click();
    await expect(reloaded.getByRole("status")).toHaveText(t.deleted);
    await expect(reloaded.locator("[data-voice-reply]")).toHaveCount(0);
    await expect(reloaded.getByRole("button", { name: new RegExp(`^${t.reply}`) })).toBeFocused();
    await expectNoAxeViolations(page);
    const onStoreDeleted = await storeVoice(store, view, title);
    await expect(onStoreDeleted).toBeVisible();
    await expect(onStoreDeleted.locator("[data-voice-reply]")).toHaveCount(0);

    // 報告する opens the store's report dialog for this voice; cancelling sends nothing and gives the focus back.
    const report = reloaded.getByRole("button", { name: new RegExp(`^${t.report}`) });
    await report.click();
    const dialog = page.getByRole("dialog", { name: t.reportDialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await dialog.getByRole("radio", { name: t.reportReason }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: t.cancelDialog, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(report).toBeFocused();
  });
}

test("a visitor is sent to sign in, and the API refuses them", async ({ page }) => {
  await page.goto("/developers/voices");
  await expect(page).toHaveURL(/\/developers\/auth\/sign_in\?callbackUrl=/);
  const response = await page.request.put("/api/developers/voices/1/reply", {
    data: { text: "返信" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(401);
});
