import { readFileSync } from "node:fs";
import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";

// Operation logs (issue 13 item 7): 鈴木 一郎, admin of あおぞらテック (which has logs in the demo
// data), filters the log by type, exports it as CSV and finds the same rows; picks dates from a
// calendar whose weeks start as SPEC §9 says; reads the messages in English on the English locale.

const PATH = "/tenant_admin/operation_logs";

async function signedInPage(browser: Browser, locale: "ja" | "en-us" | "pt", width: 1280 | 375): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "ja-JP",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  await context.addCookies([{ name: "hrstore_locale", value: "ja", url: baseURL }]);
  const page = await context.newPage();
  await page.goto(PATH);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/ }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
  if (locale !== "ja") {
    await context.addCookies([{ name: "hrstore_locale", value: locale, url: baseURL }]);
    await page.goto(PATH);
  }
  return page;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

/** The table's rows as the cells the CSV has: date, operation, message, e-mail, IP address, user agent. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator("[data-operation-logs] tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        ["operatedAt", "operation", "message", "email", "ipAddress", "userAgent"].map(
          (cell) => row.querySelector(`[data-cell="${cell}"]`)?.textContent?.trim() ?? "",
        ),
      ),
    );
}

test("a tenant admin filters the log by type and the CSV export holds the rows the screen shows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, "ja", 1280);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("操作ログ");
  await page.getByLabel("操作の種類").selectOption("connect");
  await page.getByRole("button", { name: "絞り込む" }).click();
  await expect(page).toHaveURL(/[?&]type=connect(&|$)/);
  const rows = page.locator("[data-operation-logs] tbody tr");
  await expect(rows.first()).toBeVisible();
  const shown = await tableRows(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown.map((row) => row[1]))).toEqual(new Set(["連携"]));
  for (const row of shown) expect(row[2]).toMatch(/^(「[^」]+」)+の連携を許可しました$/);
  await expect(page.getByLabel("操作の種類")).toHaveValue("connect");
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSVをダウンロード" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^operation-logs-aozora-tech-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? "", "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = parseCsv(csv.slice(1));
  expect(header).toEqual([
    "日時",
    "操作",
    "アプリ",
    "内容",
    "ユーザーID",
    "メールアドレス",
    "IPアドレス",
    "ブラウザ（ユーザーエージェント）",
  ]);
  const count = Number((await page.locator("[data-operation-logs-count]").textContent())?.replace(/\D/g, ""));
  expect(lines).toHaveLength(count);
  // Same order, same cells: the CSV's first rows are the table's page.
  expect(
    lines.slice(0, shown.length).map((cells) => [cells[0], cells[1], cells[3], cells[5], cells[6], cells[7]]),
  ).toEqual(shown);
});

test("the date picker starts weeks on Sunday in Japanese, selects by keyboard and keeps typed text", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, "ja", 375);
  const from = page.getByLabel("開始日");
  await from.fill("2026-11-11");
  // Its icon is drawn, so it shows without an emoji font (issue 31).
  await expect(
    page.getByRole("button", { name: "カレンダーから開始日を選ぶ" }).locator("svg[data-calendar-icon]"),
  ).toBeVisible();
  await page.getByRole("button", { name: "カレンダーから開始日を選ぶ" }).click();
  const dialog = page.getByRole("dialog", { name: "2026年11月" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("th").first()).toHaveText("日");
  await expect(dialog.getByRole("button", { name: "2026年11月11日水曜日" })).toBeFocused();
  await expectNoAxeViolations(page);
  // Home goes to the week's first day (Sunday the 8th), the arrows a day or a week, Enter chooses.
  await page.keyboard.press("Home");
  await expect(dialog.getByRole("button", { name: "2026年11月8日日曜日" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("button", { name: "2026年11月14日土曜日" })).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect(page.getByRole("dialog", { name: "2026年12月" })).toBeVisible();
  await page.keyboard.press("PageUp");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(from).toHaveValue("2026-11-14");
  await expect(page.getByRole("button", { name: "カレンダーから開始日を選ぶ" })).toBeFocused();

  // Escape closes without choosing.
  await page.getByRole("button", { name: "カレンダーから開始日を選ぶ" }).click();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(from).toHaveValue("2026-11-14");

  // A typed date that does not exist is kept with its message, not a 500.
  await from.fill("2026-02-30");
  await page.getByRole("button", { name: "絞り込む" }).click();
  await expect(page.getByLabel("開始日")).toHaveValue("2026-02-30");
  await expect(page.getByLabel("開始日")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("開始日は YYYY-MM-DD の形式で、実在する日付を入力してください。")).toBeVisible();
  await expectNoAxeViolations(page);

  // A range matching nothing says so, with no count beside it.
  await page.goto(`${PATH}?from=2000-01-01&to=2000-01-02`);
  await expect(page.locator("[data-operation-logs-empty]")).toHaveText("条件に合う操作ログはありません。");
  await expect(page.locator("[data-operation-logs-count]")).toHaveCount(0);
});

for (const width of [1280, 375] as const) {
  test(`in English at ${width} px the messages are English and weeks start on Sunday`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, "en-us", width);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operation logs");
    const list = width === 1280 ? page.locator("[data-operation-logs]") : page.locator("[data-operation-log-list]");
    await expect(list).toContainText(/Allowed .+ to connect|Added /);
    await expect(list).not.toContainText("しました");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Choose a date from a calendar (To)" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("th").first()).toHaveText("Sun");
    await expectNoAxeViolations(page);
  });
}

test("in Portuguese the calendar's weeks start on Monday", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, "pt", 1280);
  await page.getByLabel("De", { exact: true }).fill("2026-11-11");
  await page.getByRole("button", { name: "Escolher a data (De) no calendário" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("th").first()).toHaveAttribute("data-weekday", "1");
  await page.keyboard.press("Home");
  await expect(dialog.locator("button[data-date='2026-11-09']")).toBeFocused();
});
