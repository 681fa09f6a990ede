import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { labelOfPath } from "./field-label";

const messages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../../../messages/en-us.json"), "utf8"),
);
const translator = (namespace: string) => {
  const t = createTranslator({ locale: "en-US", messages, namespace: namespace as never });
  return (key: string, values?: Record<string, string | number>) =>
    (t as unknown as (k: string, v: object) => string)(key, { suite: "HR Suite", ...values });
};
const m = {
  fields: translator("appContent.fields"),
  items: translator("appContent.items"),
  preCheck: translator("preCheck"),
};

describe("a finding's field, named as the editor names it", () => {
  it.each([
    [["helpUrl"], "Help URL"],
    [["usages", 2, "title"], "Usage 3: Heading"],
    [["usages", 0, "embedId"], "Usage 1: Embed ID"],
    [["images", 0, "altText"], "Screenshot 1: Image alt text"],
    [["features", 1, "imageUrl"], "Feature 2: Feature image"],
    [["releases", 0], "Release 1"],
    [["campaign", "benefits"], "Campaign benefits"],
    [["connection", "plans", 0], "Plans it applies to"],
    [["connection", "basicItems", 1, "targetService"], "Basic items 2: Field in the connected service"],
  ])("%j", (findingPath, expected) => {
    expect(labelOfPath(findingPath, m)).toBe(expected);
  });
});
