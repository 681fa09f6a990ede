import { describe, expect, it } from "vitest";
import { readFeatureFlags, unlockedFeatures } from "./feature-flags";

const headers =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe("permissioning-flag unlocks the unreleased features (SPEC §3 feature flags)", () => {
  it.each<[string, Record<string, string>, string, string[]]>([
    [
      "development, flag true: the login prompt is unlocked",
      { "permissioning-flag": "true" },
      "development",
      ["loginPrompt"],
    ],
    ["staging, flag 1: the login prompt is unlocked", { "permissioning-flag": "1" }, "staging", ["loginPrompt"]],
    ["development without the flag: nothing unlocked", {}, "development", []],
    ["development, flag false: nothing unlocked", { "permissioning-flag": "false" }, "development", []],
    ["test: the header is ignored", { "permissioning-flag": "true" }, "test", []],
    ["production: the header is ignored", { "permissioning-flag": "true" }, "production", []],
  ])("%s", (_name, values, environment, expected) => {
    expect(unlockedFeatures(readFeatureFlags(headers(values), environment))).toEqual(expected);
  });
});
