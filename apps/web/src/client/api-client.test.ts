import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, isShownFailure } from "./api-client";
import { RETRY_CAP_MS, retryDelayMs } from "./retry-policy";

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
    expect(await failureOf(apiClient.get("/api/x", { retries: 0 }))).toMatchObject({
      code: "UNEXPECTED",
      status: 502,
      message: "",
    });
  });

  it("no answer at all is unexpected, status 0", async () => {
    answer(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(apiClient.get("/api/x", { retries: 0 }))).toMatchObject({
      code: "UNEXPECTED",
      status: 0,
      message: "",
    });
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
    const later = (await failureOf(apiClient.get("/api/x", { retries: 0 }))).retryAfterSeconds ?? 0;
    expect(later).toBeGreaterThan(100);
    expect(later).toBeLessThanOrEqual(120);
  });
});

describe("apiClient retries (SPEC §9: 3 by default, waits capped at 30 s)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Calls the fetch answers, and the fake-clock time (ms since start) at which each was made. */
  function answerInTurn(responses: (() => Response)[]) {
    const times: number[] = [];
    const start = Date.now();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        times.push(Date.now() - start);
        const next = responses[Math.min(times.length - 1, responses.length - 1)];
        if (!next) throw new Error("no answer prepared");
        return next();
      }),
    );
    return times;
  }

  const down = () => json(503, { error: { message: "停止中" } });
  const offline = (): Response => {
    throw new TypeError("Failed to fetch");
  };

  it("tries a failing read 1 + 3 times, waiting 1 s, 2 s and 4 s, then gives the last failure", async () => {
    vi.useFakeTimers();
    const times = answerInTurn([down]);
    const result = failureOf(apiClient.get("/api/apps"));
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ status: 503, code: "UNEXPECTED" });
    expect(times).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it("a read that comes back after two failures answers normally", async () => {
    vi.useFakeTimers();
    const times = answerInTurn([offline, down, () => json(200, { data: [1] })]);
    const result = apiClient.get("/api/apps");
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ data: [1] });
    expect(times).toHaveLength(3);
  });

  it("never waits more than 30 s, even when the server asks for longer", async () => {
    vi.useFakeTimers();
    const times = answerInTurn([() => json(503, { error: { message: "停止中" } }, { "retry-after": "600" })]);
    const result = failureOf(apiClient.get("/api/apps"));
    await vi.runAllTimersAsync();
    await result;
    expect(times).toEqual([0, RETRY_CAP_MS, 2 * RETRY_CAP_MS, 3 * RETRY_CAP_MS]);
  });

  it("the doubling wait stops growing at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("a caller may ask for another number of retries", async () => {
    vi.useFakeTimers();
    const times = answerInTurn([down]);
    const result = failureOf(apiClient.get("/api/apps", { retries: 1 }));
    await vi.runAllTimersAsync();
    await result;
    expect(times).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 422])("a refused read (%i) is not tried again", async (status) => {
    vi.useFakeTimers();
    const times = answerInTurn([() => json(status, { error: { message: "だめです" } })]);
    const result = failureOf(apiClient.get("/api/apps"));
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ status });
    expect(times).toHaveLength(1);
  });

  it.each([
    ["POST", () => apiClient.post("/api/x", {})],
    ["PUT", () => apiClient.put("/api/x", {})],
    ["PATCH", () => apiClient.patch("/api/x", {})],
    ["DELETE", () => apiClient.delete("/api/x")],
  ])("a failed %s (a mutation) is never sent again on its own", async (_method, call) => {
    vi.useFakeTimers();
    const times = answerInTurn([down]);
    const result = failureOf(call());
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ status: 503 });
    expect(times).toHaveLength(1);
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
