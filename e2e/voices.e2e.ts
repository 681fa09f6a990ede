import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// The app page's voices section (issue 28): the rating summary, then the published voices, newest
// or most helpful first, in one language or all, ten a page, all through plain links that land on
// the section. あまつぼし安否確認 has 13 voices in the demo catalog, 3 of them in English;
// せせらぎフォームビルダー none. A preview shows its live app's voices.

const APP = "/apps/amatsuboshi-anpi";
const VOICES = 13;
const ENGLISH = 3;
const NO_VOICES = "/apps/seseragi-form-builder";

type TView = { browserLocale: "ja-JP" | "en-US"; width: 1280 | 375 };

async function newPage(browser: Browser, view: TView): Promise<Page> {
  const context = await browser.newContext({
    locale: view.browserLocale,
    viewport: { width: view.width, height: view.width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

type TLocator = ReturnType<Page["locator"]>;

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const voiceItems = (voices: TLocator, name: string) => voices.getByRole("list", { name }).getByRole("listitem");

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("the voices section", () => {
  test("in Japanese at 1280 px: summary, newest ten, the next page, most helpful, English only", async ({
    browser,
  }) => {
    const page = await newPage(browser, { browserLocale: "ja-JP", width: 1280 });
    await page.goto(APP);
    const voices = section(page, "利用者の声");
    await expect(voices.getByRole("heading", { level: 2 })).toHaveText("利用者の声");

    const summary = voices.locator("[data-voice-summary]");
    await expect(summary).toContainText(`利用者の声 ${VOICES}件`);
    await expect(summary).toContainText(/平均評価 5段階中[1-5]\.\d/);
    const distribution = summary.getByRole("list", { name: "評価の内訳" }).getByRole("listitem");
    await expect(distribution).toHaveCount(5);
    await expect(distribution.first()).toHaveText(/^星5つ\d+件$/);
    await expect(distribution.last()).toHaveText(/^星1つ\d+件$/);

    // The newest ten, each with its stars in words, a title as a heading, and a date.
    const items = voiceItems(voices, "利用者の声の一覧");
    await expect(items).toHaveCount(10);
    await expect(voices).toContainText(`${VOICES}件中 1〜10件目`);
    await expect(items.first()).toContainText(/5段階中[1-5]/);
    await expect(voices.getByRole("heading", { level: 3 })).toHaveCount(10);
    const dates = await items
      .locator("article > p > time")
      .evaluateAll((times: Element[]) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toHaveLength(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A voice in English says so to a Japanese reader, and its text carries its language.
    await expect(voices.getByText("英語で投稿").first()).toBeVisible();
    await expect(voices.locator('p[lang="en-US"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await voices
      .getByRole("navigation", { name: "利用者の声のページ" })
      .getByRole("link", { name: "2ページ目" })
      .click();
    await expect(page).toHaveURL(`${APP}?voices_page=2#voices`);
    await expect(items).toHaveCount(VOICES - 10);
    await expect(voices).toContainText(`${VOICES}件中 11〜${VOICES}件目`);

    // A new order starts again at page 1, and the chosen order is marked.
    await voices.getByRole("link", { name: "参考になった順" }).click();
    await expect(page).toHaveURL(`${APP}?voices_sort=helpful#voices`);
    await expect(voices.getByRole("link", { name: "参考になった順" })).toHaveAttribute("aria-current", "true");
    await expect(voices.getByRole("link", { name: "新しい順" })).not.toHaveAttribute("aria-current", "true");
    await expect(items).toHaveCount(10);

    await voices.getByRole("link", { name: "英語", exact: true }).click();
    await expect(page).toHaveURL(`${APP}?voices_sort=helpful&voices_locale=en-us#voices`);
    await expect(items).toHaveCount(ENGLISH);
    for (const item of await items.all()) await expect(item).toContainText("英語で投稿");
    await expect(voices.getByRole("navigation", { name: "利用者の声のページ" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("works by keyboard: the choices are links in reading order", async ({ browser }) => {
    const page = await newPage(browser, { browserLocale: "ja-JP", width: 1280 });
    await page.goto(APP);
    const voices = section(page, "利用者の声");
    await voices.getByRole("link", { name: "新しい順" }).focus();
    await page.keyboard.press("Tab");
    await expect(voices.getByRole("link", { name: "参考になった順" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(voices.getByRole("link", { name: "すべての言語" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(voices.getByRole("link", { name: "日本語" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${APP}?voices_locale=ja#voices`);
    await expect(voiceItems(voices, "利用者の声の一覧")).toHaveCount(VOICES - ENGLISH);
    await expect(voices.getByText("英語で投稿")).toHaveCount(0);
  });

  test("in English at 375 px: fits the screen, pages and filters to Japanese", async ({ browser }) => {
    const page = await newPage(browser, { browserLocale: "en-US", width: 375 });
    await page.goto(APP);
    const voices = section(page, "Reviews");
    const summary = voices.locator("[data-voice-summary]");
    await expect(summary).toContainText(`${VOICES} reviews`);
    await expect(summary).toContainText(/Average rating [1-5]\.\d out of 5/);
    await expect(summary.getByRole("list", { name: "Ratings by stars" }).getByRole("listitem").first()).toHaveText(
      /^5 stars\d+$/,
    );
    const items = voiceItems(voices, "List of reviews");
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText(/[1-5] out of 5/);
    await expect(voices).toContainText(`1–10 of ${VOICES}`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await voices.getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${APP}?voices_page=2#voices`);
    await expect(items).toHaveCount(VOICES - 10);
    await expect(voices).toContainText(`11–${VOICES} of ${VOICES}`);
    await expectNoSidewaysScroll(page);

    // A language starts again at page 1: the ten Japanese voices, each saying what it is written in.
    await voices.getByRole("link", { name: "Japanese", exact: true }).click();
    await expect(page).toHaveURL(`${APP}?voices_locale=ja#voices`);
    await expect(items).toHaveCount(VOICES - ENGLISH);
    for (const item of await items.all()) await expect(item).toContainText("Written in Japanese");
    await expect(voices.getByRole("navigation", { name: "Review pages" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("says so when no voice is published, in both languages", async ({ browser }) => {
    for (const [view, title, empty, write] of [
      [
        { browserLocale: "ja-JP", width: 1280 },
        "利用者の声",
        "まだ公開されている利用者の声はありません。",
        "利用者の声を書く",
      ],
      [{ browserLocale: "en-US", width: 375 }, "Reviews", "No reviews have been published yet.", "Write a review"],
    ] as const) {
      const page = await newPage(browser, view);
      await page.goto(NO_VOICES);
      const voices = section(page, title);
      await expect(voices).toContainText(empty);
      // No order, language or page to choose: the one link is the one to write a voice.
      await expect(voices.getByRole("link")).toHaveCount(1);
      await expect(voices.getByRole("link")).toHaveText(write);
      await expect(voices.getByRole("link")).toHaveAttribute("href", `${NO_VOICES}/voices/mine`);
      await expectNoAxeViolations(page);
    }
  });

  test("a preview shows the live app's voices, and its links keep the preview", async ({ browser }) => {
    const page = await newPage(browser, { browserLocale: "ja-JP", width: 1280 });
    const signIn = await page.request.post("/api/developers/auth/sign_in", {
      data: { email: "dev@kurogane-id.example", password: "demo-password" },
      headers: { origin: baseURL },
    });
    expect(signIn.status()).toBe(200);
    const own = (await (await page.request.get("/api/developers/apps")).json()).apps as {
      id: number;
      code: string;
      openDraftId: number | null;
    }[];
    const app = own.find((candidate) => candidate.code === "kurogane-sso");
    expect(app?.openDraftId).toEqual(expect.any(Number));
    const preview = `/apps/kurogane-sso?preview_app_id=${app?.openDraftId}`;
    await page.goto(preview);
    const voices = section(page, "利用者の声");
    await expect(voices.locator("[data-voice-summary]")).toContainText("利用者の声 3件");
    await expect(voiceItems(voices, "利用者の声の一覧")).toHaveCount(3);
    await voices.getByRole("link", { name: "参考になった順" }).click();
    await expect(page).toHaveURL(`${preview}&voices_sort=helpful#voices`);
    await expect(voices.getByRole("link", { name: "参考になった順" })).toHaveAttribute("aria-current", "true");
  });
});
