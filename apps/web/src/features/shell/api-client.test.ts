import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, isShownFailure } from "./api-client";

type TCall = { url: string; init: RequestInit };

function answer(response: Response | (() => never)) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (typeof response === "function") return response();
      return response;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiClient", () => {
  it.each([
    [400, "BAD_REQUEST"],
    [401, "UNAUTHENTICATED"],
    [402, "PAYMENT_REQUIRED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [422, "UNPROCESSABLE"],
    [409, "UNEXPECTED"],
    [413, "UNEXPECTED"],
    [429, "UNEXPECTED"],
    [500, "UNEXPECTED"],
    [502, "UNEXPECTED"],
    [503, "UNEXPECTED"],
  ])("a %i is a %s error with the server's message and items", async (status, code) => {
    answer(json(status, { error: { code: "X", message: "メッセージ", items: { email: ["を入力してください。"] } } }));
    const error = await failureOf(apiClient.post("/api/x", { a: 1 }));
    expect(error).toMatchObject({ code, status, message: "メッセージ", items: { email: ["を入力してください。"] } });
  });

  it("sends JSON with its header and reads a JSON answer", async () => {
    const calls = answer(json(200, { installed: true }));
    await expect(apiClient.post("/api/tenant_admin/apps", { code: "x" })).resolves.toEqual({ installed: true });
    const [call] = calls;
    expect(call?.url).toBe("/api/tenant_admin/apps");
    expect(call?.init).toMatchObject({
      method: "POST",
      body: '{"code":"x"}',
      mode: "cors",
      credentials: "same-origin",
    });
    expect(call?.init.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
  });

  it.each(["post", "put", "patch"] as const)("%s sends FormData as it is, without the JSON header", async (method) => {
    const calls = answer(json(200, { ok: true }));
    const form = new FormData();
    form.set("file", new Blob(["x"], { type: "image/png" }), "logo.png");
    await apiClient[method]("/api/developers/apps/images", form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({ accept: "application/json" });
    expect(calls[0]?.init.method).toBe(method.toUpperCase());
  });

  it("gives no body for a 204 DELETE", async () => {
    const calls = answer(new Response(null, { status: 204 }));
    await expect(apiClient.delete("/api/tenant_admin/apps/x")).resolves.toBeUndefined();
    expect(calls[0]?.init).toMatchObject({ method: "DELETE", body: undefined });
  });

  it("GET sends no body", async () => {
    const calls = answer(json(200, { data: [] }));
    await expect(apiClient.get("/api/apps")).resolves.toEqual({ data: [] });
    expect(calls[0]?.init).toMatchObject({ method: "GET", body: undefined });
  });

  it("an answer that is not the error shape is an error without a message", async () => {
    answer(new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect(await failureOf(apiClient.get("/api/x"))).toMatchObject({ code: "UNEXPECTED", status: 502, message: "" });
  });

  it("no answer at all is unexpected, status 0", async () => {
    answer(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(apiClient.get("/api/x"))).toMatchObject({ code: "UNEXPECTED", status: 0, message: "" });
  });

  it("hands over what a refusal sent to recover with (error.details)", async () => {
    answer(json(409, { error: { message: "変更されています", details: { current: { id: 7 } } } }));
    const error = await failureOf(apiClient.patch("/api/x", {}));
    expect(error).toMatchObject({ status: 409, details: { current: { id: 7 } } });
    answer(json(404, { error: { message: "ありません" } }));
    expect((await failureOf(apiClient.get("/api/x"))).details).toEqual({});
  });

  it("reads Retry-After in seconds or as a date", async () => {
    answer(json(429, { error: { message: "多すぎます" } }, { "retry-after": "30" }));
    expect((await failureOf(apiClient.post("/api/x", {}))).retryAfterSeconds).toBe(30);
    answer(
      json(503, { error: { message: "停止中" } }, { "retry-after": new Date(Date.now() + 120_000).toUTCString() }),
    );
    const later = (await failureOf(apiClient.get("/api/x"))).retryAfterSeconds ?? 0;
    expect(later).toBeGreaterThan(100);
    expect(later).toBeLessThanOrEqual(120);
  });
});

describe("isShownFailure", () => {
  it("is true for the statuses the form answers in place, when they came with a message", () => {
    expect(isShownFailure(new ApiError(402, "お支払い"), "install")).toBe(true);
    expect(isShownFailure(new ApiError(402, ""), "install")).toBe(false);
    expect(isShownFailure(new ApiError(500, "x"), "install")).toBe(false);
    expect(isShownFailure(new Error("x"), "install")).toBe(false);
  });
});
