import type { TAppProviderProfile } from "@store/domain/schemas/app-provider-profile";
import { ZUpdateAppProviderProfileRequest } from "@store/domain/schemas/app-provider-profile";
import { describe, expect, it } from "vitest";
import {
  differingFields,
  formValuesOf,
  hasUnsavedChanges,
  overwriteRequestOf,
  saveRequestOf,
} from "./profile-form-state";

const saved: TAppProviderProfile = {
  id: 1,
  name: "こもれび会計株式会社",
  description: "会計クラウド",
  address: "東京都渋谷区",
  url: null,
  email: "info@komorebi.example",
  updatedAt: "2026-11-01T00:00:00.000Z",
  awards: [
    { id: 11, title: "賞1", description: "" },
    { id: 12, title: "賞2", description: "説明2" },
  ],
};

describe("the company profile form", () => {
  it("starts from the saved profile with nothing unsaved", () => {
    const values = formValuesOf(saved);
    expect(values.url).toBe("");
    expect(values.awards.map((a) => a.key)).toEqual(["award-11", "award-12"]);
    expect(hasUnsavedChanges(values, [], saved)).toBe(false);
  });

  it("sends the shown awards in order, new ones without id, removed ones with _destroy", () => {
    const values = formValuesOf(saved);
    const [first, second] = values.awards;
    if (!first || !second) throw new Error("two awards");
    const request = saveRequestOf(
      { ...values, awards: [{ key: "new-1", title: "新しい賞", description: "" }, first] },
      [{ id: second.id as number, title: second.title, description: second.description }],
      saved.updatedAt,
    );
    expect(request.awards).toEqual([
      { title: "新しい賞", description: "" },
      { id: 11, title: "賞1", description: "" },
      { id: 12, title: "賞2", description: "説明2", _destroy: true },
    ]);
    expect(request.updatedAt).toBe(saved.updatedAt);
    expect(ZUpdateAppProviderProfileRequest.safeParse(request).success).toBe(true);
  });

  it("has unsaved changes after an edit, a removal or a new order", () => {
    const values = formValuesOf(saved);
    expect(hasUnsavedChanges({ ...values, name: "別名" }, [], saved)).toBe(true);
    expect(hasUnsavedChanges({ ...values, awards: [...values.awards].reverse() }, [], saved)).toBe(true);
    expect(hasUnsavedChanges(values, [{ id: 11, title: "賞1", description: "" }], saved)).toBe(true);
  });

  it("names the fields that differ from another version", () => {
    const theirs = formValuesOf({ ...saved, address: "大阪府", awards: [{ id: 11, title: "賞1", description: "" }] });
    expect(differingFields({ ...formValuesOf(saved), name: "別名" }, theirs)).toEqual(["name", "address", "awards"]);
  });

  it("saves mine over theirs: recreates awards they deleted, deletes awards they added", () => {
    const mine = { ...formValuesOf(saved), name: "私の社名" };
    const theirs: TAppProviderProfile = {
      ...saved,
      name: "彼らの社名",
      updatedAt: "2026-11-02T00:00:00.000Z",
      awards: [
        { id: 12, title: "賞2（改）", description: "" },
        { id: 13, title: "彼らの新しい賞", description: "" },
      ],
    };
    const request = overwriteRequestOf(mine, theirs);
    expect(request.name).toBe("私の社名");
    expect(request.updatedAt).toBe("2026-11-02T00:00:00.000Z");
    expect(request.awards).toEqual([
      { title: "賞1", description: "" },
      { id: 12, title: "賞2", description: "説明2" },
      { id: 13, title: "彼らの新しい賞", description: "", _destroy: true },
    ]);
  });
});
