import { expectNoAxeViolations } from "./support/axe";
import { type Browser, expect, type Page, test } from "./support/test";
import { baseURL } from "./playwright.config";

// Issue 11's review, end to end with this file's own requests: ときわタイム's user submits a change
// of ときわ残業アラート (tokiwa-overtime, which no other file touches) and a new app's draft through
// the developer API; the demo operator filters the queue to that provider, picks the change up by
// its id, reads the title's old and new values side by side and approves it: the public page shows
// the new title at once and the provider's list says approved. The new app is rejected with a
// reason, which the provider reads in the list. Axe at 1280 and 375 px on the queue and review.

const PASSWORD = "demo-password";
const PROVIDER = "dev@tokiwa-time.example";
const OPERATOR = "operator@store.example";
const APP_CODE = "tokiwa-overtime";
const OLD_TITLE = "HR Suiteのホームに、今月の残業時間を表示";
const DRAFTS_API = "/api/developers/experimental/draft_apps";

type TDraft = { id: number; version: number; issues: unknown[] };

async function signedIn(browser: Browser, area: "developers" | "ops", email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: "ja-JP", viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.request.post(`/api/${area}/auth/sign_in`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

async function submit(page: Page, draft: TDraft): Promise<void> {
  expect(draft.issues).toEqual([]);
  const response = await page.request.post(`${DRAFTS_API}/${draft.id}/change_request`, {
    data: { action: "submit", version: draft.version },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A change of tokiwa-overtime's title, and a new app's draft, both submitted by the provider. */
async function submitRequests(provider: Page, title: string, newCode: string) {
  const list = await (await provider.request.get("/api/developers/apps")).json();
  const app = (list.apps as { id: number; code: string }[]).find((own) => own.code === APP_CODE);
  expect(app, `${APP_CODE} in the provider's own-app list`).toMatchObject({ id: expect.any(Number), code: APP_CODE });
  const created = await provider.request.post(DRAFTS_API, {
    data: { appId: app?.id, content: { title } },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const change = (await created.json()) as TDraft;
  await submit(provider, change);

  const fresh = await provider.request.post(DRAFTS_API, {
    data: {
      content: {
        name: `審査E2Eの新アプリ ${newCode.slice(-6)}`,
        code: newCode,
        title: "差し戻される新しいアプリ",
        description: "審査の差し戻しを確かめるためのアプリです。",
        categoryIds: [1],
        logoImage: "/img/apps/tokiwa-overtime/logo.svg",
      },
      notificationEmail: "review-e2e@tokiwa-time.example",
    },
    headers: { origin: baseURL },
  });
  expect(fresh.status(), await fresh.text()).toBe(201);
  const newApp = (await fresh.json()) as TDraft;
  await submit(provider, newApp);
  return { changeId: change.id, newAppId: newApp.id };
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function pickUp(page: Page, id: number): Promise<void> {
  await page.goto(`/ops/change_requests/${id}`);
  // The checks run as the page opens; their summary speaks to the reviewer, not to a provider who submits.
  await expect(page.locator("[data-pre-check-status]")).toHaveText(
    /^(すべてのチェックに合格しました。|判断の前に確認が必要な点があります。|チェックを通らない点があります。提供者に修正を求めてください。)$/,
  );
  await page.getByRole("button", { name: "担当して審査する" }).click();
  await expect(page.locator("[data-decision-form]")).toBeVisible();
  await expect(page.locator('[data-fact="reviewer"]')).toContainText("ストア運営 太郎");
}

test("the operator reviews the provider's requests: one approved and live at once, one rejected with a reason", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`;
  const newTitle = `ホームで今月の残業時間がわかる（審査${stamp.slice(-5)}）`;
  const provider = await signedIn(browser, "developers", PROVIDER);
  const { changeId, newAppId } = await submitRequests(provider, newTitle, `review-e2e-${stamp}`);

  // The queue, filtered to the provider through its form, lists both; the change filter only the change.
  const ops = await signedIn(browser, "ops", OPERATOR);
  const queue = await (await ops.request.get("/api/ops/change_requests")).json();
  const providerId = (queue.pending as { id: number; provider: { id: number } }[]).find((r) => r.id === changeId)
    ?.provider.id;
  expect(providerId, "the change request's provider in the queue").toEqual(expect.any(Number));
  await ops.goto("/ops/change_requests");
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText("変更申請");
  const filters = ops.locator("[data-queue-filters]");
  await filters.getByLabel("提供者").selectOption(String(providerId));
  await filters.getByRole("button", { name: "絞り込む" }).click();
  await expect(ops).toHaveURL(new RegExp(`provider=${providerId}`));
  const pending = ops.locator('[data-queue="pending"]');
  await expect(pending.locator(`[data-change-request="${changeId}"]`)).toContainText("変更");
  await expect(pending.locator(`[data-change-request="${newAppId}"]`)).toContainText("新規アプリ");
  await expect(pending.locator(`[data-change-request="${changeId}"]`)).toContainText(/申請日時：.*前|申請日時：.*今/);
  await expectNoAxeViolations(ops);
  await ops.goto(`/ops/change_requests?provider=${providerId}&kind=change`);
  await expect(pending.locator(`[data-change-request="${newAppId}"]`)).toHaveCount(0);
  await pending.locator(`[data-change-request="${changeId}"]`).getByRole("link").click();
  await expect(ops).toHaveURL(`/ops/change_requests/${changeId}`);

  // Picked up, the title reads old beside new; the unchanged fields are folded away.
  await ops.getByRole("button", { name: "担当して審査する" }).click();
  await expect(ops.locator("[data-decision-form]")).toBeVisible();
  const title = ops.locator('[data-content-diff] [data-diff-field="title"][data-changed="true"]');
  await expect(title.locator('[data-side="before"]')).toContainText(OLD_TITLE);
  await expect(title.locator('[data-side="after"]')).toContainText(newTitle);
  await expect(ops.locator("[data-unchanged] summary")).toContainText("変更のない");
  await expect(ops.locator('[data-unchanged] [data-diff-field="name"]')).toBeHidden();
  await expectNoAxeViolations(ops);
  await ops.setViewportSize({ width: 375, height: 812 });
  await expectNoOverflow(ops);
  await expectNoAxeViolations(ops);
  await ops.goto(`/ops/change_requests?provider=${providerId}`);
  await expect(ops.locator('[data-queue="inReview"]').locator(`[data-change-request="${changeId}"]`)).toContainText(
    "担当：ストア運営 太郎",
  );
  await expectNoOverflow(ops);
  await expectNoAxeViolations(ops);
  await ops.setViewportSize({ width: 1280, height: 900 });

  // Approved: the public page shows the new title at once; the provider's list says approved.
  await ops.goto(`/ops/change_requests/${changeId}`);
  await ops.locator("[data-decision-submit=approve]").click();
  await expect(ops.locator('[data-outcome="approved"]')).toContainText("承認しました");
  await ops.getByRole("link", { name: "公開ページを開く" }).click();
  await expect(ops).toHaveURL(`/apps/${APP_CODE}`);
  await expect(ops.getByText(newTitle).first()).toBeVisible();
  // The request still shows what was approved: the title before the approval beside the one published.
  await ops.goto(`/ops/change_requests/${changeId}`);
  await expect(ops.locator("[data-diff-of-approval]")).toContainText("承認済み");
  await expect(ops.locator('[data-diff-field="title"][data-changed="true"] [data-side="after"]')).toContainText(
    newTitle,
  );
  const visitor = await (await browser.newContext({ locale: "ja-JP" })).newPage();
  await visitor.goto(`/apps/${APP_CODE}`);
  await expect(visitor.getByText(newTitle).first()).toBeVisible();
  await provider.goto("/developers/apps");
  const appRow = provider.locator('[data-own-list="own-apps"] tbody tr').filter({ hasText: APP_CODE }).first();
  await expect(appRow).toContainText("承認済み");

  // The new app is rejected with a reason: the form keeps it, the provider reads it in the list.
  const reason = `ロゴの代替テキストと説明を見直してください（${stamp.slice(-5)}）`;
  await pickUp(ops, newAppId);
  await ops.getByRole("radio", { name: "差し戻し" }).check();
  // Without a reason nothing is sent: the store says so in place (not the browser's bubble) and focuses the box.
  await ops.locator("[data-decision-submit=reject]").click();
  await expect(ops.locator("[data-decision-form]").getByRole("alert")).toHaveText("差し戻しの理由を入力してください。");
  await expect(ops.getByLabel("理由（提供者に伝わります）")).toBeFocused();
  await expect(ops.getByLabel("理由（提供者に伝わります）")).toHaveAttribute("aria-invalid", "true");
  await ops.getByLabel("理由（提供者に伝わります）").fill(reason);
  await ops.locator("[data-decision-submit=reject]").click();
  await expect(ops.locator('[data-outcome="rejected"]')).toContainText(reason);
  await ops.getByRole("link", { name: "変更申請の一覧に戻る" }).last().click();
  await expect(ops).toHaveURL("/ops/change_requests");
  await provider.goto("/developers/apps");
  const draftRow = provider
    .locator('[data-own-list="own-drafts"] tbody tr')
    .filter({ hasText: `review-e2e-${stamp}` })
    .first();
  await expect(draftRow).toContainText("差し戻し");
  await expect(draftRow.locator("[data-review-comment]")).toContainText(reason);
});

test("the queue ignores filters it cannot use; an unknown change request is not found", async ({ browser }) => {
  const ops = await signedIn(browser, "ops", OPERATOR);
  expect((await ops.goto("/ops/change_requests?provider=abc&kind=everything&after=yesterday"))?.status()).toBe(200);
  await expect(ops.getByRole("heading", { level: 1 })).toHaveText("変更申請");
  expect((await ops.goto("/ops/change_requests/999999"))?.status()).toBe(404);
  expect((await ops.goto("/ops/change_requests/abc"))?.status()).toBe(404);
});
