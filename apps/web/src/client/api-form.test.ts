import { describe, expect, it } from "vitest";
import { createApiForm, failureOf, IDLE_API_FORM, type TApiFormOptions, type TApiFormState } from "./api-form";
import { ApiError } from "./api-client";

/** The form as the hook builds it, over a plain variable: every state a caller renders is recorded. */
function form(options: TApiFormOptions) {
  let state: TApiFormState = IDLE_API_FORM;
  const seen: TApiFormState[] = [];
  const focused: string[] = [];
  const actions = createApiForm(
    {
      get: () => state,
      set: (next) => {
        state = next;
        seen.push(next);
      },
    },
    () => options,
    (name) => focused.push(name),
  );
  return { actions, seen, focused, state: () => state };
}

const UNEXPECTED = "Something went wrong.";
const refusal = new ApiError(422, "Check the fields.", { email: ["Not an address."], name: ["Required."] });

describe("useApiForm's rules (createApiForm)", () => {
  it("is pending while the call runs and answers its result, leaving no message", async () => {
    const f = form({ unexpected: UNEXPECTED });
    let seenWhileRunning: TApiFormState | null = null;
    const result = await f.actions.run(async () => {
      seenWhileRunning = f.state();
      return 42;
    });
    expect(result).toBe(42);
    expect(seenWhileRunning).toEqual({ pending: true, message: null, items: {} });
    expect(f.state()).toEqual(IDLE_API_FORM);
  });

  it("shows the server's message and per-field items of a 422, focusing the first field when asked", async () => {
    const f = form({ unexpected: UNEXPECTED, focusFirstInvalid: true });
    const result = await f.actions.run(() => Promise.reject(refusal));
    expect(result).toBeUndefined();
    expect(f.state()).toEqual({ pending: false, message: "Check the fields.", items: refusal.items });
    expect(f.focused).toEqual(["email"]);
  });

  it("does not move the focus unless asked", async () => {
    const f = form({ unexpected: UNEXPECTED });
    await f.actions.run(() => Promise.reject(refusal));
    expect(f.focused).toEqual([]);
  });

  it("does not send a second call while one is pending", async () => {
    const f = form({ unexpected: UNEXPECTED });
    let release: (value: string) => void = () => {};
    const first = f.actions.run(() => new Promise<string>((resolve) => (release = resolve)));
    let calledAgain = false;
    const second = await f.actions.run(async () => {
      calledAgain = true;
      return "again";
    });
    release("first");
    expect(await first).toBe("first");
    expect(second).toBeUndefined();
    expect(calledAgain).toBe(false);
  });

  it("starts each run without the last refusal's message and items", async () => {
    const f = form({ unexpected: UNEXPECTED });
    await f.actions.run(() => Promise.reject(refusal));
    await f.actions.run(async () => "ok");
    expect(f.seen.at(-2)).toEqual({ pending: true, message: null, items: {} });
  });

  it("check: shows the client's own messages, focuses the first, and says not to send", () => {
    const f = form({ unexpected: UNEXPECTED, focusFirstInvalid: true });
    expect(f.actions.check({}, "Fix the fields.")).toBe(true);
    expect(f.state()).toEqual(IDLE_API_FORM);
    expect(f.actions.check({ password: ["Required."] }, "Fix the fields.")).toBe(false);
    expect(f.state()).toEqual({ pending: false, message: "Fix the fields.", items: { password: ["Required."] } });
    expect(f.focused).toEqual(["password"]);
  });

  it("clearError takes one field's messages away and keeps the rest and the message", async () => {
    const f = form({ unexpected: UNEXPECTED });
    await f.actions.run(() => Promise.reject(refusal));
    f.actions.clearError("email");
    expect(f.state()).toEqual({ pending: false, message: "Check the fields.", items: { name: ["Required."] } });
    const before = f.seen.length;
    f.actions.clearError("email");
    expect(f.seen.length).toBe(before);
  });

  it("clearError without a name takes every field's messages away, keeping the message", async () => {
    const f = form({ unexpected: UNEXPECTED });
    await f.actions.run(() => Promise.reject(refusal));
    f.actions.clearError();
    expect(f.state()).toEqual({ pending: false, message: "Check the fields.", items: {} });
  });

  it("hold keeps the loading state after success (the page is moving on)", async () => {
    const f = form({ unexpected: UNEXPECTED });
    await f.actions.run(async () => "ok");
    f.actions.hold();
    expect(f.state().pending).toBe(true);
  });

  it("fail and reset show and take away a refusal the caller found itself", () => {
    const f = form({ unexpected: UNEXPECTED });
    f.actions.fail("Taken already.", { code: ["Taken."] });
    expect(f.state()).toEqual({ pending: false, message: "Taken already.", items: { code: ["Taken."] } });
    f.actions.reset();
    expect(f.state()).toEqual(IDLE_API_FORM);
  });

  it("refused: answers a failure the form's own way, or hands over and stays pending", async () => {
    const wait = new ApiError(429, "Too many.", {}, 120);
    const ended = new ApiError(401, "Signed out.");
    const f = form({
      unexpected: UNEXPECTED,
      refused: (error) =>
        error === ended ? "handled" : error === wait ? { message: "Try again in 2 minutes." } : undefined,
    });
    await f.actions.run(() => Promise.reject(wait));
    expect(f.state()).toEqual({ pending: false, message: "Try again in 2 minutes.", items: {} });
    await f.actions.run(() => Promise.reject(ended));
    expect(f.state()).toEqual({ pending: true, message: null, items: {} });
  });
});

describe("failureOf: which failures show the server's words", () => {
  const cases: [string, TApiFormOptions["shows"], unknown, { message: string | null; items: object }][] = [
    ["a 4xx with a message (clientError)", "clientError", refusal, { message: refusal.message, items: refusal.items }],
    ["a 5xx (clientError)", "clientError", new ApiError(500, "Internal."), { message: UNEXPECTED, items: {} }],
    ["a 4xx without a message", "clientError", new ApiError(403, ""), { message: UNEXPECTED, items: {} }],
    ["nothing answered", "clientError", new ApiError(0, ""), { message: UNEXPECTED, items: {} }],
    ["not an ApiError", "clientError", new TypeError("boom"), { message: UNEXPECTED, items: {} }],
    ["a 5xx with a message (anyMessage)", "anyMessage", new ApiError(503, "Later."), { message: "Later.", items: {} }],
    [
      "a status of the in-place table",
      "install",
      new ApiError(402, "Pay first."),
      { message: "Pay first.", items: {} },
    ],
    ["a status outside it", "install", refusal, { message: UNEXPECTED, items: {} }],
    ["a 422 of a form that shows it", "documentRequest", refusal, { message: refusal.message, items: refusal.items }],
  ];
  it.each(cases)("%s", (_, shows, error, expected) => {
    expect(failureOf(error, { unexpected: UNEXPECTED, shows })).toEqual(expected);
  });

  it("shows clientError when the form does not say", () => {
    expect(failureOf(refusal, { unexpected: UNEXPECTED }).message).toBe(refusal.message);
  });
});
