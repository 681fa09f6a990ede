import { emptyAppContent, type TAppContent, type TContentUsage } from "@store/domain/schemas/app-content";
import { applyAppContentPatch, ZAppContentPatch } from "@store/domain/schemas/app-content-patch";
import { describe, expect, it } from "vitest";
import {
  currentItemId,
  savePayload,
  stableItemKey,
  type TEditorValues,
  temporaryId,
  withoutRefused,
  withSavedIds,
} from "./draft-payload";

const usage = (id: number, title: string): TContentUsage => ({
  id,
  title,
  embedType: "wistia",
  embedId: `v${id}`,
  embedUrl: null,
  body: "",
  imageUrl: null,
  imageAltText: "",
});

function values(content: Partial<TAppContent> = {}, own: Partial<TEditorValues> = {}): TEditorValues {
  return { content: { ...emptyAppContent(), ...content }, notificationEmail: "", loginUrl: "", ...own };
}

describe("savePayload", () => {
  it("is empty when nothing changed", () => {
    const base = values({ name: "A", usages: [usage(1, "one")] });
    expect(savePayload(base, structuredClone(base))).toEqual({});
  });

  it("sends the changed scalar fields only", () => {
    const base = values({ name: "A", title: "T" });
    const local = values({ name: "B", title: "T", categoryIds: [3] });
    expect(savePayload(base, local).content).toMatchObject({ name: "B", categoryIds: [3] });
    expect(savePayload(base, local).content).not.toHaveProperty("title");
  });

  it("sends a changed list whole: kept items by id with their changes, new ones without id, removed ones with _destroy, in the order shown", () => {
    const base = values({ usages: [usage(1, "one"), usage(2, "two"), usage(3, "three")] });
    const fresh = { ...usage(temporaryId(), "new"), embedType: "box" as const };
    const local = values({ usages: [usage(3, "three"), { ...usage(1, "ONE") }, fresh] });
    const payload = savePayload(base, local);
    const { id: _id, imageAltText: _a, ...freshFields } = fresh;
    // (imageAltText left out: the patch schema's defaults make every entry carry it, see draft-payload.ts)
    const entries = (payload.content?.usages as Record<string, unknown>[] | undefined)?.map(
      ({ imageAltText: _alt, ...entry }) => entry,
    );
    expect(entries).toEqual([{ id: 3 }, { id: 1, title: "ONE" }, freshFields, { id: 2, _destroy: true }]);
    // The server's rule applied to it gives exactly what the form shows, with a new id for the new item.
    const applied = applyAppContentPatch(base.content, payload.content ?? {});
    expect(applied.ok && applied.content.usages.map((u) => [u.id, u.title])).toEqual([
      [3, "three"],
      [1, "ONE"],
      [4, "new"],
    ]);
  });

  it("sends a new connection table with its items as creates, and null when it is removed", () => {
    const table = {
      image: null,
      note: "n",
      plans: ["Pro"],
      basicItems: [{ id: temporaryId(), suite: "社員", targetService: "従業員", direction: "both" as const }],
      groupItems: [],
      customItems: [],
    };
    const payload = savePayload(values(), values({ connection: table }));
    expect(payload.content?.connection).toEqual({
      note: "n",
      plans: ["Pro"],
      basicItems: [{ suite: "社員", targetService: "従業員", direction: "both" }],
    });
    const saved = values({
      connection: { ...table, basicItems: [{ ...table.basicItems[0], id: 1 }] } as TAppContent["connection"],
    });
    expect(savePayload(saved, values({ connection: null })).content?.connection).toBeNull();
  });

  it("sends the draft's own fields, empty as null", () => {
    const base = values({}, { notificationEmail: "a@example.com", loginUrl: "" });
    const local = values({}, { notificationEmail: " ", loginUrl: "https://x.example/login" });
    expect(savePayload(base, local)).toEqual({ notificationEmail: null, loginUrl: "https://x.example/login" });
  });
});

describe("withSavedIds", () => {
  it("gives new items the ids the server created, keeping what was typed during the save", () => {
    const tmp = temporaryId();
    const sent = values({ usages: [usage(1, "one"), usage(tmp, "new")] });
    const saved = values({ usages: [usage(1, "one"), { ...usage(tmp, "new"), id: 7 }] });
    const local = values({ usages: [usage(1, "one"), usage(tmp, "new, typed on")] });
    const result = withSavedIds(sent, saved, local);
    expect(result.content.usages.map((u) => [u.id, u.title])).toEqual([
      [1, "one"],
      [7, "new, typed on"],
    ]);
    // What still names the temporary id (an upload under way) finds the item, whose key stays.
    expect([currentItemId(tmp), stableItemKey(7)]).toEqual([7, tmp]);
    // The next save updates item 7 rather than creating another one.
    expect(savePayload(saved, result).content?.usages).toMatchObject([{ id: 1 }, { id: 7, title: "new, typed on" }]);
  });
});

describe("withoutRefused", () => {
  it("holds back the refused fields at their saved values and keeps every other change", () => {
    const base = values(
      { code: "saved-code", title: "T", usages: [usage(1, "one")] },
      { notificationEmail: "a@x.example" },
    );
    const local = values(
      { code: "taken", title: "New title", usages: [usage(1, "one, edited")] },
      { notificationEmail: "not an address" },
    );
    const rest = withoutRefused(base, local, { code: ["taken"], notificationEmail: ["bad"] });
    expect(rest?.content).toMatchObject({ code: "saved-code", title: "New title", usages: [usage(1, "one, edited")] });
    expect(rest?.notificationEmail).toBe("a@x.example");
    expect(savePayload(base, rest as TEditorValues)).toEqual({
      content: expect.objectContaining({ title: "New title" }),
    });
    expect(savePayload(base, rest as TEditorValues).content).not.toHaveProperty("code");
  });

  it("holds back a nested list by its first path part", () => {
    const base = values({ title: "T", usages: [usage(1, "one")] });
    const local = values({ title: "U", usages: [usage(1, "one"), usage(99, "not in the list")] });
    expect(withoutRefused(base, local, { "usages.1.id": ["no such item"] })?.content.usages).toEqual(
      base.content.usages,
    );
  });

  it("is null when only the refused field changed, or the refusal names no field of the form", () => {
    const base = values({ code: "saved-code", title: "T" });
    expect(withoutRefused(base, values({ code: "taken", title: "T" }), { code: ["taken"] })).toBeNull();
    expect(withoutRefused(base, values({ code: "saved-code", title: "U" }), { version: ["stale"] })).toBeNull();
    expect(withoutRefused(base, values({ code: "saved-code", title: "U" }), {})).toBeNull();
  });
});

describe("a save through the server's own parsing and rules", () => {
  it("changes exactly what the form changed, nothing the user did not touch (whatever defaults the patch schema fills in)", () => {
    const base = values({
      name: "A",
      triable: true,
      announcement: "お知らせ",
      serviceUrl: "https://s.example",
      campaign: { benefits: "b", conditions: "c" },
      idpHelp: { url: "https://h.example", title: "h" },
      usages: [
        { ...usage(1, "one"), embedType: "image", embedId: null, imageUrl: "/x.png", imageAltText: "alt" },
        usage(2, "two"),
      ],
    });
    const local = structuredClone(base);
    local.content.name = "B";
    local.content.usages = [local.content.usages[1] as TContentUsage, local.content.usages[0] as TContentUsage];
    const payload = savePayload(base, local);
    const applied = applyAppContentPatch(base.content, ZAppContentPatch.parse(payload.content));
    expect(applied.ok && applied.content).toEqual(local.content);
  });
});
