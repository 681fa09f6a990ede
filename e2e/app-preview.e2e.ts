import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";
import { baseURL } from "./playwright.config";

// Previews (SPEC §2, issue 10): the page exactly as the store shows it, in the store's frame, with
// the sample-data warning bar and its inquiry, document, trial, install and integration buttons
// inert; only the draft's provider and operators see one, anyone else gets the not-found screen;
// never cached, indexed or counted. kurogane previews its draft of kurogane-sso; harukaze is the
// other provider (and writes its own draft for the script test).

const PASSWORD = "demo-password";
const OWNER = "dev@kurogane-id.example";
const OTHER = "dev@harukaze-recruit.example";
const OPERATOR = "operator@store.example";
const NOT_FOUND_TITLE = "お探しのページは見つかりませんでした";
const NAME = "くろがねシングルサインオン";
// The draft changes the app's title (packages/db/src/seed/demo/drafts.ts); the app keeps its own.
const DRAFT_TITLE = "社内のクラウドサービスに、ひとつのIDとパスキーでログイン";
const APP_TITLE = "社内のクラウドサービスに、ひとつのIDでログイン";

async function signIn(page: Page, audience: "developers" | "ops", email: string): Promise<void> {
  const path = audience === "developers" ? "/api/developers/auth/sign_in" : "/api/ops/auth/sign_in";
  const response = await page.request.post(path, { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: "ja-JP", viewport: { width, height: width === 375 ? 812 : 900 } });
  return context.newPage();
}

/** kurogane's app kurogane-sso and its open draft, as the own-app list answers the provider. */
async function ownDraft(page: Page): Promise<{ appId: number; draftId: number }> {
  const response = await page.request.get("/api/developers/apps");
  expect(response.status()).toBe(200);
  const apps = (await response.json()).apps as { id: number; code: string; openDraftId: number | null }[];
  const app = apps.find((own) => own.code === "kurogane-sso");
  expect(app, "kurogane-sso with its open draft").toMatchObject({
    id: expect.any(Number),
    openDraftId: expect.any(Number),
  });
  return { appId: app?.id ?? 0, draftId: app?.openDraftId ?? 0 };
}

const editDraftPreview = (d: { appId: number; draftId: number }) =>
  `/developers/apps/${d.appId}/edit/draft_apps/${d.draftId}/preview?app_id=${d.appId}&draft_app_id=${d.draftId}`;
const appPreview = (appId: number) => `/developers/apps/${appId}/edit/draft_apps/preview?app_id=${appId}`;
const publicPreview = (code: string, draftId: number) => `/apps/${code}?preview_app_id=${draftId}`;

/** SPEC §2: never cached, never indexed. */
async function expectPrivateNoIndex(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["cache-control"]).toContain("no-store");
  expect(headers["cache-control"]).toContain("private");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
}

async function expectNotFound(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
  await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
}

type TSeenRequest = { method: string; url: string; navigation: boolean; prefetch: boolean };

/** Requests an action could send: API calls, documents, anything not a GET (framework prefetches aside). */
function actionRequests(requests: TSeenRequest[]): string[] {
  return requests
    .filter((r) => !r.prefetch)
    .filter((r) => r.method !== "GET" || r.navigation || new URL(r.url).pathname.startsWith("/api/"))
    .map((r) => `${r.method} ${r.url}`);
}

/** The preview shows the bar in the store's frame, and none of its actions does anything. */
async function expectInertPreview(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const bar = page.getByRole("region", { name: "プレビューのお知らせ" });
  await expect(bar).toContainText("サンプルデータ");
  await expect(bar).toContainText("問い合わせボタンや連携ボタンは反応しません");
  // The store's frame (its footer), not the developer area's; no analytics.
  await expect(page.locator("footer[data-footer-variant]")).toHaveCount(1);
  await expect(page.locator("[data-area-header]")).toHaveCount(0);
  await expect(page.locator("script#gtm")).toHaveCount(0);

  const inert = page.locator("[data-app-action] [data-preview-inert]");
  // The action area streams in after the heading: wait for it rather than count at once.
  await expect(inert.first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const requests: TSeenRequest[] = [];
  page.on("request", (request) =>
    requests.push({
      method: request.method(),
      url: request.url(),
      navigation: request.isNavigationRequest(),
      prefetch: request.headers()["next-router-prefetch"] !== undefined,
    }),
  );
  const popups: string[] = [];
  page.context().on("page", (popup) => popups.push(popup.url()));
  const url = page.url();
  for (const button of await inert.all()) {
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("プレビューでは、このボタンは反応しません。");
    // Playwright waits for an aria-disabled control to become enabled: click it as it is, then by keyboard.
    await button.click({ force: true });
    await button.press("Enter");
    // The button took the press (it is live, and focused): it answers with its tooltip, nothing else.
    await expect(page.locator('[role="tooltip"]')).toHaveText("プレビューでは、このボタンは反応しません。");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("menu")).toHaveCount(0);
  }
  expect(page.url()).toBe(url);
  expect(popups).toEqual([]);
  expect(actionRequests(requests)).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`a provider's preview at ${width} px`, () => {
    test("of a draft of their app: the bar, inert actions, no requests, private and noindex", async ({ browser }) => {
      const page = await newPage(browser, width);
      await signIn(page, "developers", OWNER);
      const draft = await ownDraft(page);
      await expectPrivateNoIndex(page, editDraftPreview(draft));
      await expect(page.locator("header").getByText(DRAFT_TITLE)).toBeVisible();
      await expectInertPreview(page, NAME);
      await expectNoAxeViolations(page);

      // The bar goes by keyboard and stays away on this page.
      await page.getByRole("button", { name: "プレビューのお知らせを閉じる" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
      await expect(page.locator("#preview-content")).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test("on the app's public route", async ({ browser }) => {
      const page = await newPage(browser, width);
      await signIn(page, "developers", OWNER);
      const draft = await ownDraft(page);
      await expectPrivateNoIndex(page, publicPreview("kurogane-sso", draft.draftId));
      await expect(page.locator("header").getByText(DRAFT_TITLE)).toBeVisible();
      await expectInertPreview(page, NAME);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("an inert control's tooltip (SPEC §9)", () => {
  test("shows on hover and focus, stays 5 px inside the viewport and follows a resize", async ({ browser }) => {
    const page = await newPage(browser, 375);
    await signIn(page, "developers", OWNER);
    const draft = await ownDraft(page);
    await page.goto(publicPreview("kurogane-sso", draft.draftId));
    // The integration menu's inert button takes the primary place once the page knows the viewer
    // (four inert controls before and after): the test starts once it leads the area.
    const inertControls = page.locator("[data-app-action] [data-preview-inert]");
    await expect(inertControls).toHaveCount(4);
    const button = inertControls.first();
    await expect(button).toContainText("連携メニュー");
    // The tooltip repeats the control's description for sighted users; readers get the description.
    const tooltip = page.locator('[role="tooltip"]');
    const nextToButton = async (viewportWidth: number) => {
      const tip = await tooltip.boundingBox();
      const control = await button.boundingBox();
      if (!tip || !control) return "not shown";
      if (tip.x < 5 || tip.x + tip.width > viewportWidth - 5) return `outside the margin at ${tip.x}`;
      const below = Math.abs(tip.y - (control.y + control.height + 6)) < 1;
      const above = Math.abs(tip.y + tip.height + 6 - control.y) < 1;
      return below || above ? "next to the button" : `off the button by ${tip.y - control.y} px`;
    };

    await button.hover();
    await expect(tooltip).toHaveText("プレビューでは、このボタンは反応しません。");
    await expect.poll(() => nextToButton(375)).toBe("next to the button");
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    // By keyboard; a resize (which moves the button) moves the tooltip with it.
    await button.focus();
    await expect(tooltip).toBeVisible();
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => nextToButton(320)).toBe("next to the button");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe("previews", () => {
  test("of the app's current content and its contact page", async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, "developers", OWNER);
    const draft = await ownDraft(page);
    await expectPrivateNoIndex(page, appPreview(draft.appId));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
    await expect(page.locator("header").getByText(APP_TITLE, { exact: true })).toBeVisible();
    await expect(page.locator("[data-preview-bar]")).toHaveCount(1);

    await expectPrivateNoIndex(page, `/apps/kurogane-sso/contact?preview_app_id=${draft.draftId}`);
    await expect(page.locator("[data-preview-bar]")).toHaveCount(1);
    const form = page.locator("form[data-preview-inert]");
    await expect(form).toHaveAccessibleDescription("プレビューでは、このフォームは送信できません。");
    for (const label of ["会社名", "氏名", "メールアドレス", "電話番号", "従業員規模", "お問い合わせ内容"]) {
      await expect(form.getByLabel(label, { exact: false })).toBeDisabled();
    }
    await expect(form.getByRole("button", { name: "送信する" })).toBeDisabled();
    await expectNoAxeViolations(page);
    // Without a preview, the public contact page: this app takes inquiries on the provider's own site.
    await page.goto("/apps/kurogane-sso/contact");
    await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "提供元のお問い合わせページへ" })).toHaveAttribute(
      "href",
      "https://www.kurogane-id.example/contact",
    );
  });

  test("an operator previews any provider's draft", async ({ browser }) => {
    const owner = await newPage(browser);
    await signIn(owner, "developers", OWNER);
    const draft = await ownDraft(owner);
    const page = await newPage(browser);
    await signIn(page, "ops", OPERATOR);
    await expectPrivateNoIndex(page, editDraftPreview(draft));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
    await expectPrivateNoIndex(page, publicPreview("kurogane-sso", draft.draftId));
  });

  /** The owner's draft of kurogane-sso, read by the owner (signed in in a browser of their own). */
  async function ownersDraft(browser: Browser): Promise<{ appId: number; draftId: number }> {
    const owner = await newPage(browser);
    await signIn(owner, "developers", OWNER);
    const draft = await ownDraft(owner);
    await owner.context().close();
    return draft;
  }

  test("another provider gets the not-found screen for every preview of the draft", async ({ browser }) => {
    const draft = await ownersDraft(browser);
    const other = await newPage(browser);
    await signIn(other, "developers", OTHER);
    for (const url of [
      editDraftPreview(draft),
      appPreview(draft.appId),
      publicPreview("kurogane-sso", draft.draftId),
      `/apps/kurogane-sso/contact?preview_app_id=${draft.draftId}`,
    ]) {
      await expectNotFound(other, url);
    }
  });

  test("its owner gets the same screen for an unknown draft and for the draft on another app", async ({ browser }) => {
    const owner = await newPage(browser);
    await signIn(owner, "developers", OWNER);
    const draft = await ownDraft(owner);
    // …exactly as another provider gets for a draft that does exist.
    await expectNotFound(owner, editDraftPreview({ appId: draft.appId, draftId: 2_147_483_647 }));
    await expectNotFound(owner, publicPreview("kurogane-sso", 2_147_483_647));
    await expectNotFound(owner, publicPreview("asagi-payroll", draft.draftId));
  });

  test("a visitor gets the not-found screen, and under /developers the sign-in", async ({ browser }) => {
    const draft = await ownersDraft(browser);
    const visitor = await newPage(browser);
    await expectNotFound(visitor, publicPreview("kurogane-sso", draft.draftId));
    await expectNotFound(visitor, `/apps/kurogane-sso/contact?preview_app_id=${draft.draftId}`);
    // Under /developers a visitor is asked to sign in, as on the area's other pages.
    await visitor.goto(editDraftPreview(draft));
    await expect(visitor).toHaveURL(/\/developers\/auth\/sign_in\?callbackUrl=/);
  });

  test("a script in any field of a draft never runs in its previews", async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, "developers", OTHER);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const script = (n: number) => `<script>window.__xss=${n};alert(${n})</script>`;
    const onerror = (n: number) => `<img src=x onerror="window.__xss=${n};alert(${n})">`;
    const code = "harukaze-script-test";
    const response = await page.request.post("/api/developers/experimental/draft_apps", {
      headers: { origin: baseURL },
      data: {
        content: {
          name: `${script(1)}はるかぜ${onerror(2)}`,
          code,
          title: onerror(3),
          description: script(4),
          primaryActionType: "demo",
          demoRequestUrl: "javascript:alert(5)",
          contactUrl: "javascript:alert(6)",
          body: `<p>本文</p>${script(7)}${onerror(8)}<a href="javascript:alert(9)">link</a>`,
          announcement: script(10),
          price: onerror(11),
          features: [
            { title: script(12), body: onerror(13), imageUrl: "javascript:alert(14)", imageAltText: onerror(15) },
          ],
          usages: [
            {
              title: onerror(16),
              embedType: "image",
              embedId: null,
              embedUrl: "javascript:alert(17)",
              body: script(18),
              imageUrl: `x" onerror="alert(19)`,
              imageAltText: "",
            },
          ],
          images: [{ url: "javascript:alert(20)", caption: script(21), altText: onerror(22) }],
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    for (const url of [
      `/developers/apps/new/draft_apps/${id}/preview?draft_app_id=${id}`,
      publicPreview(code, id),
      `/apps/${code}/contact?preview_app_id=${id}`,
    ]) {
      const answer = await page.goto(url);
      expect(answer?.status()).toBe(200);
      await expect(page.locator("[data-preview-bar]")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    }
    // The text fields show what was typed, as text.
    await page.goto(publicPreview(code, id));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>");
    for (const button of await page.locator("[data-preview-inert]").all()) await button.click({ force: true });
    await page.getByRole("tab", { name: "使い方ガイド" }).click();
    await expect(page.locator("[data-usage]")).toHaveCount(1);
    // Every image has loaded or failed, so any onerror attribute that survived would have run.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).length))
      .toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
