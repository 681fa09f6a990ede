import { readFile } from "node:fs/promises";
import { accountState, contextFor, expectNoOverflow } from "./support/journey";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// The provider's analytics (issue 29) on the demo's four weeks of こもれび会計 (seeded rollups for
// 2026-10-04 … 2026-10-31, Japan time): dev@komorebi-accounting.example opens アナリティクス from
// the developer home, picks the app and a custom range, and sees the figures against the previous
// period, the two charts each with its table, the funnel with its rates, the sources, the uninstall
// reasons with their notes, and downloads the CSV, whose lines match the table on the screen. A
// reversed range is refused with the field's message and the dates kept. Japanese at 1280 px and
// English at 375 px, by keyboard for the filters, axe clean.

const PROVIDER_EMAIL = "dev@komorebi-accounting.example";
const FROM = "2026-10-04";
const TO = "2026-10-31";

const VIEWS = [
  {
    name: "in Japanese at 1280 px",
    locale: "ja-JP",
    width: 1280,
    t: {
      card: /^アナリティクス/,
      nav: "アナリティクス",
      title: "アナリティクス",
      app: "アプリ",
      appName: "こもれび会計",
      range: "期間",
      custom: "期間を指定",
      from: "開始日",
      to: "終了日",
      show: "表示",
      views: "表示回数",
      previous: "前の期間：0",
      showTable: "表で見る",
      eventsTable: "日ごとのイベント数",
      activeTable: "日ごとの有効なインストール数",
      funnel: "ファネル（表示 → リクエスト → インストール）",
      sources: "流入元（表示とインストール）",
      reasons: "アンインストールの理由",
      tooExpensive: "料金が高い",
      notes: "新しいコメント（投稿者は表示しません）",
      download: "CSVをダウンロード",
      csvHeader:
        "日付（日本時間）,表示回数,資料請求,問い合わせ,デモ依頼,トライアル依頼,インストール,アンインストール,連携,連携解除,有効なインストール数",
      toBeforeFrom: "終了日は開始日以降の日付にしてください。",
    },
  },
  {
    name: "in English at 375 px",
    locale: "en-US",
    width: 375,
    t: {
      card: /^Analytics/,
      nav: "Analytics",
      title: "Analytics",
      app: "App",
      appName: "こもれび会計",
      range: "Period",
      custom: "Custom range",
      from: "Start date",
      to: "End date",
      show: "Show",
      views: "Views",
      previous: "Previous period: 0",
      showTable: "Show as table",
      eventsTable: "Events per day",
      activeTable: "Active installations per day",
      funnel: "Funnel (views → requests → installs)",
      sources: "Sources (views and installs)",
      reasons: "Uninstall reasons",
      tooExpensive: "Too expensive",
      notes: "Latest comments (authors are not shown)",
      download: "Download CSV",
      csvHeader:
        "Date (Japan time),Views,Document requests,Inquiries,Demo requests,Trial requests,Installs,Uninstalls,Connections,Disconnections,Active installations",
      toBeforeFrom: "The end date must be on or after the start date.",
    },
  },
] as const;

let storage = "";

test.beforeAll(async ({ browser }) => {
  storage = await accountState(browser, "developers", PROVIDER_EMAIL);
});

for (const view of VIEWS) {
  test(`the provider reads its app's analytics and downloads them, ${view.name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { t } = view;
    const context = await contextFor(browser, storage, { locale: view.locale, width: view.width });
    const page = await context.newPage();

    await page.goto("/developers");
    await page.getByRole("main").getByRole("link", { name: t.card }).click();
    await expect(page).toHaveURL(/\/developers\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    if (view.width === 1280)
      await expect(page.getByRole("navigation").getByRole("link", { name: t.nav, exact: true })).toBeVisible();

    // The filters by keyboard: the app, then a custom range, whose two dates appear.
    const form = page.getByRole("form");
    await form.getByLabel(t.app).selectOption({ label: t.appName });
    await form.getByLabel(t.range).selectOption({ label: t.custom });
    await form.getByLabel(t.from).fill(TO);
    await form.getByLabel(t.to).fill(FROM);
    await form.getByLabel(t.to).press("Enter");
    // A reversed range: the field's message, the dates as typed.
    await expect(page.getByText(t.toBeforeFrom)).toBeVisible();
    await expect(page.getByLabel(t.from)).toHaveValue(TO);
    await expect(page.getByLabel(t.to)).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(t.from).fill(FROM);
    await page.getByLabel(t.to).fill(TO);
    await page.getByRole("button", { name: t.show, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${FROM}&to=${TO}`));

    // The figures against the previous period (the four weeks before the demo's had nothing).
    const views = page.locator("[data-figure=view]");
    await expect(views).toContainText(t.views);
    await expect(views).toContainText("578");
    await expect(views).toContainText(t.previous);
    await expect(page.locator("[data-figure=requests]")).toContainText("27");
    await expect(page.locator("[data-figure=install]")).toContainText("9");
    await expect(page.locator("[data-figure=uninstall]")).toContainText("3");

    // Each chart is drawn, and its table is one 'show as table' away.
    await expect(page.locator(".recharts-wrapper")).toHaveCount(2);
    for (const summary of await page.getByText(t.showTable, { exact: true }).all()) {
      await summary.focus();
      await page.keyboard.press("Enter");
    }
    const daily = page.getByRole("table", { name: t.eventsTable });
    await expect(daily.getByRole("row")).toHaveCount(29);
    await expect(page.getByRole("table", { name: t.activeTable }).getByRole("row")).toHaveCount(29);
    const firstDay = await daily.getByRole("row").nth(1).getByRole("cell").allInnerTexts();
    expect(firstDay.slice(0, 2)).toEqual([FROM, "10"]);

    await expect(page.getByRole("table", { name: t.funnel })).toContainText("578");
    const sources = page.getByRole("table", { name: t.sources });
    await expect(sources.getByRole("row").nth(1)).toContainText("newsletter");
    await expect(sources.getByRole("row").nth(1)).toContainText("135");
    await expect(page.getByRole("table", { name: t.reasons })).toContainText(t.tooExpensive);
    await expect(page.getByRole("table", { name: t.notes })).toContainText("年額プランがあれば続けたかったです。");
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);

    // The CSV: UTF-8 with a BOM, CRLF, the labels of the viewer's language, the table's figures.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t.download }).click(),
    ]);
    const bytes = await readFile((await download.path()) ?? "");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [days = "", sourcesCsv = ""] = bytes.subarray(3).toString("utf8").split("\r\n\r\n");
    const lines = days.split("\r\n");
    expect(lines[0]).toBe(t.csvHeader);
    expect(lines).toHaveLength(29);
    // Then the page's other tables, the sources first.
    expect(sourcesCsv.split("\r\n")[1]).toMatch(/,newsletter,email,.*,135$/);
    expect(lines[1]?.split(",").slice(0, 10)).toEqual(firstDay);
    await context.close();
  });
}
