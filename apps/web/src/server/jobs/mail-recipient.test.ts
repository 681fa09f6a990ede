import { describe, expect, it, vi } from "vitest";

const warn = vi.hoisted(() => vi.fn());
vi.mock("@/server/logger", () => ({ logger: { warn } }));
// Unit tests share one module graph: a file that loaded the real logger earlier must not hand it over here.
vi.resetModules();
const { mailRecipient } = await import("./mail-recipient");

describe("mailRecipient", () => {
  const list = "a@x.jp, b@x.jp,\r\nBcc: c@x.jp";

  it("takes the first candidate that is one valid address, passing over a stored list with a warning", () => {
    warn.mockClear();
    expect(mailRecipient([list, null, " owner@provider.example "], { draftId: 7 })).toBe("owner@provider.example");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({ draftId: 7 });
  });

  it("is null, with a warning, when no candidate is one valid address", () => {
    warn.mockClear();
    expect(mailRecipient([null, "", list], { draftId: 8 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
