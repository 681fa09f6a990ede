import { describe, expect, it } from "vitest";
import { connectionMethods, connectionNext, type TConnectionMethodProps } from "./connection-methods";

const app: TConnectionMethodProps = {
  code: "tokiwa-kintai",
  name: "ときわ勤怠",
  featureTypes: ["suite_data", "idp"],
  suiteDataInstalled: false,
  suiteDataUrl: null,
};
const DATA_URL = "https://suite.example/data/tokiwa-kintai";

describe("connection methods (SPEC §2 connection dialog, §4)", () => {
  it("lists the methods the app supports, IdP first", () => {
    expect(connectionMethods(app)).toEqual(["idp", "suiteData"]);
    expect(connectionMethods({ featureTypes: ["suite_data"] })).toEqual(["suiteData"]);
    expect(connectionMethods({ featureTypes: [] })).toEqual([]);
  });

  it.each<[string, Partial<TConnectionMethodProps>, "idp" | "suiteData", unknown]>([
    ["IdP continues with the connect flow", {}, "idp", { type: "dialog", kind: "installApp" }],
    [
      "data integration, data app installed: opens the data-integration function",
      { suiteDataInstalled: true, suiteDataUrl: DATA_URL },
      "suiteData",
      { type: "open", url: DATA_URL },
    ],
    [
      "data integration, data app not installed: leads to adding it",
      {},
      "suiteData",
      { type: "dialog", kind: "suiteDataPageNavigation" },
    ],
  ])("%s", (_name, overrides, method, expected) => {
    expect(connectionNext(method, { ...app, ...overrides })).toEqual(expected);
  });
});
