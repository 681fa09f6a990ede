import { describe, expect, it } from "vitest";
import { showsErrorInPlace, type TInPlaceErrorForm } from "./dialog-errors";

// SPEC §8, one row per case it names, plus the store's 409 and 429.
describe("showsErrorInPlace", () => {
  it.each<[TInPlaceErrorForm, number, boolean]>([
    ["install", 400, true],
    ["install", 402, true],
    ["install", 403, true],
    ["install", 409, true],
    ["install", 404, false],
    ["install", 422, false],
    ["install", 500, false],
    ["uninstall", 400, true],
    ["uninstall", 402, true],
    ["uninstall", 403, true],
    ["uninstall", 404, true],
    ["uninstall", 409, true],
    ["uninstall", 422, false],
    ["uninstall", 500, false],
    ["documentRequest", 400, true],
    ["documentRequest", 402, true],
    ["documentRequest", 403, true],
    ["documentRequest", 422, true],
    ["documentRequest", 404, false],
    ["documentRequest", 500, false],
    ["accountForm", 401, true],
    ["accountForm", 429, true],
    ["accountForm", 500, false],
    ["providerProfile", 409, true],
    ["providerProfile", 422, true],
    ["providerProfile", 401, false],
    ["providerProfile", 500, false],
  ])("%s answers %i in place: %s", (form, status, shown) => {
    expect(showsErrorInPlace(form, status)).toBe(shown);
  });
});
