import { describe, expect, it } from "vitest";
import {
  CHANGE_REQUEST_ACTIONS,
  isDraftEditable,
  moveChangeRequest,
  type TChangeRequestAction,
} from "./change-request";
import { CHANGE_REQUEST_STATUSES, type TChangeRequestStatus } from "./enums";

// Every allowed move, one row each; every other (status, action) pair is refused.
const ALLOWED: [TChangeRequestStatus, TChangeRequestAction, "providerUser" | "operator", TChangeRequestStatus][] = [
  ["in_draft", "submit", "providerUser", "pending"],
  ["rejected", "submit", "providerUser", "pending"],
  ["pending", "withdraw", "providerUser", "in_draft"],
  ["pending", "pickUp", "operator", "in_review"],
  ["in_review", "approve", "operator", "approved"],
  ["in_review", "reject", "operator", "rejected"],
  ["in_review", "backToDraft", "operator", "in_draft"],
];

describe("moveChangeRequest", () => {
  it.each(ALLOWED)("%s --%s by %s--> %s", (from, action, actor, to) => {
    expect(moveChangeRequest(from, action, actor)).toEqual({ allowed: true, to });
  });

  it("refuses every other status for each action", () => {
    for (const from of CHANGE_REQUEST_STATUSES) {
      for (const action of CHANGE_REQUEST_ACTIONS) {
        if (ALLOWED.some(([f, a]) => f === from && a === action)) continue;
        // The action's own actor, so that only the status can be what refuses it.
        const actor = ALLOWED.find(([, a]) => a === action)?.[2] ?? "operator";
        expect(moveChangeRequest(from, action, actor), `${from} ${action}`).toEqual({
          allowed: false,
          reason: "wrongStatus",
        });
      }
    }
  });

  it.each<[TChangeRequestAction, "providerUser" | "operator"]>([
    ["submit", "operator"],
    ["withdraw", "operator"],
    ["pickUp", "providerUser"],
    ["approve", "providerUser"],
    ["reject", "providerUser"],
    ["backToDraft", "providerUser"],
  ])("refuses %s by a %s", (action, actor) => {
    const from = ALLOWED.find(([, a]) => a === action)?.[0] ?? "in_draft";
    expect(moveChangeRequest(from, action, actor)).toEqual({ allowed: false, reason: "wrongActor" });
  });

  it("never moves an approved (merged) draft", () => {
    for (const action of CHANGE_REQUEST_ACTIONS) {
      for (const actor of ["providerUser", "operator"] as const) {
        expect(moveChangeRequest("approved", action, actor).allowed).toBe(false);
      }
    }
  });
});

describe("isDraftEditable", () => {
  it.each<[TChangeRequestStatus, boolean]>([
    ["in_draft", true],
    ["rejected", true],
    ["pending", false],
    ["in_review", false],
    ["approved", false],
  ])("%s: %s", (status, editable) => {
    expect(isDraftEditable(status)).toBe(editable);
  });
});
