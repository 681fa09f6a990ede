import { expectNoAxeViolations } from "./support/axe";
import { accountState, contextFor, expectNoOverflow } from "./support/journey";
import { mailsTo } from "./support/outbox";
import { expect, type Page, test } from "./support/test";

// The operators' moderation of user voices (issue 28) on the demo data: はるかぜ採用管理
// (harukaze-ats) has one voice waiting for its first look and one published voice that visitors
// reported (packages/db/src/seed/demo-catalog.ts, seedDemoModerationVoices). One test publishes the
// first in Japanese at 1280 px, the other takes the second down in English at 375 px; no other
// end-to-end file reads either voice.

const OPERATOR = "operator@store.example";
const PENDING = {
  title: "面接日程の調整がほぼ自動になりました",
  author: "aya.morimoto@midori-seiki.example",
};
const REPORTED = { title: "サポートの返事が遅いのが残念", author: "makoto.aoki@aoba-fudosan.example" };
const PROVIDER_USER = "dev@harukaze-recruit.example";

const voiceCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("an operator reads the queue and publishes a waiting voice; the author and the provider are mailed (ja, 1280 px)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await contextFor(browser, await accountState(browser, "ops", OPERATOR), { width: 1280 });
  const page = await context.newPage();
  await page.goto("/ops/voices");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("利用者の声");
  await expect(
    page
      .getByRole("navigation", { name: "運営コンソールのメニュー" })
      .getByRole("link", { name: /^利用者の声（\d+件待ち）$/ }),
  ).toHaveAttribute("aria-current", "page");
  const tabs = page.getByRole("navigation", { name: "利用者の声の状態" });
  await expect(tabs.getByRole("link", { name: /^確認待ち（\d+件）$/ })).toHaveAttribute("aria-current", "page");

  const card = voiceCard(page, PENDING.title);
  await expect(card).toContainText("はるかぜ採用管理");
  await expect(card).toContainText("森本 彩 — 株式会社みどり精機 (t-ext-01)");
  await expect(card.getByRole("region", { name: "自動チェックの結果" })).toContainText(
    "要確認 本文: 人の名前（佐***）が含まれているようです。",
  );
  await expect(card.getByRole("region", { name: "報告（0件）" })).toContainText("報告はありません。");
  await expectNoAxeViolations(page);

  // Rejecting needs a reason: the form says so, and cancelling goes back to the button.
  await card.getByRole("button", { name: "却下する" }).click();
  const form = card.getByRole("form", { name: `「${PENDING.title}」を却下する` });
  await expect(form.getByLabel("理由")).toBeFocused();
  await form.getByRole("button", { name: "却下を確定する" }).click();
  await expect(form.getByText("理由を入力してください。")).toBeVisible();
  await expect(form.getByLabel("理由")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "キャンセル" }).click();
  await expect(card.getByRole("button", { name: "却下する" })).toBeFocused();

  await card.getByRole("button", { name: "公開する" }).click();
  const notice = page.locator("[data-moderation-notice]");
  await expect(notice).toHaveText(`「${PENDING.title}」を公開しました。`);
  await expect(notice).toBeFocused();
  await expect(card).toHaveCount(0);

  await tabs.getByRole("link", { name: /^公開中（\d+件）$/ }).click();
  await expect(page).toHaveURL(/\/ops\/voices\?view=published$/);
  await expect(voiceCard(page, PENDING.title)).toContainText("公開中");
  await expect(voiceCard(page, PENDING.title).getByRole("button", { name: "取り下げる" })).toBeVisible();

  const [toAuthor] = await mailsTo(PENDING.author, PENDING.title);
  expect(toAuthor?.subject).toContain(`利用者の声「${PENDING.title}」を公開しました`);
  const [toProvider] = await mailsTo(PROVIDER_USER, "「はるかぜ採用管理」に利用者の声が公開されました");
  expect(toProvider?.text).toContain("/developers/voices");
  await context.close();
});

test("an operator takes down a reported voice with a reason, in English at 375 px", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await contextFor(browser, await accountState(browser, "ops", OPERATOR), {
    locale: "en-US",
    width: 375,
  });
  const page = await context.newPage();
  await page.goto("/ops/voices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User reviews");

  const card = voiceCard(page, REPORTED.title);
  await expect(card).toContainText("Reported, under review");
  const reports = card.getByRole("region", { name: "Reports (2)" });
  await expect(reports.getByRole("listitem")).toHaveCount(2);
  await expect(reports).toContainText("競合の宣伝のように読めます。");
  await expectNoOverflow(page);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Take down" }).click();
  const form = card.getByRole("form", { name: `Take down “${REPORTED.title}”` });
  const reason = "Names a competitor's support in a way we cannot check.";
  await form.getByLabel("Reason").fill(reason);
  await expectNoOverflow(page);
  await form.getByRole("button", { name: "Confirm take-down" }).click();
  await expect(page.locator("[data-moderation-notice]")).toHaveText(`Took down “${REPORTED.title}”.`);
  await expect(card).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Review status" })
    .getByRole("link", { name: /^Taken down \(\d+\)$/ })
    .click();
  const taken = voiceCard(page, REPORTED.title);
  await expect(taken).toContainText(reason);
  await expect(taken.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The author wrote in Japanese and is told in Japanese, with the reason.
  const [mail] = await mailsTo(REPORTED.author, reason);
  expect(mail?.subject).toContain(`利用者の声「${REPORTED.title}」の公開を取り下げました`);
  await context.close();
});
