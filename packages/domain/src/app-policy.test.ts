import { describe, expect, it } from "vitest";
import { accessRequestRefusal, appPolicyModeOperationType, appRuleOperationType } from "./app-policy";
import type { TAppPolicyMode, TAppPolicyRule } from "./enums";
import { OPERATION_TYPES } from "./enums";
import { operationMessage } from "./installation";

describe("accessRequestRefusal (issue 27 item 6)", () => {
  const rows: [TAppPolicyMode, TAppPolicyRule | null, ReturnType<typeof accessRequestRefusal>][] = [
    ["any", null, null],
    ["any", "allowed", null],
    ["any", "blocked", "blocked"],
    ["allow_list", null, "notOnList"],
    ["allow_list", "allowed", null],
    ["allow_list", "blocked", "blocked"],
    ["none", null, "noRequests"],
    ["none", "allowed", "noRequests"],
    ["none", "blocked", "noRequests"],
  ];
  it.each(rows)("mode %s, rule %s → %s", (mode, rule, expected) => {
    expect(accessRequestRefusal(mode, rule)).toBe(expected);
  });
});

describe("appRuleOperationType", () => {
  const rows: [TAppPolicyRule | null, TAppPolicyRule | null, ReturnType<typeof appRuleOperationType>][] = [
    [null, "allowed", "app_allowed"],
    [null, "blocked", "app_blocked"],
    ["allowed", "blocked", "app_blocked"],
    ["blocked", "allowed", "app_allowed"],
    ["allowed", null, "app_disallowed"],
    ["blocked", null, "app_unblocked"],
    ["allowed", "allowed", null],
    ["blocked", "blocked", null],
    [null, null, null],
  ];
  it.each(rows)("%s → %s logs %s", (before, after, expected) => {
    expect(appRuleOperationType(before, after)).toBe(expected);
  });
});

describe("the policy's operation-log types", () => {
  it("are operation types with a Japanese record naming the app", () => {
    for (const mode of ["any", "allow_list", "none"] as const) {
      expect(OPERATION_TYPES).toContain(appPolicyModeOperationType(mode));
      expect(operationMessage(appPolicyModeOperationType(mode), [])).toMatch(
        /^利用申請ポリシーを「.+」に変更しました$/,
      );
    }
    expect(operationMessage("app_blocked", ["経費"])).toBe("「経費」の利用申請をブロックしました");
    expect(operationMessage("app_unblocked", ["経費"])).toBe("「経費」のブロックを解除しました");
    expect(operationMessage("app_allowed", ["経費"])).toBe("「経費」を許可リストに追加しました");
    expect(operationMessage("app_disallowed", ["経費"])).toBe("「経費」を許可リストから外しました");
  });
});
