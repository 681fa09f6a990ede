import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// The users' rating on the store's list (issue 28): a card shows the average with its stars and the
// number of voices; /apps sorts by rating and keeps apps at or above a minimum rating. The demo
// catalog rates its apps through its voices (packages/db/src/seed/demo); あさぎ給与クラウド has 8.

type TView = { browserLocale: "ja-JP" | "en-US"; width: 1280 | 375 };

async function newPage(browser: Browser, view: TView): Promise<Page> {
  const context = await browser.newContext({
    locale: view.browserLocale,
    viewport: { width: view.width, height: view.width === 375 ? 812 : 900 },
  });
  return context.newPage();
}

const cards = (page: Page) => page.locator("[data-app-card]");
const ratingOf = (card: ReturnType<Page["locator"]>) =>
  card.locator("[data-card-rating] dd > span[aria-hidden='true']");

/** The averages the cards show, in order; an unrated app's card has none and is left out. */
async function shownRatings(page: Page): Promise<number[]> {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  const texts = await cards(page).locator("[data-card-rating] dd > span[aria-hidden='true']").allTextContents();
  return texts.map(Number);
}

/** The number of apps the list says it found. */
async function foundCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole("status")
      .filter({ hasText: /件のアプリ$/ })
      .textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("ratings on the app list", () => {
  test("in Japanese at 1280 px: the card's rating, the sort by rating and the minimum rating", async ({ browser }) => {
    const page = await newPage(browser, { browserLocale: "ja-JP", width: 1280 });
    await page.goto(`/apps?q=${encodeURIComponent("あさぎ給与クラウド")}`);
    const payroll = cards(page).filter({ has: page.getByRole("link", { name: "あさぎ給与クラウド", exact: true }) });
    const rating = payroll.locator("[data-card-rating]");
    await expect(rating).toContainText("評価");
    // The stars are decoration; the words say the value.
    await expect(rating).toContainText(/5点中[1-5]\.\d点/);
    await expect(ratingOf(payroll)).toHaveText(/^[1-5]\.\d$/);
    await expect(payroll).toContainText(/利用者の声\s*8件/);

    await page.goto("/apps");
    await page.getByLabel("並び替え").selectOption({ label: "評価が高い順" });
    await expect(page).toHaveURL(/\/apps\?sort=rating$/);
    const sorted = await shownRatings(page);
    expect(sorted.length).toBeGreaterThan(5);
    const all = await foundCount(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await expectNoAxeViolations(page);

    const filters = page.getByRole("complementary", { name: "絞り込み" });
    await filters.getByRole("radio", { name: "星4以上" }).check();
    await expect(page).toHaveURL(/\/apps\?rating=4&sort=rating$/);
    await expect(page.getByRole("list", { name: "選択中の条件" }).getByRole("link", { name: /星4以上/ })).toBeVisible();
    const atLeastFour = await shownRatings(page);
    expect(atLeastFour.every((value) => value >= 4)).toBe(true);
    expect(atLeastFour.length).toBeGreaterThan(0);
    expect(await foundCount(page)).toBeLessThan(all);
    await expect(cards(page)).toHaveCount(atLeastFour.length);
    await expectNoAxeViolations(page);

    // "Any" lifts the filter again; the sort stays.
    await filters.getByRole("group", { name: "利用者の評価" }).getByRole("radio", { name: "すべて" }).check();
    await expect(page).toHaveURL(/\/apps\?sort=rating$/);
  });

  test("in English at 375 px: the filter sheet's minimum rating and the sort, fitting the screen", async ({
    browser,
  }) => {
    const page = await newPage(browser, { browserLocale: "en-US", width: 375 });
    await page.goto("/apps");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("radio", { name: "3 stars and up" }).check();
    await expect(page).toHaveURL(/\/apps\?rating=3$/);
    await expectNoAxeViolations(page);
    await sheet.getByRole("button", { name: /^Show [\d,]+\+? apps?$/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

    await page.getByLabel("Sort by").selectOption({ label: "Highest rated" });
    await expect(page).toHaveURL(/\/apps\?rating=3&sort=rating$/);
    const ratings = await shownRatings(page);
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((value) => value >= 3)).toBe(true);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await expect(cards(page)).toHaveCount(ratings.length);
    await expect(cards(page).first().locator("[data-card-rating]")).toContainText(/Rated [1-5]\.\d out of 5/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
