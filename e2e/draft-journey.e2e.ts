import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";
import { baseURL } from "./playwright.config";

// Issue 10's "Done when", walked end to end as one provider (はるかぜ採用) with the pieces the
// other files test separately joined up: a new app's draft with an uploaded logo, an SVG refused
// beside its field, usages of each embed type, a connection table and a release, previewed from the
// editor (the bar, inert actions, no dialog, no request, axe at 1280 and 375 px) and submitted; a
// change to harukaze-scout with one screenshot deleted by `_destroy`, previewed on its public route,
// submitted and withdrawn; and くろがねID's user gets the not-found screen on both previews.

const PASSWORD = "demo-password";
const OWNER = "dev@harukaze-recruit.example";
const OTHER = "dev@kurogane-id.example";
const DRAFTS_API = "/api/developers/experimental/draft_apps";
const NEW_EDIT_PATH = /\/developers\/apps\/new\/draft_apps\/(\d+)\/edit$/;
const CHANGE_EDIT_PATH = /\/developers\/apps\/(\d+)\/edit\/draft_apps\/(\d+)\/edit$/;
const NOT_FOUND_TITLE = "お探しのページは見つかりませんでした";
const UNSUPPORTED =
  "サポートされていないファイル形式です。JPEG、PNG、WebP、GIF、AVIFの画像をアップロードしてください。";
const SCOUT = { code: "harukaze-scout", name: "はるかぜスカウト" };

type TImage = { id: number; url: string; altText: string };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: "ja-JP", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.request.post("/api/developers/auth/sign_in", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** A real PNG of the given size, made here (a flat colour with a band, so it is not one pixel). */
function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: { create: { width, height: Math.ceil(height / 4), channels: 3, background: "#ffffff" } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** Gives a file to an image field's upload input and waits until the field shows the uploaded image. */
async function upload(page: Page, path: string, name: string, buffer: Buffer): Promise<void> {
  const field = page.locator(`[data-field="${path}"]`);
  await field.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
  const preview = field.getByRole("img", { name: "アップロードした画像のプレビュー" });
  await expect(preview).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.\w+\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(field.locator('[data-field-error="image"]')).toHaveCount(0);
}

const saved = (page: Page) => expect(page.locator('[data-autosave="saved"]')).toContainText("保存しました");

async function draftOf(page: Page, id: string) {
  const response = await page.request.get(`${DRAFTS_API}/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Submits from the editor, accepting its confirmation; the status shows pending and the form is read-only. */
async function submit(page: Page): Promise<void> {
  await expect(page.locator("[data-draft-actions]")).not.toContainText("直す項目");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "審査を申請する" }).click();
  await expect(page.locator("[data-change-request]")).toHaveAttribute("data-change-request", "pending");
  await expect(page.locator("[data-change-request]")).toContainText("審査待ち");
}

/** The preview's warning bar, and its action buttons: pressing each opens nothing and sends nothing. */
async function expectInertPreview(page: Page, expectedButtons: RegExp[]): Promise<void> {
  const bar = page.getByRole("region", { name: "プレビューのお知らせ" });
  await expect(bar).toContainText(
    "このページはサンプルデータによるプレビューです。問い合わせボタンや連携ボタンは反応しません。",
  );
  await page.waitForLoadState("networkidle");
  const sent: string[] = [];
  const dialogs: string[] = [];
  const popups: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", onRequest);
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.context().on("page", (popup) => popups.push(popup.url()));
  const url = page.url();
  const buttons = page.locator("[data-preview-inert]");
  // The action area's controls come with the viewer's part of the page, after the document-request
  // button: wait for each expected one before pressing them all.
  for (const expected of expectedButtons) await expect(buttons.filter({ hasText: expected }).first()).toBeVisible();
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // Playwright waits for an aria-disabled control to become enabled: press it as it is, then by keyboard.
    await button.click({ force: true });
    await button.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await page.waitForLoadState("networkidle");
  page.off("request", onRequest);
  expect(page.url()).toBe(url);
  expect({ sent, dialogs, popups }).toEqual({ sent: [], dialogs: [], popups: [] });
}

async function expectNotFound(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
  await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
}

test("a provider's drafts from editor to preview to change request, and another provider sees none of it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, OWNER);
  const code = `e2e-journey-${Date.now()}`;
  let newPreviewPath = "";
  let scoutDraftId = "";

  await test.step("a new app's draft: logo uploaded, SVG refused, usages, connection table, release", async () => {
    await page.goto("/developers/apps/new/draft_apps/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("新しいアプリを登録");
    await page.getByLabel(/^アプリ名/).fill("E2E 通しアプリ");
    await page.getByLabel(/^アプリコード/).fill(code);
    await expect(page).toHaveURL(NEW_EDIT_PATH, { timeout: 15_000 });
    const draftId = NEW_EDIT_PATH.exec(page.url())?.[1] ?? "";
    await page.getByLabel(/^キャッチコピー/).fill("通しのテストで作るアプリ");
    await page.getByRole("textbox", { name: /^概要/ }).fill("下書きからプレビュー、申請までを通して確かめます。");
    await page.locator('[data-field="categoryIds"] input[type="checkbox"]').first().check();
    // An inquiry button and a document to request, so the preview has those actions to press.
    await page.getByLabel(/^主なボタン/).selectOption("inquiry");
    await page.getByLabel(/^資料のURL/).fill("https://www.harukaze-recruit.example/docs/journey.pdf");

    await upload(page, "logoImage", "logo.png", await png(512, 512, "#2f6fbf"));
    // An SVG is refused beside the field it was given to, and that field keeps no image.
    const lineup = page.locator('[data-field="lineupImage"]');
    await lineup.locator('input[type="file"]').setInputFiles({
      name: "lineup.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    });
    await expect(lineup.locator('[data-field-error="image"]')).toHaveText(UNSUPPORTED);
    await expect(lineup.getByRole("alert")).toHaveText(UNSUPPORTED);
    await expect(lineup.locator("img")).toHaveCount(0);
    await expect(page.locator('[data-field="logoImage"] [data-field-error="image"]')).toHaveCount(0);

    const usages = page.locator('[data-list="usages"]');
    for (const [index, type] of (["image", "wistia", "box"] as const).entries()) {
      await page.getByRole("button", { name: "使い方を追加" }).click();
      const item = usages.locator("[data-list-item]").nth(index);
      await item.getByLabel(/^使い方の見出し/).fill(`使い方 ${type}`);
      await item.getByLabel(/^表示する内容/).selectOption(type);
      if (type === "image") {
        await upload(page, `usages.${index}.imageUrl`, "usage.png", await png(1200, 750, "#3a9a5b"));
        await item.getByLabel(/^画像の代替テキスト/).fill("使い方の画面");
      } else
        await item.getByLabel(type === "wistia" ? /^Wistia の動画ID/ : /^Box の共有ファイルID/).fill(`${type}-${code}`);
    }
    await page.getByLabel("連携表を載せる").check();
    await page.getByRole("button", { name: "基本項目を追加" }).click();
    const row = page.locator('[data-list="connection.basicItems"] [data-list-item]').first();
    await row
      .getByLabel(/の項目/)
      .first()
      .fill("従業員番号");
    await row.getByLabel(/^連携先サービスの項目/).fill("社員コード");
    await page.getByRole("button", { name: "リリースを追加" }).click();
    const release = page.locator('[data-list="releases"] [data-list-item]').first();
    await release.getByLabel(/^リリースのタイトル/).fill("最初のリリース");
    await release.getByLabel(/^公開日/).fill("2026-04-01");
    await saved(page);
    await expect(page.locator("[data-draft-actions]")).not.toContainText("直す項目");

    // What was saved is what the page shows.
    const content = (await draftOf(page, draftId)).content;
    expect(content.logoImage).toBe(await page.locator('[data-field="logoImage"] img').getAttribute("src"));
    expect(content.lineupImage ?? null).toBeNull();
    expect(
      (content.usages as { embedType: string; embedId: string | null; imageUrl: string | null }[]).map((u) => [
        u.embedType,
        u.embedType === "image" ? /^\/media\//.test(u.imageUrl ?? "") : u.embedId,
      ]),
    ).toEqual([
      ["image", true],
      ["wistia", `wistia-${code}`],
      ["box", `box-${code}`],
    ]);
    expect(content.connection?.basicItems).toHaveLength(1);
    expect(content.releases).toHaveLength(1);
  });

  await test.step("its preview from the editor: the bar, inert actions, axe at 1280 and 375 px; then submit", async () => {
    const link = page.locator("[data-draft-actions]").getByRole("link", { name: /^プレビュー/ });
    newPreviewPath = (await link.getAttribute("href")) ?? "";
    expect(newPreviewPath).toMatch(/^\/developers\/apps\/new\/draft_apps\/\d+\/preview/);
    const [preview] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname + new URL(preview.url()).search).toBe(newPreviewPath);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("E2E 通しアプリ");
    await expectInertPreview(preview, [/連携/, /資料を請求/]);
    await expectNoAxeViolations(preview);
    await preview.setViewportSize({ width: 375, height: 812 });
    await expect(preview.getByRole("region", { name: "プレビューのお知らせ" })).toBeVisible();
    expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(preview);
    await preview.close();

    await submit(page);
    await page.goto("/developers/apps");
    await expect(page.locator('[data-own-list="own-drafts"] tr', { hasText: code })).toContainText("審査待ち");
  });

  await test.step("a change to harukaze-scout: two screenshots, one deleted with _destroy", async () => {
    const list = await page.request.get("/api/developers/apps");
    expect(list.status()).toBe(200);
    const app = ((await list.json()).apps as { id: number; code: string }[]).find((a) => a.code === SCOUT.code);
    expect(app, "harukaze-scout in the own-app list").toMatchObject({ id: expect.any(Number), code: SCOUT.code });
    await page.goto(`/developers/apps/${app?.id}/edit/draft_apps/new`);
    await expect(page).toHaveURL(CHANGE_EDIT_PATH, { timeout: 15_000 });
    expect(CHANGE_EDIT_PATH.exec(page.url())?.[1]).toBe(String(app?.id));
    scoutDraftId = CHANGE_EDIT_PATH.exec(page.url())?.[2] ?? "";
    await expect(page.getByLabel(/^アプリコード/)).toHaveValue(SCOUT.code);

    const images = page.locator('[data-list="images"] [data-list-item]');
    const seeded = ((await draftOf(page, scoutDraftId)).content.images as TImage[]).length;
    await expect(images).toHaveCount(seeded);
    // The seed gives harukaze-scout no screenshots: add two through the editor, as a provider would.
    const toAdd = Math.max(0, 2 - seeded);
    for (let n = 0; n < toAdd; n++) {
      const index = seeded + n;
      await page.getByRole("button", { name: "スクリーンショットを追加" }).click();
      await upload(
        page,
        `images.${index}.url`,
        `screen-${n}.png`,
        await png(1200, 750, n === 0 ? "#c0392b" : "#8e44ad"),
      );
      await images
        .nth(index)
        .getByLabel(/^画像の代替テキスト/)
        .fill(`画面 ${n + 1}`);
      await images
        .nth(index)
        .getByLabel(/^キャプション/)
        .fill(`キャプション ${n + 1}`);
    }
    await saved(page);
    await expect
      .poll(async () => ((await draftOf(page, scoutDraftId)).content.images as TImage[]).length)
      .toBe(seeded + toAdd);
    const before = (await draftOf(page, scoutDraftId)).content.images as TImage[];
    expect(before.length).toBeGreaterThanOrEqual(2);
    // Every item in the editor now carries the id the server gave it.
    await expect(images.locator('[data-item-id="new"]')).toHaveCount(0);

    const patch = page.waitForRequest(
      (r) => r.method() === "PATCH" && r.url().endsWith(`${DRAFTS_API}/${scoutDraftId}`),
    );
    await page.getByRole("button", { name: "削除（スクリーンショット 1）" }).click();
    const sentImages = (await patch).postDataJSON().content.images as { id?: number; _destroy?: boolean }[];
    expect(sentImages.filter((item) => item._destroy)).toEqual([{ id: before[0]?.id, _destroy: true }]);
    await saved(page);
    const after = (await draftOf(page, scoutDraftId)).content.images as TImage[];
    expect(after.map((image) => image.id)).toEqual(before.slice(1).map((image) => image.id));
    await expect(images).toHaveCount(after.length);
  });

  await test.step("its preview on the public route: the bar, the draft's screenshots; submit and withdraw", async () => {
    const count = ((await draftOf(page, scoutDraftId)).content.images as TImage[]).length;
    const preview = await page.context().newPage();
    const response = await preview.goto(`/apps/${SCOUT.code}?preview_app_id=${scoutDraftId}`);
    expect(response?.status()).toBe(200);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(SCOUT.name);
    await expect(preview.getByRole("region", { name: "プレビューのお知らせ" })).toContainText("サンプルデータ");
    const gallery = preview.getByRole("region", { name: `${SCOUT.name}の画面イメージ`, exact: true });
    await expect(gallery.getByRole("group")).toHaveCount(count);
    await expectNoAxeViolations(preview);
    await preview.close();

    await submit(page);
    await page.getByRole("button", { name: "申請を取り下げて編集する" }).click();
    await expect(page.locator("[data-change-request]")).toHaveAttribute("data-change-request", "in_draft");
    await expect(page.locator("[data-change-request]")).toContainText("下書き中");
    await expect(page.getByLabel(/^キャッチコピー/)).not.toHaveAttribute("readonly", "");
    expect((await draftOf(page, scoutDraftId)).changeRequestStatus).toBe("in_draft");
  });

  await test.step("another provider's user gets the not-found screen on both previews", async () => {
    const other = await signedInPage(browser, OTHER);
    await expectNotFound(other, newPreviewPath);
    await expectNotFound(other, `/apps/${SCOUT.code}?preview_app_id=${scoutDraftId}`);
  });
});
