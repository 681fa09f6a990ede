import { describe, expect, it } from "vitest";
import { formValuesOf, fromLocalInput, issuesOf, requestBodyOf, toLocalInput } from "./form-values";

describe("the editorial form's values", () => {
  it("reads a datetime-local value as Japan time, whatever the browser's zone, and back", () => {
    const iso = fromLocalInput("2026-11-23T19:05");
    expect(iso).toBe("2026-11-23T10:05:00.000Z");
    expect(toLocalInput(iso)).toBe("2026-11-23T19:05");
    expect(fromLocalInput("")).toBe("");
    expect(fromLocalInput("not a time")).toBe("");
  });

  it("sends a campaign's fields as its API body: no image is null, apps in order, times in ISO", () => {
    const values = formValuesOf("campaigns", null);
    expect(values).toMatchObject({ title: "", imageUrl: "", startsAt: "", appIds: [] });
    const body = requestBodyOf("campaigns", {
      ...values,
      title: "秋のキャンペーン",
      startsAt: "2026-12-01T00:00",
      endsAt: "2026-12-31T00:00",
      appIds: [3, 1],
    });
    expect(body).toMatchObject({ title: "秋のキャンペーン", imageUrl: null, appIds: [3, 1] });
    expect(body.startsAt).toBe("2026-11-30T15:00:00.000Z");
  });

  it("reads news categories separated by commas, Japanese commas included, and shows them back joined", () => {
    expect(
      requestBodyOf("news", { title: "t", bodyContent: "b", categories: "お知らせ、 機能 ,, 障害" }).categories,
    ).toEqual(["お知らせ", "機能", "障害"]);
    expect(formValuesOf("news", { id: 1, publishedAt: null, categories: ["a", "b"] }).categories).toBe("a, b");
  });

  it("holds each language's version of a special field by field, and sends the written ones only", () => {
    const values = formValuesOf("specials", {
      id: 1,
      publishedAt: null,
      title: "春の特集",
      translations: { "en-us": { title: "Spring picks", body: "<p>Hi</p>" } },
    });
    expect(values).toMatchObject({
      "translations.en-us.title": "Spring picks",
      "translations.en-us.description": "",
      "translations.ko.title": "",
    });
    const body = requestBodyOf("specials", {
      ...values,
      "translations.ko.description": "봄",
      "translations.vi.title": " ",
    });
    expect(body.translations).toEqual({
      "en-us": { title: "Spring picks", body: "<p>Hi</p>" },
      ko: { description: "봄" },
    });
    // Kinds without versions send none.
    expect(requestBodyOf("pickups", formValuesOf("pickups", null))).not.toHaveProperty("translations");
  });

  it("gives a field the server's messages for it and its parts only", () => {
    const items = { categories: ["x"], "categories.1": ["y"], title: ["z"], categoriesExtra: ["no"] };
    expect(issuesOf(items, "categories")).toEqual(["x", "y"]);
  });
});

describe("datetime-local values (issue 31: Japan time, as the console shows times)", () => {
  it("round-trip an instant to the minute in Japan time", () => {
    const value = toLocalInput("2026-04-01T00:30:45.000Z");
    expect(value).toBe("2026-04-01T09:30");
    expect(fromLocalInput(value)).toBe("2026-04-01T00:30:00.000Z");
    // Across midnight in Japan: 20:00 UTC is 05:00 on the next day there.
    expect(toLocalInput("2026-12-31T20:00:00.000Z")).toBe("2027-01-01T05:00");
  });

  it.each(["", "2026-04-01", "tomorrow", "2026-13-45T99:99"])("refuse %j", (value) => {
    expect(fromLocalInput(value)).toBe("");
  });
});
