import { describe, expect, it } from "vitest";
import { appTarget, editDraftTarget, newDraftTarget, publicDraftTarget } from "./preview-targets";

describe("preview targets", () => {
  it("name a new app's draft, with or without the repeated parameter", () => {
    expect(newDraftTarget({ draftId: "7" }, { draft_app_id: "7" })).toEqual({ kind: "newDraft", draftId: 7 });
    expect(newDraftTarget({ draftId: "7" }, {})).toEqual({ kind: "newDraft", draftId: 7 });
  });

  it("name an existing app's draft and an app", () => {
    expect(editDraftTarget({ appId: "3", draftId: "7" }, { app_id: "3", draft_app_id: "7" })).toEqual({
      kind: "editDraft",
      appId: 3,
      draftId: 7,
    });
    expect(appTarget({ appId: "3" }, { app_id: "3" })).toEqual({ kind: "app", appId: 3 });
  });

  it.each([
    ["a bad path id", () => newDraftTarget({ draftId: "x" }, {})],
    ["a huge path id", () => newDraftTarget({ draftId: "99999999999" }, {})],
    ["a parameter naming another draft", () => newDraftTarget({ draftId: "7" }, { draft_app_id: "8" })],
    ["a parameter naming another app", () => editDraftTarget({ appId: "3", draftId: "7" }, { app_id: "4" })],
    ["a repeated parameter", () => appTarget({ appId: "3" }, { app_id: ["3", "3"] })],
    ["a bad public preview id", () => publicDraftTarget("kurogane-sso", { preview_app_id: "1; drop" })],
  ])("name nothing for %s", (_, target) => {
    expect(target()).toBeNull();
  });

  it("tell the public page from its preview", () => {
    expect(publicDraftTarget("kurogane-sso", {})).toBe("absent");
    expect(publicDraftTarget("kurogane-sso", { preview_app_id: "7" })).toEqual({
      kind: "publicDraft",
      code: "kurogane-sso",
      draftId: 7,
    });
  });
});
