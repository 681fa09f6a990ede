import { describe, expect, it } from "vitest";
import { appPreviewPath, editDraftPreviewPath, newDraftPreviewPath, publicPreviewPath } from "./developer-paths";
import { isPreviewRequest } from "./preview-request";

function check(url: string): boolean {
  const parsed = new URL(url, "http://localhost");
  return isPreviewRequest(parsed.pathname, parsed.searchParams);
}

describe("isPreviewRequest", () => {
  it.each([
    newDraftPreviewPath(7),
    editDraftPreviewPath(3, 7),
    appPreviewPath(3),
    publicPreviewPath("kurogane-sso", 7),
    "/apps/kurogane-sso/contact?preview_app_id=7",
    "/apps/kurogane-sso?preview_app_id=",
  ])("%s is a preview", (url) => {
    expect(check(url)).toBe(true);
  });

  it.each([
    "/apps/kurogane-sso",
    "/apps/kurogane-sso/contact",
    "/apps?preview_app_id=7",
    "/apps/kurogane-sso/document-request?preview_app_id=7",
    "/developers/apps",
    "/developers/apps/new/draft_apps/7/edit",
    "/developers/apps/3/edit/draft_apps/new",
    "/",
  ])("%s is not", (url) => {
    expect(check(url)).toBe(false);
  });
});

describe("preview paths", () => {
  it("carry SPEC's preview parameters", () => {
    expect(newDraftPreviewPath(7)).toBe("/developers/apps/new/draft_apps/7/preview?draft_app_id=7");
    expect(editDraftPreviewPath(3, 7)).toBe("/developers/apps/3/edit/draft_apps/7/preview?app_id=3&draft_app_id=7");
    expect(appPreviewPath(3)).toBe("/developers/apps/3/edit/draft_apps/preview?app_id=3");
    expect(publicPreviewPath("kurogane-sso", 7)).toBe("/apps/kurogane-sso?preview_app_id=7");
  });
});
