import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoOverflow, signInThroughSuite } from "./support/journey";

// あさぎ給与クラウド is the demo catalog's most fully filled app.
const FULL_APP = "/apps/asagi-payroll";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("app detail", () => {
  test("shows the header, prices, actions, notice and campaign of a fully filled app", async ({ page }) => {
    await page.goto(FULL_APP);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("あさぎ給与クラウド");
    await expect(page.getByText("給与計算から明細配信まで、毎月の給与業務をまるごと自動化")).toBeVisible();
    await expect(page.getByText("提供：あさぎ給与システム株式会社")).toBeVisible();
    const badges = page.getByRole("list", { name: "アプリの特徴" }).first();
    await expect(badges).toContainText("キャンペーン中");
    await expect(badges).toContainText("有料");
    await expect(page.getByRole("link", { name: "給与計算", exact: true })).toHaveAttribute(
      "href",
      /^\/apps\?categories=\d+$/,
    );
    await expect(page.getByRole("link", { name: "#ISMS認証" })).toHaveAttribute("href", /^\/apps\?q=ISMS/);

    const pricing = page.getByRole("complementary", { name: "料金と申し込み" });
    await expect(pricing).toContainText("月額 400円／従業員");
    await expect(pricing).toContainText("税抜。最低利用料金 8,000円／月");
    await expect(pricing).toContainText("初期費用 100,000円（税抜）");
    await expect(pricing.getByRole("button", { name: "連携を開始する" })).toBeVisible();
    await expect(pricing.getByRole("link", { name: /デモを依頼する/ })).toHaveAttribute(
      "href",
      "https://www.asagi-payroll.example/demo?app=asagi-payroll",
    );
    await expect(pricing.getByRole("link", { name: /問い合わせる/ })).toHaveAttribute(
      "href",
      "https://www.asagi-payroll.example/contact?from=hr-suite-store",
    );
    await expect(pricing.getByRole("button", { name: "資料を請求する" })).toBeVisible();

    await expect(section(page, "お知らせ")).toContainText("操作説明会");
    const campaign = section(page, "キャンペーン実施中");
    await expect(campaign).toContainText("特典");
    await expect(campaign).toContainText("初期費用が無料");
    await expect(campaign).toContainText("条件");
  });

  test("shows every overview section, the links, releases and related apps", async ({ page }) => {
    await page.goto(FULL_APP);
    await expect(page.getByRole("tab", { name: "概要" })).toHaveAttribute("aria-selected", "true");
    const video = page.locator("[data-section=video]");
    await expect(video.getByRole("link", { name: /動画のページを開く/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=As4gIPy7rLq",
    );
    // The play button sits in a corner, clear of the middle of the poster where its title is.
    const play = video.getByRole("button", { name: /動画を再生/ });
    await expect(play).toBeEnabled();
    const posterBox = await video.locator("img").first().boundingBox();
    const playBox = await play.boundingBox();
    expect(playBox?.y).toBeGreaterThan((posterBox?.y ?? Number.POSITIVE_INFINITY) + (posterBox?.height ?? 0) / 2);
    await play.click();
    await expect(video.locator("iframe")).toHaveAttribute("title", "あさぎ給与クラウドの紹介動画");

    const gallery = section(page, "画面イメージ");
    await expect(gallery.getByRole("figure")).toHaveCount(5);
    await expect(gallery.getByRole("img", { name: "給与計算のダッシュボード画面" })).toBeVisible();
    await expect(gallery).toContainText("給与計算のダッシュボード。締め日までの進み具合がひと目でわかります。");
    await gallery.getByRole("region", { name: "あさぎ給与クラウドの画面イメージ" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.locator("p[aria-live=polite]")).toHaveText("5枚中2枚目");
    // Issue 31: a screenshot opens large in a lightbox by keyboard; the arrows go through the
    // others, the focus stays inside, and Escape closes it with the focus back on that screenshot.
    const second = gallery.locator("[data-screenshot='1']");
    await second.focus();
    await page.keyboard.press("Enter");
    const lightbox = page.getByRole("dialog", { name: "あさぎ給与クラウドの画面イメージ" });
    await expect(lightbox.locator("[data-lightbox-position]")).toHaveText("5枚中2枚目");
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox.getByRole("img", { name: "給与計算のダッシュボード画面" })).toBeVisible();
    await expect(lightbox).toContainText("給与計算のダッシュボード。締め日までの進み具合がひと目でわかります。");
    await lightbox.getByRole("button", { name: "前の画像" }).click();
    await expect(lightbox.locator("[data-lightbox-position]")).toHaveText("5枚中5枚目");
    await lightbox.getByRole("button", { name: "次の画像" }).press("Enter");
    await expect(lightbox.locator("[data-lightbox-position]")).toHaveText("5枚中1枚目");
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(second).toBeFocused();

    await expect(section(page, "詳しい説明").getByRole("heading", { name: "HR Suiteと連携すると" })).toBeVisible();
    await expect(section(page, "主な機能").getByRole("heading", { level: 3 })).toHaveCount(4);
    const service = section(page, "サービス情報");
    await expect(service.getByRole("link", { name: /サービスサイト/ })).toHaveAttribute(
      "href",
      "https://www.asagi-payroll.example/services/asagi-payroll",
    );
    await expect(service).toContainText("バックオフィスDXアワード 2024");

    const links = section(page, "関連リンク");
    for (const name of ["ヘルプ", "お問い合わせ", "デモの依頼", "サービス資料", "HR Suiteスクールの講座", "利用規約"]) {
      await expect(links.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("target", "_blank");
    }
    const releases = section(page, "リリース情報");
    await expect(releases.getByRole("listitem")).toHaveCount(6);
    await expect(releases.getByRole("listitem").first()).toContainText("2026年度の定額減税の精算に対応しました");
    await expect(section(page, "同じカテゴリのアプリ").locator("[data-app-card]")).toHaveCount(3);
  });

  test("the usage guide and connection tabs show usages with their embeds and the connected items", async ({
    page,
  }) => {
    await page.goto(FULL_APP);
    await page.getByRole("tab", { name: "使い方ガイド" }).click();
    await expect(page).toHaveURL(/#user_guide$/);
    const guide = page.getByRole("tabpanel", { name: "使い方ガイド" });
    await expect(guide.getByRole("heading", { level: 3 })).toHaveText([
      "毎月の給与計算の流れ",
      "はじめての給与計算（動画・8分）",
      "連携設定マニュアル",
    ]);
    await expect(guide.getByRole("img", { name: "毎月の給与計算の流れ" })).toBeVisible();
    await expect(
      guide.locator("[data-usage=wistia]").getByRole("link", { name: /動画のページを開く/ }),
    ).toHaveAttribute("href", "https://fast.wistia.net/embed/iframe/a1b2c3d4e5");
    await expect(guide.locator("[data-usage=box]").getByRole("link", { name: /資料のページを開く/ })).toHaveAttribute(
      "href",
      "https://app.box.com/embed/s/q8w7e6r5t4y3",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "連携項目" }).click();
    await expect(page).toHaveURL(/#connection$/);
    const connection = page.getByRole("tabpanel", { name: "連携項目" });
    for (const caption of ["基本項目", "グループ項目", "カスタム項目"]) {
      await expect(connection.getByRole("table", { name: caption })).toBeVisible();
    }
    await expect(connection.getByRole("table", { name: "カスタム項目" })).toContainText("連携先 → HR Suite");
    await expect(connection).toContainText("スタンダード / プロフェッショナル");
  });

  test("the tabs answer to the keyboard: arrows wrap, Home and End, only the selected tab in the tab order", async ({
    page,
  }) => {
    await page.goto(FULL_APP);
    const overview = page.getByRole("tab", { name: "概要" });
    const guide = page.getByRole("tab", { name: "使い方ガイド" });
    const connection = page.getByRole("tab", { name: "連携項目" });
    await overview.focus();
    await page.keyboard.press("ArrowRight");
    await expect(guide).toBeFocused();
    await expect(guide).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "使い方ガイド" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "概要" })).toBeHidden();
    await page.keyboard.press("End");
    await expect(connection).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(overview).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(connection).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(guide).toHaveAttribute("tabindex", "-1");
    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "概要" })).toBeFocused();
  });

  test("#user_guide opens the usage guide tab", async ({ page }) => {
    await page.goto(`${FULL_APP}#user_guide`);
    await expect(page.getByRole("tab", { name: "使い方ガイド" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "毎月の給与計算の流れ" })).toBeInViewport();
  });

  test("an app with both suite features shows its SSO badge, suite functions, help and integration menu", async ({
    page,
  }) => {
    await page.goto("/apps/tokiwa-kintai");
    await expect(page.getByRole("list", { name: "アプリの特徴" }).first()).toContainText("シングルサインオン対応");
    await expect(section(page, "対応しているHR Suiteの機能")).toContainText("IdP（シングルサインオン）");
    await expect(section(page, "対応しているHR Suiteの機能")).toContainText("データ連携");
    const help = section(page, "HR Suiteの機能の設定");
    await expect(help.getByRole("link", { name: /IdP機能の設定方法/ })).toBeVisible();
    await expect(help.getByRole("link", { name: /データ連携機能での連携設定/ })).toBeVisible();
    const pricing = page.getByRole("complementary", { name: "料金と申し込み" });
    await expect(pricing.getByRole("link", { name: /無料トライアルを申し込む/ })).toBeVisible();
    const menu = pricing.getByRole("button", { name: "連携メニュー" });
    await expect(menu).toBeEnabled();
    await menu.click();
    await expect(page.getByRole("menuitem")).toHaveText([
      "連携方法を選んで連携する",
      "データ連携機能を開く",
      "IdP機能を開く",
    ]);
    await page.getByRole("menuitem", { name: "IdP機能を開く" }).click();
    await expect(page.getByRole("dialog", { name: "ログインが必要です" })).toBeVisible();
  });

  test("a visitor starting an integration is asked to sign in as an administrator", async ({ page }) => {
    await page.goto(FULL_APP);
    const start = page.getByRole("button", { name: "連携を開始する" });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByRole("dialog", { name: "企業アカウントの管理者権限が必要です" })).toBeVisible();
  });

  test("apps sharing a provider account say so and name each other", async ({ page }) => {
    await page.goto("/apps/musubi-chat");
    const shared = section(page, "連携アカウントを共有するアプリ");
    await expect(shared).toContainText("ほかのアプリも連携・連携解除されます");
    await expect(shared.getByRole("link", { name: "むすびカレンダー" })).toHaveAttribute(
      "href",
      "/apps/musubi-calendar",
    );
    await page.goto("/apps/asagi-payroll");
    await expect(section(page, "連携アカウントを共有するアプリ")).toHaveCount(0);
  });

  test("an upcoming app is coming soon and a discontinued one says it has ended", async ({ page }) => {
    await page.goto("/apps/komorebi-invoice");
    await expect(page.getByRole("note").first()).toContainText("近日公開予定です");
    await expect(page.locator("[data-app-action]")).toHaveAttribute("data-app-action", "comingSoon");
    await expect(page.getByText("近日公開予定", { exact: true })).toBeVisible();
    await page.goto("/apps/kogane-succession");
    await expect(page.getByRole("note").first()).toContainText("このアプリは提供を終了しました");
    await expect(page.locator("[data-app-action]")).toHaveAttribute("data-app-action", "discontinued");
  });

  for (const [what, code] of [
    ["an unknown code", "no-such-app"],
    ["a draft", "minamo-welcome-kit"],
    ["an archived app", "iroha-receipt"],
  ]) {
    test(`${what} is the not-found screen`, async ({ page }) => {
      const response = await page.goto(`/apps/${code}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("お探しのページは見つかりませんでした");
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });
  }

  test("sets indexable head tags with JSON-LD structured data", async ({ page, baseURL }) => {
    await page.goto(FULL_APP);
    await expect(page).toHaveTitle(
      "あさぎ給与クラウド - 給与計算から明細配信まで、毎月の給与業務をまるごと自動化 | HR Suite App Store",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${FULL_APP}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /クラウド給与計算ソフト/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/img/apps/asagi-payroll/lineup.svg`,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "あさぎ給与クラウド",
      url: `${baseURL}${FULL_APP}`,
      publisher: { name: "あさぎ給与システム株式会社" },
    });
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(FULL_APP);
    await expectNoAxeViolations(page);
    await page.goto("/apps/tokiwa-kintai");
    await expectNoAxeViolations(page);
  });
});

test.describe("app detail before its scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the action buttons are disabled until the page is live, so no press is lost", async ({ page }) => {
    await page.goto(FULL_APP);
    const pricing = page.getByRole("complementary", { name: "料金と申し込み" });
    await expect(pricing.getByRole("button", { name: "連携を開始する" })).toBeDisabled();
    await expect(pricing.getByRole("button", { name: "資料を請求する" })).toBeDisabled();
    // Links work without scripts and stay enabled.
    await expect(pricing.getByRole("link", { name: /問い合わせる/ })).toHaveAttribute(
      "href",
      "https://www.asagi-payroll.example/contact?from=hr-suite-store",
    );
    await page.goto("/apps/tokiwa-kintai");
    await expect(page.getByRole("button", { name: "連携メニュー" })).toBeDisabled();
  });
});

test.describe("app detail for a signed-in user", () => {
  test("a non-admin sees the tenant's installed state and is told that starting needs an admin", async ({ page }) => {
    await page.goto(FULL_APP);
    const start = page.getByRole("button", { name: "連携を開始する" });
    await expect(start).toBeEnabled();
    await start.click();
    await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await page.waitForURL((url) => url.origin === suiteURL);
    await page.getByRole("button", { name: /佐藤 健（さくら商事株式会社・一般ユーザー）としてログイン/ }).click();
    await page.getByRole("button", { name: "許可する" }).click();
    await expect(page).toHaveURL(FULL_APP);

    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByRole("dialog", { name: "管理者権限が必要です" })).toBeVisible();

    // さくら商事 has こもれび会計 connected already.
    await page.goto("/apps/komorebi-kaikei");
    await expect(page.locator("[data-app-action]")).toHaveAttribute("data-app-action", "alreadyIntegrated");
    await expect(page.getByText("連携済み", { exact: true })).toBeVisible();
  });
});

test.describe("app detail for a tenant admin", () => {
  test("an option app offers one trial action with the tabs beside it, and the phone header cuts nothing", async ({
    page,
  }) => {
    await signInThroughSuite(
      page,
      /山田 花子（さくら商事株式会社・管理者）としてログイン/,
      "/apps/suite-option-talent",
    );
    const pricing = page.getByRole("complementary", { name: "料金と申し込み" });
    await expect(pricing.getByRole("button", { name: "トライアルを申し込む" })).toBeVisible();
    await expect(pricing.getByRole("link", { name: /トライアル/ })).toHaveCount(0);
    // No blank column: the tabs start under the header, beside the pricing box, not below it.
    const box = await pricing.boundingBox();
    const tabs = await page.getByRole("tablist").boundingBox();
    expect(box && tabs && tabs.y < box.y + box.height).toBe(true);

    // Issue 31: signed in on a phone, the store's name shows whole or not at all beside the mark
    // (it read 'A H'), and every button of the account area is on the screen.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await expect(page.getByRole("link", { name: "HR Suite App Store" })).toBeVisible();
      const cut = await page.locator("[data-store-name]").evaluate((name) => {
        const shown = name.getBoundingClientRect().width > 1;
        return shown && (name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1);
      });
      expect(cut, `${width} px`).toBe(false);
      for (const button of await page.locator("header button:visible").all()) {
        const at = await button.boundingBox();
        expect(at && at.x >= 0 && at.x + at.width <= width, `${width} px`).toBe(true);
      }
      await expectNoOverflow(page);
    }
    await expect(page.locator("[data-store-name]")).toHaveText("HR Suite App Store");
  });
});

test.describe("app detail on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("fits the screen and keeps the action area right after the header", async ({ page }) => {
    await page.goto(FULL_APP);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const header = await page.getByRole("heading", { level: 1 }).boundingBox();
    const action = await page.getByRole("button", { name: "連携を開始する" }).boundingBox();
    const notice = await section(page, "お知らせ").boundingBox();
    expect(header && action && notice && header.y < action.y && action.y < notice.y).toBe(true);
    await expectNoAxeViolations(page);

    // Issue 31: the screenshot lightbox fits the phone, its image whole and its caption under it.
    await page.locator("[data-screenshot='0']").click();
    const lightbox = page.getByRole("dialog", { name: "あさぎ給与クラウドの画面イメージ" });
    const image = await lightbox.getByRole("img", { name: "給与計算のダッシュボード画面" }).boundingBox();
    const caption = await lightbox.locator("figcaption").boundingBox();
    expect(
      image && caption && image.x >= 0 && image.x + image.width <= 375 && image.y + image.height <= caption.y,
    ).toBe(true);
    await expect(lightbox.getByRole("button", { name: "次の画像" })).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-screenshot='0']")).toBeFocused();
  });

  test("shows every tab whole in the languages with long tab labels", async ({ page, context, baseURL }) => {
    for (const locale of ["vi", "pt", "id-id", "en-us"]) {
      await context.addCookies([{ name: "hrstore_locale", value: locale, url: baseURL ?? "" }]);
      await page.goto(FULL_APP);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(3);
      for (const box of await tabs.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().right))) {
        expect(box, locale).toBeLessThanOrEqual(375);
      }
    }
  });
});
