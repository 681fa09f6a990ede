import { describe, expect, it } from "vitest";
import { addonBody, missingAddonFields } from "./addon-fields";

describe("the register and edit forms of an add-on", () => {
  it("sends the name and URL trimmed, the scopes as chosen", () => {
    expect(
      addonBody({ name: "  勤怠ラボ ", addonUrl: " https://kintai.example/addon\t", scopes: ["employees:read"] }),
    ).toEqual({ name: "勤怠ラボ", addonUrl: "https://kintai.example/addon", scopes: ["employees:read"] });
  });

  it("names each field left empty under it, and none when all are filled", () => {
    const t = (key: string) => `«${key}»`;
    expect(missingAddonFields({ name: "", addonUrl: "", scopes: [] }, t)).toEqual({
      name: ["«addons.errors.nameRequired»"],
      addonUrl: ["«addons.errors.addonUrlRequired»"],
      scopes: ["«addons.errors.scopeRequired»"],
    });
    expect(missingAddonFields({ name: "勤怠ラボ", addonUrl: "https://kintai.example/addon", scopes: [] }, t)).toEqual({
      scopes: ["«addons.errors.scopeRequired»"],
    });
    expect(
      missingAddonFields({ name: "勤怠ラボ", addonUrl: "https://kintai.example/addon", scopes: ["leave:read"] }, t),
    ).toEqual({});
  });
});
