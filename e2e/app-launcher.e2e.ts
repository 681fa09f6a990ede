import { expect, type Page, test } from "./support/test";
import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// SPEC §2 Shell app launcher (issue 13 item 3): the current tenant's installed apps, favourite and
// all modes, three sorts, a search that says 'App not found', favourites kept on the server per
// person and tenant. 佐藤 健 is a plain user of さくら商事, which has eleven apps installed in the
// demo data (other tests may install more in parallel). Favourites are his, whatever the language:
// the two languages run one after another, and each starts by clearing the stars a failed try left.
test.describe.configure({ mode: "default" });

/** How the demo names with kanji or katakana read, folded as the store folds them (the others sort as written). */
const READINGS: Record<string, string> = {
  あまつぼし安否確認: "あまつぼしあんぴかくにん",
  給与計算オプション: "きゅうよけいさんおぷしょん",
  こもれび会計: "こもれびかいけい",
  こもれび給与: "こもれびきゅうよ",
  こもれび経費: "こもれびけいひ",
  "組織図ビューア（Labs）": "そしきずびゅーあ(labs)",
  データ連携: "でーたれんけい",
  ときわ勤怠: "ときわきんたい",
  "ときわ勤怠 クラシック": "ときわきんたい くらしっく",
  ともしび人事評価: "ともしびじんじひょうか",
  みちしるべ通勤経路検索: "みちしるべつうきんけいろけんさく",
};
const SATO = /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/;

const LABELS = {
  "ja-JP": {
    logIn: "ログイン",
    launcher: "アプリ",
    favorites: "お気に入り",
    all: "すべて",
    search: "アプリを検索",
    sort: "並び順",
    nameAsc: "名前（昇順）",
    nameDesc: "名前（降順）",
    notFound: "アプリが見つかりません",
    noFavorites: "お気に入りのアプリはまだありません",
    star: (name: string) => `「${name}」をお気に入りにする`,
    starred: "こもれび会計",
    starredCode: "komorebi-kaikei",
    collator: "ja",
  },
  "en-US": {
    logIn: "Log in",
    launcher: "Apps",
    favorites: "Favorites",
    all: "All",
    search: "Search apps",
    sort: "Sort order",
    nameAsc: "Name (A to Z)",
    nameDesc: "Name (Z to A)",
    notFound: "App not found",
    noFavorites: "No favorite apps yet",
    star: (name: string) => `Favorite ${name}`,
    starred: "こもれび給与",
    starredCode: "komorebi-kyuyo",
    collator: "en-US",
  },
};

for (const [locale, l] of Object.entries(LABELS)) {
  test.describe(locale, () => {
    test.use({ locale });

    const launcher = (page: Page) => page.locator("[data-app-launcher]");
    const openLauncher = async (page: Page) => {
      // The account area loads after the page: a click before it is ready opens nothing.
      await expect(async () => {
        if (!(await launcher(page).isVisible()))
          await page.locator("header").getByRole("button", { name: l.launcher, exact: true }).click();
        await expect(launcher(page)).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expect(launcher(page).getByRole("status")).toHaveAttribute("aria-busy", "false");
    };
    const names = (page: Page) => launcher(page).getByRole("listitem").getByRole("link").allTextContents();

    test("lists the tenant's apps, sorts, searches and keeps a favourite", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/apps");
      await page.locator("header").getByRole("button", { name: l.logIn, exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: l.logIn, exact: true }).click();
      await page.waitForURL((url) => url.origin === suiteURL);
      await page.getByRole("button", { name: SATO }).click();
      await page.getByRole("button", { name: "許可する" }).click();
      await page.waitForURL((url) => url.origin !== suiteURL && url.pathname === "/apps");

      for (const { starredCode: code } of Object.values(LABELS)) {
        const cleared = await page.request.delete(`/api/launcher/favorites/${code}`, { headers: { origin: baseURL } });
        expect(cleared.status()).toBe(204);
      }

      await openLauncher(page);
      const panel = launcher(page);
      const listed = await names(page);
      expect(listed.length).toBeGreaterThanOrEqual(11);
      expect(listed).toContain("ときわ勤怠");
      expect(listed).toContain(l.starred);

      // Name orders, by the language's collation of the names' readings (issue 31: 50音 order, so
      // 給与計算 (きゅうよ…) sorts among the か行, not after every kana name).
      const collator = new Intl.Collator(l.collator);
      const byReading = (a: string, b: string) => collator.compare(READINGS[a] ?? a, READINGS[b] ?? b);
      await panel.getByLabel(l.sort).selectOption({ label: l.nameAsc });
      expect(await names(page)).toEqual([...listed].sort(byReading));
      await panel.getByLabel(l.sort).selectOption({ label: l.nameDesc });
      expect(await names(page)).toEqual([...listed].sort(byReading).reverse());

      // Search, and SPEC §2's 'App not found'.
      await panel.getByLabel(l.search).fill("こもれび");
      await expect(panel.getByRole("listitem").getByRole("link", { name: l.starred })).toBeVisible();
      expect((await names(page)).sort()).toEqual(listed.filter((name) => name.includes("こもれび")).sort());
      // Typed in half-width katakana, as the store's search folds it (issue 31).
      await panel.getByLabel(l.search).fill("ｺﾓﾚﾋﾞ");
      await expect(panel.getByRole("listitem").getByRole("link", { name: l.starred })).toBeVisible();
      expect((await names(page)).sort()).toEqual(listed.filter((name) => name.includes("こもれび")).sort());
      await panel.getByLabel(l.search).fill("存在しないアプリ");
      await expect(panel.getByText(l.notFound)).toBeVisible();
      await panel.getByLabel(l.search).fill("");

      // No favourites yet; star one, and only it is in the favourite mode.
      await panel.getByText(l.favorites, { exact: true }).click();
      await expect(panel.getByText(l.noFavorites)).toBeVisible();
      await panel.getByText(l.all, { exact: true }).click();
      const star = panel.getByRole("button", { name: l.star(l.starred) });
      await expect(star).toHaveAttribute("aria-pressed", "false");
      const saved = page.waitForResponse(
        (response) => response.url().includes("/api/launcher/favorites/") && response.request().method() === "PUT",
      );
      await star.click();
      expect((await saved).status()).toBe(204);
      await expect(star).toHaveAttribute("aria-pressed", "true");

      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
      }

      // The star is kept on the server: after a reload it is still there.
      await page.reload();
      await openLauncher(page);
      await launcher(page).getByText(l.favorites, { exact: true }).click();
      await expect(launcher(page).getByRole("listitem")).toHaveCount(1);
      await expect(launcher(page).getByRole("listitem").getByRole("link")).toHaveText(l.starred);
      await expectNoAxeViolations(page);

      // Unstarring takes it out of the favourite mode at once.
      await launcher(page)
        .getByRole("button", { name: l.star(l.starred) })
        .click();
      await expect(launcher(page).getByText(l.noFavorites)).toBeVisible();

      // Issue 31: the mode chosen last is kept across a reload; each tile shows a logo and the
      // whole name as its tooltip, and an app with its own address opens it in a new tab.
      await page.reload();
      await openLauncher(page);
      await expect(launcher(page).getByText(l.noFavorites)).toBeVisible();
      await launcher(page).getByText(l.all, { exact: true }).click();
      const tile = launcher(page).locator(`[data-launcher-app="${l.starredCode}"]`);
      await expect(tile).toHaveAttribute("title", l.starred);
      await expect(tile.locator("img")).toHaveAttribute("src", /logo/);
      const external = launcher(page).locator("a[data-launcher-app][target=_blank]").first();
      await expect(external).toHaveAttribute("rel", /noopener/);
      await expect(external).toHaveAttribute("href", /^https:\/\//);
    });
  });
}
