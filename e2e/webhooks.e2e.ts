import { createHmac } from "node:crypto";
import http from "node:http";
import { baseURL, suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { mailsTo } from "./support/outbox";
import { type Browser, expect, type Page, test } from "./support/test";

// Lifecycle webhooks to providers (issue 13 item 6): ときわタイム's developer sets its webhook URL
// to a receiver in this test, 鈴木 一郎 removes and adds back ときわ残業アラート for あおぞらテック,
// and the receiver gets each event signed with the secret the developer page showed once. The
// receiver fails the first request: the same event comes again after the backoff. Then the
// receiver fails every request: the endpoint is paused (after 3 failures here), its provider told
// by mail, test events held; resuming from the developer page sends them.

const PROVIDER_EMAIL = "dev@tokiwa-time.example";
const APP_CODE = "tokiwa-overtime";
const SUZUKI = /鈴木 一郎（株式会社あおぞらテック・管理者）としてログイン/;
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}/store-webhooks`;

type TReceived = { eventId: string; timestamp: string; signature: string; body: string };

type TReceiver = { received: TReceived[]; failing: boolean; close: () => Promise<void> };

function startReceiver(): Promise<TReceiver> {
  const received: TReceived[] = [];
  const state = { failing: false };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        eventId: String(request.headers["x-store-event-id"]),
        timestamp: String(request.headers["x-store-timestamp"]),
        signature: String(request.headers["x-store-signature"]),
        body,
      });
      response.statusCode = received.length === 1 || state.failing ? 500 : 204;
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(RECEIVER_PORT, "127.0.0.1", () =>
      resolve(Object.assign(state, { received, close: () => new Promise<void>((done) => server.close(() => done())) })),
    ),
  );
}

async function providerPage(browser: Browser, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  const response = await page.request.post("/api/developers/auth/sign_in", {
    data: { email: PROVIDER_EMAIL, password: "demo-password" },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function signInAtSuite(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: SUZUKI }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
}

const verifies = (secret: string, delivery: TReceived) =>
  delivery.signature ===
  `v1=${createHmac("sha256", secret).update(`${delivery.timestamp}.${delivery.body}`).digest("hex")}`;

test("a webhook is delivered, fails once and is retried, and its signature verifies", async ({ browser }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    // The provider sets its URL and is shown the signing secret once.
    const provider = await providerPage(browser, "ja-JP", 1280);
    await provider.goto("/developers");
    await provider.getByRole("link", { name: "Webhook" }).first().click();
    await expect(provider).toHaveURL("/developers/webhooks");
    await expect(provider.getByRole("heading", { level: 1 })).toHaveText("Webhook");
    await expect(provider.getByText("まだ送信はありません。")).toBeVisible();
    await expectNoAxeViolations(provider);
    await provider.getByLabel("Webhook URL").fill(RECEIVER_URL);
    await provider.getByRole("button", { name: "保存する" }).click();
    await expect(provider.getByText("Webhook URLを保存しました。")).toBeVisible();
    const secret = (await provider.locator("[data-webhook-secret]").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(provider);

    // The tenant admin removes the app and adds it back.
    const admin = await browser.newPage({ locale: "ja-JP" });
    await admin.goto("/tenant_admin");
    await admin.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
    await signInAtSuite(admin);
    await expect(admin).toHaveURL("/tenant_admin");
    const row = admin.locator(`[data-installed-app="${APP_CODE}"]`);
    await row.getByRole("button", { name: "削除する" }).click();
    await admin
      .getByRole("dialog", { name: "「ときわ残業アラート」を削除しますか？" })
      .getByRole("button", { name: "削除する" })
      .click();
    await expect(row).toHaveCount(0);

    // The uninstall event: refused once with 500, sent again with the same id after the backoff.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const [first, retry] = receiver.received;
    expect(retry?.eventId).toBe(first?.eventId);
    expect(JSON.parse(first?.body ?? "{}")).toMatchObject({
      id: first?.eventId,
      type: "uninstalled",
      app: { code: APP_CODE, name: "ときわ残業アラート" },
      tenant: { id: "t-aozora" },
    });
    for (const delivery of [first, retry]) expect(delivery && verifies(secret, delivery)).toBe(true);

    await admin.goto(`/apps/${APP_CODE}`);
    await admin.getByRole("button", { name: "アプリを追加する" }).click();
    const dialog = admin.getByRole("dialog", { name: "「ときわ残業アラート」を追加しますか？" });
    await dialog.getByRole("checkbox", { name: /同意します/ }).check();
    await dialog.getByRole("button", { name: "追加する" }).click();
    await expect(admin.locator("[data-app-action]")).toHaveAttribute("data-app-action", "alreadyIntegrated");
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
    const installed = receiver.received[2];
    expect(JSON.parse(installed?.body ?? "{}")).toMatchObject({ type: "installed", app: { code: APP_CODE } });
    expect(installed && verifies(secret, installed)).toBe(true);

    // The developer page shows the uninstall delivered after two attempts.
    await provider.reload();
    const delivery = provider.locator(`tr[data-event-id="${first?.eventId}"]`);
    await expect(delivery).toHaveAttribute("data-status", "succeeded");
    await expect(delivery.locator("[data-attempts]")).toHaveText("2");
    await expect(delivery).toContainText("アンインストール");
    await expect(delivery).toContainText("204");
    await expectNoAxeViolations(provider);

    // Resend: the same event id comes once more.
    await delivery.getByRole("button", { name: `送信 ${first?.eventId} を再送する` }).click();
    await expect(provider.getByText("再送を送信待ちにしました。")).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(4);
    expect(receiver.received[3]?.eventId).toBe(first?.eventId);

    // On a phone, and in English.
    for (const [locale, width, heading] of [
      ["ja-JP", 375, "Webhook"],
      ["en-US", 1280, "Webhooks"],
      ["en-US", 375, "Webhooks"],
    ] as const) {
      const page = await providerPage(browser, locale, width);
      await page.goto("/developers/webhooks");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator(`tr[data-event-id="${first?.eventId}"]`)).toHaveAttribute("data-status", "succeeded");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.context().close();
    }

    // The receiver fails from now on: three test events fail and the endpoint is paused.
    receiver.failing = true;
    const sendTest = () => provider.request.post("/api/developers/webhooks/test", { headers: { origin: baseURL } });
    for (let i = 0; i < 3; i += 1) expect((await sendTest()).status()).toBe(200);
    const settings = async () =>
      (await (await provider.request.get("/api/developers/webhooks")).json()) as {
        paused: unknown;
        deliveries: { status: string }[];
      };
    await expect.poll(async () => (await settings()).paused !== null, { timeout: 20_000 }).toBe(true);
    await mailsTo("partner@tokiwa-time.example", "Webhookの送信を一時停止しました");
    expect((await sendTest()).status()).toBe(200);
    await provider.reload();
    const paused = provider.locator("[data-webhook-paused]");
    await expect(paused.getByRole("heading")).toHaveText("Webhookの送信を一時停止しています");
    await expect(paused).toContainText(/\d+回続けて送信に失敗したためです/);
    await expect(paused).toContainText("answered 500");
    await expect(provider.locator('tr[data-status="held"]').first()).toContainText("保留中");
    await expectNoAxeViolations(provider);

    // Resumed: the held events go out and the notice is gone.
    receiver.failing = false;
    const before = receiver.received.length;
    await paused.getByRole("button", { name: "送信を再開する" }).click();
    await expect(provider.getByText("送信を再開しました。保留中のイベントを順に送信します。")).toBeVisible();
    await expect(paused).toHaveCount(0);
    await expect
      .poll(async () => (await settings()).deliveries.filter((delivery) => delivery.status === "held").length, {
        timeout: 20_000,
      })
      .toBe(0);
    // A held event turns pending as the endpoint resumes, then goes out with the next poll.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(before);
  } finally {
    await receiver.close();
  }
});
