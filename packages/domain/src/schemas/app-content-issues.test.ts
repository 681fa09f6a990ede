import { describe, expect, it } from "vitest";
import { appContentIssues } from "./app-content-issues";
import { emptyAppContent } from "./app-content";

describe("integration addresses (issue 31)", () => {
  it("must be https, said at the field as the provider types", () => {
    const content = {
      ...emptyAppContent(),
      integration: {
        ...emptyAppContent().integration,
        ssoMetadataUrl: "http://idp.example/metadata",
        acsUrl: "https://idp.example/acs",
        dataSyncUrl: "not a url",
      },
    };
    const issues = appContentIssues(content).filter((issue) => issue.path[0] === "integration");
    expect(issues).toEqual([
      { path: ["integration", "ssoMetadataUrl"], message: "appContent.errors.httpsRequired" },
      { path: ["integration", "dataSyncUrl"], message: "validation.url" },
    ]);
  });
});
