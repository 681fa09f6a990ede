import { emptyAppContent, type TAppContent, type TContentUsage } from "@store/domain/schemas/app-content";
import { applyAppContentPatch, ZAppContentPatch } from "@store/domain/schemas/app-content-patch";
import { describe, expect, it } from "vitest";
import {
  currentItemId,
  savePayload,
  stableItemKey,
  type TEditorValues,
  temporaryId,
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
