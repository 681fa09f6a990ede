import { readFile } from "node:fs/promises";
import { baseURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { accountState, callApi, contextFor, expectNoOverflow, signInThroughSuite } from "./support/journey";
import { type Browser, expect, type Page, test } from "./support/test";

// Issue 29's done-when, end to end. 山田 花子 (さくら商事, signed in) follows the newsletter's link
// to まなびのたね eラーニング (?utm_source=newsletter&utm_medium=email), requests its documents,
// connects it, and later disconnects it on /tenant_admin giving a reason and a comment. A crawler
// opening the page and the provider's preview of its draft add nothing; a visitor's search that
// finds nothing is counted. Within a minute the provider's analytics show one more view, request,
// install and uninstall, the source 'newsletter' and the reason, in Japanese at 1280 px and in
// English at 375 px, and the CSV's day matches the screen's; the operator's /ops/analytics shows
// the provider's figures and the search. No other end-to-end test opens this provider's apps, so
// the figures before the journey are those of the demo (none) or of an earlier attempt.

const YAMADA = /山田 花子（さくら商事株式会社・管理者）としてログイン/;
const PROVIDER = "dev@manabi-tane.example";
const OPERATOR = "operator@store.example";
const APP = { code: "manabi-elearning", name: "まなびのたね eラーニング" };
const NEWSLETTER = `/apps/${APP.code}?utm_source=newsletter&utm_medium=email`;
const NOTE = "研修の時期が終わったため";
const EMPTY_SEARCH = `ドローン点検アプリ${Date.now().toString(36)}`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type TTotals = Record<
  | "view"
  | "documentRequest"
  | "inquiry"
  | "demoRequest"
  | "trialRequest"
  | "install"
  | "uninstall"
  | "connect"
  | "disconnect",
  number
>;
type TReading = {
  totals: TTotals;
  sources: { kind: string; utmSource: string; utmMedium: string; count: number }[];
  uninstallReasons: { reason: string; count: number }[];
};

test.describe.configure({ mode: "serial" });

/** 山田 signed in at the parent service (landing on /tenant_admin, not on the app's page). */
async function yamadaPage(browser: Browser): Promise<Page> {
  const context = await contextFor(browser, null, { locale: "ja-JP", width: 1280 });
  const page = await context.newPage();
  await signInThroughSuite(page, YAMADA, "/tenant_admin");
  return page;
}

/** The app's id and its provider's open draft (opened now when there is none). */
async function appAndDraft(page: Page): Promise<{ appId: number; draftId: number }> {
  const apps = (await (await page.request.get("/api/developers/apps")).json()).apps as {
    id: number;
    code: string;
    openDraftId: number | null;
  }[];
  const app = apps.find((own) => own.code === APP.code);
  expect(app, `${APP.code} is the provider's`).toBeDefined();
  const appId = app?.id ?? 0;
  if (app?.openDraftId) return { appId, draftId: app.openDraftId };
  const draft = await callApi(page, "post", "/api/developers/experimental/draft_apps", { appId }, 201);
  return { appId, draftId: draft.id };
}

const newsletterViews = (reading: TReading) =>
  reading.sources.find((row) => row.kind === "view" && row.utmSource === "newsletter" && row.utmMedium === "email")
    ?.count ?? 0;
const newsletterInstalls = (reading: TReading) =>
  reading.sources.find((row) => row.kind === "install" && row.utmSource === "newsletter")?.count ?? 0;
/** The page's figures: requests of every kind, installs and connections, uninstalls and disconnections. */
const requests = ({ totals: t }: TReading) => t.documentRequest + t.inquiry + t.demoRequest + t.trialRequest;
const added = ({ totals: t }: TReading) => t.install + t.connect;
const removed = ({ totals: t }: TReading) => t.uninstall + t.disconnect;
const notUsedAnymore = (reading: TReading) =>
  reading.uninstallReasons.find((row) => row.reason === "notUsed")?.count ?? 0;

const VIEWS = {
  ja: {
    view: { locale: "ja-JP", width: 1280 },
    showTable: "表で見る",
    eventsTable: "日ごとのイベント数",
    sources: "流入元（表示とインストール）",
    viewKind: "表示回数",
    reasons: "アンインストールの理由",
    notUsed: "使わなくなった",
    notes: "新しいコメント（投稿者は表示しません）",
    download: "CSVをダウンロード",
    opsTitle: "ストアの分析",
    show: "表示",
    provider: "提供会社",
    withoutResults: "何も見つからなかった検索（ストアに足りないもの）",
    review: "審査にかかった時間",
  },
  en: {
    view: { locale: "en-US", width: 375 },
    showTable: "Show as table",
    eventsTable: "Events per day",
    sources: "Sources (views and installs)",
    viewKind: "Views",
    reasons: "Uninstall reasons",
    notUsed: "We no longer use it",
    notes: "Latest comments (authors are not shown)",
    download: "Download CSV",
    opsTitle: "Store analytics",
    show: "Show",
    provider: "Provider",
    withoutResults: "Searches that found nothing (what the store lacks)",
    review: "Review times",
  },
} as const;

let provider = "";
let before: TReading;
let ids = { appId: 0, draftId: 0 };

test.beforeAll(async ({ browser }) => {
  provider = await accountState(browser, "developers", PROVIDER);
});

test("山田 follows the newsletter, requests the documents, connects and disconnects; a crawler and a preview add nothing", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const yamada = await yamadaPage(browser);
  // An earlier attempt may have left the app connected: start from a company without it.
  const left = await yamada.request.delete(`/api/tenant_admin/apps/${APP.code}`, { headers: { origin: baseURL } });
  expect([204, 404]).toContain(left.status());

  const providerContext = await contextFor(browser, provider);
  const providerPage = await providerContext.newPage();
  ids = await appAndDraft(providerPage);
  const reading = async () =>
    (await (await providerPage.request.get(`/api/developers/analytics?appId=${ids.appId}&range=7`)).json()) as TReading;
  before = await reading();

  // A crawler and the provider's preview of its draft: the page, and nothing counted.
  const crawlerContext = await browser.newContext({ userAgent: GOOGLEBOT, locale: "en-US" });
  const crawled = await crawlerContext.request.get(NEWSLETTER);
  expect(crawled.status()).toBe(200);
  await crawlerContext.close();
  await providerPage.goto(`/apps/${APP.code}?preview_app_id=${ids.draftId}&utm_source=newsletter`);
  await expect(providerPage.getByRole("heading", { level: 1, name: APP.name })).toBeVisible();

  // 山田 follows the newsletter's link and asks for the documents.
  await yamada.goto(NEWSLETTER);
  await expect(yamada.getByRole("heading", { level: 1, name: APP.name })).toBeVisible();
  await yamada
    .getByRole("complementary", { name: "料金と申し込み" })
    .getByRole("button", { name: "資料を請求する" })
    .click();
  const requestDialog = yamada.getByRole("dialog", { name: `「${APP.name}」の資料を請求する` });
  await requestDialog.getByRole("textbox", { name: /送付先メールアドレス/ }).fill("hanako.yamada@sakura-shoji.example");
  const requestSent = yamada.waitForRequest((request) => request.url().endsWith("/document_request"));
  await requestDialog.getByRole("button", { name: "送信する" }).click();
  expect((await requestSent).postDataJSON()).toMatchObject({ utmSource: "newsletter", utmMedium: "email" });
  const thanks = yamada.getByRole("dialog", { name: "資料請求を受け付けました" });
  await expect(thanks).toBeVisible();
  await thanks.getByRole("button", { name: "閉じる" }).first().click();

  // Then connects it; the install carries the visit's campaign values.
  await yamada.getByRole("button", { name: "連携を開始する" }).click();
  const connectDialog = yamada.getByRole("dialog", { name: `「${APP.name}」と連携しますか？` });
  const installSent = yamada.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/tenant_admin/apps"),
  );
  await connectDialog.getByRole("button", { name: "連携する" }).click();
  expect((await installSent).postDataJSON()).toMatchObject({ code: APP.code, utmSource: "newsletter" });
  const completed = yamada.getByRole("dialog", { name: "連携が完了しました" });
  await expect(completed).toBeVisible();
  await completed.getByRole("button", { name: "閉じる" }).first().click();

  // Later, on /tenant_admin, disconnects it and says why.
  await yamada.goto("/tenant_admin");
  const row = yamada.locator(`[data-installed-app="${APP.code}"]`);
  await row.getByRole("button", { name: "連携を解除する" }).click();
  const dialog = yamada.getByRole("dialog", { name: `「${APP.name}」の連携を解除しますか？` });
  await dialog.getByRole("radio", { name: VIEWS.ja.notUsed }).check();
  await dialog.getByRole("textbox", { name: "ご意見（任意）" }).fill(NOTE);
  await dialog.getByRole("button", { name: "解除する" }).click();
  await expect(yamada.locator(`[data-installed-app="${APP.code}"]`)).toHaveCount(0);
  await yamada.context().close();

  // A visitor's search that finds nothing (the operator's 'what the store lacks').
  const visitorContext = await contextFor(browser, null, VIEWS.en.view);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/apps?q=${encodeURIComponent(EMPTY_SEARCH)}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(EMPTY_SEARCH);
  await visitorContext.close();

  // Within a minute: exactly one more of each, the view and the install from the newsletter.
  await expect
    .poll(
      async () => {
        const now = await reading();
        return {
          view: now.totals.view - before.totals.view,
          documentRequest: now.totals.documentRequest - before.totals.documentRequest,
          connect: now.totals.connect - before.totals.connect,
          disconnect: now.totals.disconnect - before.totals.disconnect,
          newsletterViews: newsletterViews(now) - newsletterViews(before),
          newsletterInstalls: newsletterInstalls(now) - newsletterInstalls(before),
          notUsed: notUsedAnymore(now) - notUsedAnymore(before),
        };
      },
      { timeout: 60_000 },
    )
    .toEqual({
      view: 1,
      documentRequest: 1,
      connect: 1,
      disconnect: 1,
      newsletterViews: 1,
      newsletterInstalls: 1,
      notUsed: 1,
    });
  await providerContext.close();
});

for (const [language, text] of Object.entries(VIEWS)) {
  test(`the provider reads the journey in its analytics and its CSV, and the operator in theirs (${language}, ${text.view.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await contextFor(browser, provider, text.view);
    const page = await context.newPage();
    await page.goto(`/developers/analytics?appId=${ids.appId}&range=7`);
    const figure = (key: string) => page.locator(`[data-figure=${key}] dd`).first();
    await expect(figure("view")).toHaveText(String(before.totals.view + 1));
    await expect(figure("requests")).toHaveText(String(requests(before) + 1));
    await expect(figure("install")).toHaveText(String(added(before) + 1));
    await expect(figure("uninstall")).toHaveText(String(removed(before) + 1));
    const newsletter = page
      .getByRole("table", { name: text.sources })
      .getByRole("row")
      .filter({ hasText: text.viewKind })
      .filter({ hasText: "newsletter" });
    await expect(newsletter.getByRole("cell").last()).toHaveText(String(newsletterViews(before) + 1));
    const reason = page.getByRole("table", { name: text.reasons }).getByRole("row").filter({ hasText: text.notUsed });
    await expect(reason.getByRole("cell").last()).toHaveText(String(notUsedAnymore(before) + 1));
    await expect(page.getByRole("table", { name: text.notes })).toContainText(NOTE);
    await expect(page.getByRole("main")).not.toContainText("さくら商事");
    await expect(page.getByRole("main")).not.toContainText("山田");
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);

    // The CSV's line of today is the events table's.
    await page.getByText(text.showTable, { exact: true }).first().click();
    const today = page.getByRole("table", { name: text.eventsTable }).getByRole("row").last();
    const cells = await today.getByRole("cell").allInnerTexts();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: text.download }).click(),
    ]);
    const csv = (await readFile((await download.path()) ?? "")).subarray(3).toString("utf8");
    const [days = ""] = csv.split("\r\n\r\n");
    expect(days.split("\r\n").at(-1)?.split(",").slice(0, cells.length)).toEqual(cells);
    expect(csv).toContain(`${text.notUsed},`);
    await context.close();

    // The operator: the provider's figures, the review times and the search that found nothing.
    const ops = await contextFor(browser, await accountState(browser, "ops", OPERATOR), text.view);
    const opsPage = await ops.newPage();
    await opsPage.goto("/ops/analytics?range=7");
    await expect(opsPage.getByRole("heading", { level: 1, name: text.opsTitle })).toBeVisible();
    await expect(opsPage.getByRole("heading", { level: 2, name: text.review })).toBeVisible();
    await expect(opsPage.getByRole("region", { name: text.withoutResults })).toContainText(EMPTY_SEARCH);
    await expectNoOverflow(opsPage);
    await expectNoAxeViolations(opsPage);
    const providers = opsPage.getByRole("main").getByLabel(text.provider, { exact: true });
    await providers.selectOption({ label: "株式会社まなびのたね" });
    await opsPage.getByRole("button", { name: text.show, exact: true }).click();
    await expect(opsPage).toHaveURL(/providerId=\d+/);
    await expect(opsPage.locator("[data-figure=view] dd").first()).toHaveText(String(before.totals.view + 1));
    await expectNoAxeViolations(opsPage);
    await ops.close();
  });
}
