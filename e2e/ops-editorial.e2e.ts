// The operator's editorial console (issue 11): a campaign scheduled for the coming minute is previewed,
// stays off /campaigns until its start and then appears there and on the home page without a
// restart or a job run; a news item and a special are created, published and seen on their public
// pages; an operator writes a special's English version (issue 31), read by English visitors only;
// the list and the form are axe-clean at 1280 and 375 px. Each test makes its own items.
import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { contextFor, expectNoOverflow } from "./support/journey";
import { expect, type Page, test } from "./support/test";

const DEMO_OPERATOR = "operator@store.example";
const DEMO_PASSWORD = "demo-password";

async function signInAsOperator(page: Page): Promise<void> {
  const answer = await page.request.fetch("/api/ops/auth/sign_in", {
    method: "POST",
    data: { email: DEMO_OPERATOR, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(answer.status()).toBe(200);
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A `datetime-local` value in Japan time, as the console reads every time (issue 31). */
function japanTimeInput(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Fills the one form and creates the item; lands on its edit page saying it is not published yet. */
async function createThroughForm(page: Page, kindName: string, fields: Record<string, string>): Promise<void> {
  await page.goto("/ops/editorial");
  await page.getByRole("link", { name: kindName, exact: true }).click();
  await page.getByRole("link", { name: "新規作成" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`新規作成：${kindName}`);
  const create = page.getByRole("button", { name: "作成する" });
  await expect(create).toBeEnabled();
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await create.click();
  await expect(page.getByRole("status").filter({ hasText: "作成しました。" })).toBeVisible({ timeout: 30_000 });
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "今すぐ公開" }).click();
  await expect(page.getByText("公開しました。", { exact: true })).toBeVisible({ timeout: 20_000 });
}

test("a campaign scheduled for the coming minute appears on /campaigns at its start, with no restart", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsOperator(page);
  const title = unique("一分後のキャンペーン");
  // The next whole minute at least 30 s from now (the field has minutes only): time enough to
  // create, publish and preview it, and to see it absent, before it starts.
  const start = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 24 * 3_600_000);
  await createThroughForm(page, "キャンペーン", {
    タイトル: title,
    説明: "一分後に始まる e2e のキャンペーンです。",
    特典: "初月無料",
    条件: "新規のお申し込みのみ",
    開始日時: japanTimeInput(start),
    "終了日時（この日時を含みません）": japanTimeInput(end),
  });
  await publishNow(page);
  await expect(page.locator("[data-publication-panel]").locator("..").locator("[data-state]")).toHaveText("公開予定");

  await page.getByRole("link", { name: "プレビュー" }).click();
  await expect(page.locator("[data-editorial-preview-bar]")).toContainText("公開予定");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/campaigns");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  expect(Date.now()).toBeLessThan(start.getTime());

  // Nothing can change before the start: the page is read again from then on only.
  await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now()));
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("heading", { name: title }).count();
      },
      { timeout: 60_000, intervals: [0, 2_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
  await page.goto("/");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("a news item and a special are created, published, seen on their public pages, and reordered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOperator(page);
  const news = unique("e2e のお知らせ");
  await createThroughForm(page, "お知らせ", {
    タイトル: news,
    "本文（HTML）": "<p>ストアからのお知らせです。</p><script>alert(1)</script>",
    カテゴリー: "お知らせ、機能",
  });
  await publishNow(page);
  await page.goto("/");
  await expect(page.locator("section[aria-labelledby=news-heading]").getByText(news)).toBeVisible();

  const special = unique("e2e の特集");
  await createThroughForm(page, "特集", { タイトル: special, 説明: "e2e で作った特集です。" });
  await publishNow(page);
  await page.goto("/specials");
  await page.getByRole("link", { name: special }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(special);

  // A new special comes last; one step up moves it above its neighbour, and says so.
  await page.goto("/ops/editorial/specials");
  const rows = page.locator("[data-editorial-item]");
  const titles = async () => rows.locator("h2").allTextContents();
  const before = (await titles()).indexOf(special);
  expect(before).toBeGreaterThan(0);
  await page.getByRole("button", { name: `${special}を上へ移動` }).click();
  await expect(page.getByText(`${special}を上へ移動しました。`)).toBeVisible();
  await expect.poll(async () => (await titles()).indexOf(special)).toBe(before - 1);
});

test("an operator writes a special's English version at 375 px and previews it; English visitors read it, others the Japanese with the notice", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOperator(page);
  const special = unique("翻訳つきの特集");
  await createThroughForm(page, "特集", { タイトル: special, 説明: "日本語の説明です。" });
  const versions = page.locator("[data-translations]");
  await expect(versions.getByRole("heading", { name: "ほかの言語の版" })).toBeVisible();
  await expect(versions.getByRole("combobox", { name: "言語" })).toHaveValue("en-us");
  // A version without its title is refused at that field, the rest kept.
  await versions.getByRole("textbox", { name: "English：説明", exact: true }).fill("Picked for the new fiscal year.");
  await page.getByRole("button", { name: "保存する" }).click();
  const title = versions.getByRole("textbox", { name: "English：タイトル", exact: true });
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(versions.getByText("この言語の版にはタイトルを入力してください。")).toBeVisible();
  await expect(versions.getByRole("textbox", { name: "English：説明", exact: true })).toHaveValue(
    "Picked for the new fiscal year.",
  );
  const english = `Spring picks ${Date.now().toString(36)}`;
  await title.fill(english);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "保存しました。" })).toBeVisible();
  await expect(versions.locator("[data-translated-locales]")).toHaveText("版あり：English");
  await expectNoOverflow(page);
  await publishNow(page);
  const editPath = new URL(page.url()).pathname;
  const path = editPath.replace("/ops/editorial/specials/", "/specials/");

  for (const view of [
    { locale: "en-US", width: 375, heading: english, notice: 0 },
    { locale: "vi", width: 1280, heading: special, notice: 1 },
  ]) {
    const context = await contextFor(browser, null, view);
    const visitor = await context.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(view.heading);
    await expect(visitor.locator("[data-japanese-only]")).toHaveCount(view.notice);
    await context.close();
  }

  // The operator's preview shows the Japanese first and each written version on request.
  await page.goto(`${editPath}/preview`);
  const languages = page.getByRole("navigation", { name: "表示する言語" });
  await expect(languages.getByRole("link")).toHaveText(["日本語", "English"]);
  await expect(languages.getByRole("link", { name: "日本語" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(special);
  await languages.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${editPath}/preview?lang=en-us`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);
  // A language without a version, or none at all, shows the Japanese.
  await page.goto(`${editPath}/preview?lang=vi`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(special);
  await page.goto(`${editPath}/preview?lang=xx`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(special);
});

for (const width of [1280, 375]) {
  test(`the editorial index, list and form are axe-clean with no overflow at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsOperator(page);
    for (const path of ["/ops/editorial", "/ops/editorial/campaigns", "/ops/editorial/campaigns/new"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.endsWith("/new")) await expect(page.getByRole("button", { name: "作成する" })).toBeEnabled();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    // A refusal keeps what was typed and names the field.
    await page.getByRole("textbox", { name: "タイトル", exact: true }).fill("期間のないキャンペーン");
    await page.getByRole("button", { name: "作成する" }).click();
    await expect(page.locator("form [role=alert]")).toBeVisible();
    await expect(page.locator('[data-field-issue="startsAt"]')).toBeVisible();
    await expect(page.getByRole("textbox", { name: "タイトル", exact: true })).toHaveValue("期間のないキャンペーン");
    await expectNoAxeViolations(page);
  });
}
