import { LOCALES } from "@store/domain/locales";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

// Vitest sets BASE_URL to "/" (Vite's base path), which the store's configuration rightly refuses.
vi.hoisted(() => {
  process.env.BASE_URL = "http://localhost:3000";
});
const logged = vi.hoisted(() => [] as { level: string; entry: Record<string, unknown>; message: string }[]);
vi.mock("@/server/logger", () => {
  const record = (level: string) => (entry: Record<string, unknown>, message: string) =>
    logged.push({ level, entry, message });
  return { logger: { info: record("info"), warn: record("warn"), error: record("error") } };
});

// Unit tests share one module graph: a file that loaded the real logger earlier must not hand it over here.
vi.resetModules();
const { errorResponse, GENERIC_MESSAGE_KEYS } = await import("./error-response");
const { AppError, ERROR_CODES } = await import("@store/domain/errors");

function request(headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/api/tenant_admin/apps", { method: "POST", headers });
}

async function answer(error: unknown, headers?: Record<string, string>) {
  const response = errorResponse(error, request(headers));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const messages = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../messages/${locale}.json`), "utf8"));

describe("errorResponse", () => {
  const refusal = new AppError("PAYMENT_REQUIRED", "payment check failed", {
    userMessage: { key: "serverErrors.suite.paymentFailed" },
  });

  it("answers in Japanese when the request names no language", async () => {
    const { status, body } = await answer(refusal);
    expect(status).toBe(402);
    expect(body).toEqual({
      error: {
        code: "PAYMENT_REQUIRED",
        message:
          "お支払い状態の確認ができませんでした。お支払い状態に問題が発生しています。管理者にお問い合わせください。",
      },
    });
  });

  it("takes the language from the locale cookie first, then Accept-Language", async () => {
    const english = await answer(refusal, { "accept-language": "en-US,en;q=0.9" });
    expect(english.body.error.message).toMatch(/^We couldn’t verify your payment status/);
    const korean = await answer(refusal, { cookie: "other=1; hrstore_locale=ko", "accept-language": "en-US" });
    expect(korean.body.error.message).toMatch(/^결제 상태를 확인할 수 없습니다/);
  });

  it("fills the message's values and the store's and suite's names", async () => {
    const inactive = new AppError("BAD_REQUEST", "subdomain hoshi is inactive", {
      userMessage: { key: "serverErrors.suite.inactiveSubdomain", values: { subdomain: "hoshi" } },
    });
    expect((await answer(inactive)).body.error.message).toBe(
      "サブドメイン「hoshi」は無効になっています。管理者にお問い合わせください。",
    );
    const unreachable = new AppError("UNEXPECTED", "the parent service failed", {
      userMessage: { key: "serverErrors.suite.unavailable" },
    });
    expect((await answer(unreachable)).body.error.message).toBe(
      "HR Suiteに接続できませんでした。しばらくしてからもう一度お試しください。",
    );
  });

  it("never sends the English log message: an error without a userMessage gets its code's message", async () => {
    const { status, body } = await answer(new AppError("FORBIDDEN", "administrator authority is required"));
    expect(status).toBe(403);
    expect(body.error).toEqual({ code: "FORBIDDEN", message: "この操作を行う権限がありません。" });
  });

  it("keeps the per-field items of a 422", async () => {
    const invalid = new AppError("UNPROCESSABLE", "invalid fields", { items: { email: ["を入力してください。"] } });
    expect((await answer(invalid)).body).toEqual({
      error: {
        code: "UNPROCESSABLE",
        message: "入力内容に誤りがあります。",
        items: { email: ["を入力してください。"] },
      },
    });
  });

  it("answers an unknown error with a generic 500 and keeps its details in the log", async () => {
    logged.length = 0;
    const { status, body } = await answer(new Error("connection string postgres://secret@db"));
    expect(status).toBe(500);
    expect(body).toEqual({
      error: {
        code: "UNEXPECTED",
        message: "予期しないエラーが発生しました。しばらくしてからもう一度お試しください。",
      },
    });
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe("error");
    expect(logged[0]?.entry.err).toMatchObject({ message: expect.stringContaining("postgres://secret@db") });
  });

  it("logs the English message with the code and the request", async () => {
    logged.length = 0;
    await answer(refusal);
    expect(logged).toEqual([
      {
        level: "info",
        message: "payment check failed",
        entry: {
          method: "POST",
          path: "/api/tenant_admin/apps",
          code: "PAYMENT_REQUIRED",
          status: 402,
          locale: "ja",
          messageKey: "serverErrors.suite.paymentFailed",
        },
      },
    ]);
  });

  it("falls back to the code's message for a key the catalogues lack, and says so in the log", async () => {
    logged.length = 0;
    const typo = new AppError("NOT_FOUND", "gone", { userMessage: { key: "serverErrors.noSuchKey" } });
    expect((await answer(typo)).body.error.message).toBe(
      "お探しのものは見つかりませんでした。移動または削除された可能性があります。",
    );
    expect(logged.some((line) => line.level === "warn" && line.entry.messageKey === "serverErrors.noSuchKey")).toBe(
      true,
    );
  });

  it("tells a limited caller when to come back", async () => {
    const limited = new AppError("RATE_LIMITED", "too many document requests", { retryAfterSeconds: 59.2 });
    const { status, headers, body } = await answer(limited);
    expect(status).toBe(429);
    expect(headers.get("retry-after")).toBe("60");
    expect(body.error.message).toBe("操作の回数が多すぎます。しばらくしてからもう一度お試しください。");
  });

  it.each(LOCALES)("has a generic message for every code in %s", (locale) => {
    const catalog = messages(locale);
    for (const code of ERROR_CODES) {
      const [namespace, key] = GENERIC_MESSAGE_KEYS[code].split(".") as [string, string];
      expect(typeof catalog[namespace]?.[key], `${locale} ${code}`).toBe("string");
    }
  });
});
