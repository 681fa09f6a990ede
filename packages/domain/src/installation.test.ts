import { describe, expect, it } from "vitest";
import type { TIntegrationType } from "./enums";
import { needsTermsAgreement, operationMessage, operationTypeFor, quoteAppNames } from "./installation";

describe("operationTypeFor", () => {
  it.each<[TIntegrationType, "install" | "uninstall", string]>([
    ["connect", "install", "connect"],
    ["adapt", "install", "connect"],
    ["install", "install", "install"],
    ["suite_labs", "install", "install"],
    ["suite_option", "install", "install"],
    ["connect", "uninstall", "disconnect"],
    ["adapt", "uninstall", "disconnect"],
    ["install", "uninstall", "uninstall"],
    ["suite_labs", "uninstall", "uninstall"],
  ])("%s %s → %s", (type, direction, expected) => {
    expect(operationTypeFor(type, direction)).toBe(expected);
  });
});

describe("SPEC §4 Install flow: terms agreement", () => {
  it.each<[string, TIntegrationType, string | null, boolean]>([
    ["an install app with terms", "install", "https://x.example/terms", true],
    ["a labs app with terms", "suite_labs", "/labs-terms", true],
    ["an adapt app with terms", "adapt", "https://x.example/terms", true],
    ["an option app with terms", "suite_option", "https://x.example/terms", true],
    ["a connect app with terms", "connect", "https://x.example/terms", false],
    ["an install app without terms", "install", null, false],
  ])("%s → %s", (_what, integrationType, termsUrl, expected) => {
    expect(needsTermsAgreement({ code: "some-app", integrationType, termsUrl })).toBe(expected);
  });

  it("never asks for the data app", () => {
    expect(needsTermsAgreement({ code: "suite-data", integrationType: "install", termsUrl: "/terms" })).toBe(false);
  });
});

describe("names in corner quotes", () => {
  it("joins every name of a shared account", () => {
    expect(quoteAppNames(["こもれび会計", "こもれび給与"])).toBe("「こもれび会計」「こもれび給与」");
    expect(operationMessage("connect", ["A", "B"])).toBe("「A」「B」の連携を許可しました");
    expect(operationMessage("uninstall", ["C"])).toBe("「C」を削除しました");
  });
});
