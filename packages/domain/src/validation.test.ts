import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesByField } from "./validation";

const ZProfile = z.object({
  name: z.string().min(1).max(5),
  email: z.email(),
  url: z.url().optional(),
  kind: z.enum(["a", "b"]),
  tags: z.array(z.string()).max(1),
  code: z.string().regex(/^x/, "profile.errors.code"),
  company: z.string().max(3, "profile.errors.tooLong"),
  awards: z.array(z.object({ title: z.string().min(1) })),
  note: z.string().superRefine((value, ctx) => {
    if (value.length > 3) ctx.addIssue({ code: "custom", message: "validation.tooLong", params: { maximum: 3 } });
  }),
});

function fieldsOf(input: unknown) {
  const parsed = ZProfile.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error("expected a failure");
  return issuesByField(parsed.error);
}

describe("issuesByField", () => {
  const valid = {
    name: "ok",
    email: "a@b.example",
    kind: "a",
    tags: [],
    code: "x1",
    company: "",
    awards: [],
    note: "",
  };

  it.each([
    ["missing", { ...valid, name: undefined }, "name", { key: "validation.required" }],
    ["empty", { ...valid, name: "" }, "name", { key: "validation.required" }],
    ["too long", { ...valid, name: "toolong" }, "name", { key: "validation.tooLong", values: { maximum: 5 } }],
    ["not an e-mail", { ...valid, email: "nope" }, "email", { key: "validation.email" }],
    ["not a URL", { ...valid, url: "nope" }, "url", { key: "validation.url" }],
    ["not a choice", { ...valid, kind: "c" }, "kind", { key: "validation.choice" }],
    ["too many", { ...valid, tags: ["a", "b"] }, "tags", { key: "validation.tooMany", values: { maximum: 1 } }],
    ["the schema's own key", { ...valid, code: "y" }, "code", { key: "profile.errors.code" }],
    [
      "the schema's own key with its limit",
      { ...valid, company: "abcd" },
      "company",
      { key: "profile.errors.tooLong", values: { maximum: 3 } },
    ],
    ["a nested field", { ...valid, awards: [{ title: "" }] }, "awards.0.title", { key: "validation.required" }],
    ["a wrong type", { ...valid, name: 3 }, "name", { key: "validation.invalid" }],
    [
      "a refinement's key and values",
      { ...valid, note: "long" },
      "note",
      { key: "validation.tooLong", values: { maximum: 3 } },
    ],
  ])("%s", (_case, input, field, message) => {
    expect(fieldsOf(input)[field]).toEqual([message]);
  });

  it("names the whole value `_` when it is not an object", () => {
    expect(fieldsOf("text")).toEqual({ _: [{ key: "validation.invalid" }] });
  });
});
