// Payloads that change content (SPEC §7): a create or update of an app or a draft names the fields
// it changes, and its nested lists follow the id + _destroy convention.
import { z } from "zod";
import {
  CONNECTION_LISTS,
  CONTENT_HARD_CAP,
  CONTENT_LISTS,
  type TAppContent,
  type TContentConnection,
  type TContentConnectionItem,
  type TContentList,
  ZAppContent,
  ZContentConnectionItem,
  ZContentFeature,
  ZContentImage,
  ZContentRelease,
  ZContentUsage,
} from "./app-content";

const itemId = z.number().int().positive();

// ---------------------------------------------------------------------------------------------
// Nested lists (SPEC §7): each item of a create or update payload has an `id` and a `_destroy` marker.

/**
 * One entry of a nested list in a payload: with `id` it updates that item (the fields given
 * replace its own), without one it creates an item (every field given), with `_destroy: true` it
 * deletes exactly that item.
 */
export type TNestedEntry<T extends { id: number }> =
  | ({ id: number; _destroy: true } & Partial<Omit<T, "id">>)
  | ({ id: number; _destroy?: false } & Partial<Omit<T, "id">>)
  | ({ id?: undefined; _destroy?: false } & Omit<T, "id">);

/**
 * The object without its fields' defaults: a patch names what it changes, and a field it leaves
 * out must stay as stored, not fall back to its default.
 */
function withoutDefaults<S extends z.ZodRawShape>(object: z.ZodObject<S>): z.ZodObject<S> {
  const shape = Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  );
  return z.object(shape) as unknown as z.ZodObject<S>;
}

export function zNestedList<T extends z.ZodObject<{ id: z.ZodNumber }>>(
  item: T,
): z.ZodType<TNestedEntry<z.output<T>>[], TNestedEntry<z.input<T>>[]> {
  const fields = item.omit({ id: true });
  // The generic omit() loses the item's fields in TypeScript; the declared type restores them.
  return z
    .array(
      z.union([
        z.object({ id: itemId, _destroy: z.literal(true) }).passthrough(),
        withoutDefaults(fields)
          .partial()
          .extend({ id: itemId, _destroy: z.literal(false).optional() }),
        fields.extend({ id: z.undefined().optional(), _destroy: z.literal(false).optional() }),
      ]),
    )
    .max(CONTENT_HARD_CAP.list);
}

export type TNestedListResult<T> = { ok: true; items: T[] } | { ok: false; unknownIds: number[] };

/**
 * Applies a nested list's entries to the items it has: entries with an id update or delete that
 * item, entries without one append a new item with the next free id. The result's order is the
 * entries' order (so a full list reorders), then the items the entries did not name, in their
 * order. An id that is not an item of the list refuses the whole list.
 */
export function applyNestedList<T extends { id: number }>(
  items: readonly T[],
  entries: readonly TNestedEntry<T>[],
): TNestedListResult<T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const unknownIds = entries.flatMap((entry) => (entry.id !== undefined && !byId.has(entry.id) ? [entry.id] : []));
  if (unknownIds.length > 0) return { ok: false, unknownIds };
  let nextId = items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  const named = new Set<number>();
  const result: T[] = [];
  for (const entry of entries) {
    const { _destroy, id, ...fields } = entry as { _destroy?: boolean; id?: number } & Record<string, unknown>;
    if (id !== undefined) {
      if (named.has(id)) continue;
      named.add(id);
      if (_destroy) continue;
      result.push({ ...(byId.get(id) as T), ...fields, id });
    } else {
      result.push({ ...(fields as Omit<T, "id">), id: nextId++ } as T);
    }
  }
  for (const item of items) if (!named.has(item.id)) result.push(item);
  return { ok: true, items: result };
}

// ---------------------------------------------------------------------------------------------
// Payloads (SPEC §7): a create or update of an app or a draft names the fields it changes; its
// nested lists follow the id + _destroy convention.

const ZScalarPatch = withoutDefaults(
  ZAppContent.omit({
    usages: true,
    images: true,
    features: true,
    releases: true,
    connection: true,
  }),
).partial();

export const ZContentConnectionPatch = z
  .object({
    image: z.string().max(CONTENT_HARD_CAP.text).nullable(),
    note: z.string().max(CONTENT_HARD_CAP.longText).nullable(),
    plans: z.array(z.string().max(CONTENT_HARD_CAP.text)).max(CONTENT_HARD_CAP.list),
    basicItems: zNestedList(ZContentConnectionItem),
    groupItems: zNestedList(ZContentConnectionItem),
    customItems: zNestedList(ZContentConnectionItem),
  })
  .partial();
export type TContentConnectionPatch = z.infer<typeof ZContentConnectionPatch>;

/** Changes to content: the scalar fields given replace, the lists are nested lists; `connection: null` removes the table. */
export const ZAppContentPatch = ZScalarPatch.extend({
  usages: zNestedList(ZContentUsage).optional(),
  images: zNestedList(ZContentImage).optional(),
  features: zNestedList(ZContentFeature).optional(),
  releases: zNestedList(ZContentRelease).optional(),
  connection: ZContentConnectionPatch.nullable().optional(),
}).strict();
export type TAppContentPatch = z.infer<typeof ZAppContentPatch>;

export type TApplyPatchResult =
  | { ok: true; content: TAppContent }
  | { ok: false; path: (string | number)[]; unknownIds: number[] };

/** Content with a patch applied; an item id that is not in its list refuses it (the path names the list). */
export function applyAppContentPatch(content: TAppContent, patch: TAppContentPatch): TApplyPatchResult {
  const { usages, images, features, releases, connection, ...scalars } = patch;
  const next: TAppContent = { ...content, ...(scalars as Partial<TAppContent>) };
  const lists = { usages, images, features, releases } as const;
  for (const name of CONTENT_LISTS) {
    const entries = lists[name];
    if (!entries) continue;
    const result = applyNestedList(content[name] as { id: number }[], entries as TNestedEntry<{ id: number }>[]);
    if (!result.ok) return { ok: false, path: [name], unknownIds: result.unknownIds };
    (next as Record<TContentList, unknown>)[name] = result.items;
  }
  if (connection === null) next.connection = null;
  else if (connection !== undefined) {
    const base: TContentConnection = content.connection ?? {
      image: null,
      note: null,
      plans: [],
      basicItems: [],
      groupItems: [],
      customItems: [],
    };
    const { basicItems, groupItems, customItems, ...rest } = connection;
    const merged: TContentConnection = { ...base, ...rest };
    const itemLists = { basicItems, groupItems, customItems } as const;
    for (const name of CONNECTION_LISTS) {
      const entries = itemLists[name];
      if (!entries) continue;
      const result = applyNestedList(base[name], entries as TNestedEntry<TContentConnectionItem>[]);
      if (!result.ok) return { ok: false, path: ["connection", name], unknownIds: result.unknownIds };
      merged[name] = result.items;
    }
    next.connection = merged;
  }
  return { ok: true, content: ZAppContent.parse(next) };
}
