import { describe, expect, it } from "vitest";
import { clientBody } from "./client-fields";
import { fieldErrors } from "./registration-fields";

describe("the register and edit forms of an OAuth client", () => {
  it("sends one redirect URI per non-blank line, trimmed, and the name trimmed", () => {
    expect(
      clientBody({
        name: "  勤怠プラス ",
        redirectUris: " https://a.example/cb \n\n\thttps://a.example/cb2\n  ",
        scopes: ["employees:read"],
      }),
    ).toEqual({
      name: "勤怠プラス",
      redirectUris: ["https://a.example/cb", "https://a.example/cb2"],
      scopes: ["employees:read"],
    });
  });

  it("shows a 422's messages at the field they name, an item of a list at its list", () => {
    const items = {
      redirectUris: ["https:// で始まるURLにしてください（http://a.example）。"],
      "redirectUris.1": ["長すぎます。"],
      scopes: ["employees:foo は権限ではありません。"],
      redirectUrisExtra: ["別の項目"],
    };
    expect(fieldErrors(items, "redirectUris")).toEqual([
      "https:// で始まるURLにしてください（http://a.example）。",
      "長すぎます。",
    ]);
    expect(fieldErrors(items, "scopes")).toEqual(["employees:foo は権限ではありません。"]);
    expect(fieldErrors(items, "name")).toEqual([]);
  });
});
