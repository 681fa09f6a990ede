import { describe, expect, it } from "vitest";
import { keepsTransaction } from "./transaction-filter";

describe("which transactions are sent (SPEC §8)", () => {
  it.each([
    [{ op: "pageload", status: "ok", notFoundShown: false }, true],
    [{ op: "navigation", status: "ok", notFoundShown: false }, true],
    [{ op: "navigation", notFoundShown: false }, true],
    [{ op: "pageload", status: "ok", notFoundShown: true }, false],
    [{ op: "navigation", status: "ok", notFoundShown: true }, false],
    [{ op: "navigation", status: "cancelled", notFoundShown: false }, false],
    [{ op: "navigation", status: "deadline_exceeded", notFoundShown: false }, false],
    [{ op: "pageload", status: "internal_error", notFoundShown: false }, true],
  ])("%o is kept: %s", (facts, kept) => {
    expect(keepsTransaction(facts)).toBe(kept);
  });
});
