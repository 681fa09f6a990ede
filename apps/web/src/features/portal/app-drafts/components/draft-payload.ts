// The draft editor's state as pure functions: what the form holds, the save payload it sends (SPEC
// §7 nested lists: an item with an id updates, one without creates, a removed one is
// `{ id, _destroy: true }`, the order sent is the order kept), and how the ids the server gave new
// items replace the form's temporary ones. No React here, so each rule has its test.
import {
  CONNECTION_LISTS,
  CONTENT_LISTS,
  type TAppContent,
  type TContentConnection,
} from "@store/domain/schemas/app-content";
import {
  type TAppContentPatch,
  type TContentConnectionPatch,
  type TNestedEntry,
  ZAppContentPatch,
} from "@store/domain/schemas/app-content-patch";
import type { TDraftApp } from "@store/domain/schemas/draft-app";

/** What the editor holds: the content and the draft's own two fields. */
export type TEditorValues = { content: TAppContent; notificationEmail: string; loginUrl: string };

/** The fields of a save: POST (first save of a new draft) or PATCH without its version. */
export type TDraftSavePayload = {
  content?: TAppContentPatch;
  notificationEmail?: string | null;
  loginUrl?: string | null;
};

export const EMPTY_CONNECTION: TContentConnection = {
  image: null,
  note: null,
  plans: [],
  basicItems: [],
  groupItems: [],
  customItems: [],
};

let lastTemporaryId = 0;
/** An id for an item the server has not seen: negative, so it is never sent as an item's id. */
export function temporaryId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

export function isTemporaryId(id: number): boolean {
  return id <= 0;
}

// A new item keeps its temporary id on screen until its first save answers; then it takes the
// server's. Something started before (an upload) still names the temporary id, and the item's
// fields must not remount mid-upload: both look the other id up here.
const savedIdOfTemporary = new Map<number, number>();
const temporaryIdOfSaved = new Map<number, number>();

/** The id an item has now: the server's, once its temporary one was saved. */
export function currentItemId(id: number): number {
  return savedIdOfTemporary.get(id) ?? id;
}

/** A React key that stays the same when a new item gets the server's id. */
export function stableItemKey(id: number): number {
  return temporaryIdOfSaved.get(id) ?? id;
}

export function editorValuesOf(draft: Pick<TDraftApp, "content" | "notificationEmail" | "loginUrl">): TEditorValues {
  return { content: draft.content, notificationEmail: draft.notificationEmail ?? "", loginUrl: draft.loginUrl ?? "" };
}

/** Deep equality of JSON values (content is plain JSON). */
export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type TItem = { id: number } & Record<string, unknown>;

// The patch schema fills in its fields' defaults when a patch leaves them out (a scalar such as
// `triable`, an item's `imageAltText`), so the server would reset what the user did not touch.
// Until the schema stops doing so, a patch always names those fields with the form's own values;
// computed from the schema, so the lists empty themselves once it is fixed.
const FILLED_SCALARS = Object.keys(ZAppContentPatch.parse({})) as (keyof TAppContent)[];
const FILLED_ITEM_FIELDS: Record<string, string[]> = Object.fromEntries(
  CONTENT_LISTS.map((list) => {
    const [entry] = (ZAppContentPatch.parse({ [list]: [{ id: 1 }] })[list] ?? []) as Record<string, unknown>[];
    return [list, Object.keys(entry ?? {}).filter((key) => key !== "id")];
  }),
);

/** A nested list's entries, or undefined when the list did not change. */
export function nestedEntries<T extends { id: number }>(
  base: readonly T[],
  local: readonly T[],
  filled: string[] = [],
) {
  if (same(base, local)) return undefined;
  const before = new Map((base as readonly TItem[]).map((item) => [item.id, item]));
  const entries: Record<string, unknown>[] = (local as readonly TItem[]).map((item) => {
    const { id, ...fields } = item;
    const saved = before.get(id);
    if (isTemporaryId(id) || !saved) return fields;
    const changed = Object.entries(fields).filter(([key, value]) => filled.includes(key) || !same(value, saved[key]));
    return { id, ...Object.fromEntries(changed) };
  });
  const kept = new Set(local.map((item) => item.id));
  for (const item of base) if (!kept.has(item.id)) entries.push({ id: item.id, _destroy: true });
  return entries as TNestedEntry<T>[];
}

function connectionPatch(base: TContentConnection | null, local: TContentConnection): TContentConnectionPatch {
  const from = base ?? EMPTY_CONNECTION;
  const patch: TContentConnectionPatch = {};
  if (!same(from.image, local.image)) patch.image = local.image;
  if (!same(from.note, local.note)) patch.note = local.note;
  if (!same(from.plans, local.plans)) patch.plans = local.plans;
  for (const list of CONNECTION_LISTS) {
    const entries = nestedEntries(from[list], local[list]);
    if (entries) patch[list] = entries;
  }
  return patch;
}

const NESTED = new Set<string>([...CONTENT_LISTS, "connection"]);

/** The content fields that changed, lists as nested entries; undefined when nothing did. */
export function contentPatch(base: TAppContent, local: TAppContent): TAppContentPatch | undefined {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(local) as (keyof TAppContent)[]) {
    if (!NESTED.has(key) && !same(base[key], local[key])) patch[key] = local[key];
  }
  for (const list of CONTENT_LISTS) {
    const entries = nestedEntries(base[list] as TItem[], local[list] as TItem[], FILLED_ITEM_FIELDS[list]);
    if (entries) patch[list] = entries;
  }
  if (!same(base.connection, local.connection)) {
    patch.connection = local.connection === null ? null : connectionPatch(base.connection, local.connection);
  }
  if (Object.keys(patch).length === 0) return undefined;
  for (const key of FILLED_SCALARS) if (!(key in patch)) patch[key] = local[key];
  return patch as TAppContentPatch;
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** What a save sends to bring the server from `base` to `local`; `{}` when they agree. */
export function savePayload(base: TEditorValues, local: TEditorValues): TDraftSavePayload {
  const payload: TDraftSavePayload = {};
  const content = contentPatch(base.content, local.content);
  if (content) payload.content = content;
  if (orNull(base.notificationEmail) !== orNull(local.notificationEmail))
    payload.notificationEmail = orNull(local.notificationEmail);
  if (orNull(base.loginUrl) !== orNull(local.loginUrl)) payload.loginUrl = orNull(local.loginUrl);
  return payload;
}

export function hasChanges(base: TEditorValues, local: TEditorValues): boolean {
  return Object.keys(savePayload(base, local)).length > 0;
}

/**
 * What can still be saved when a save was refused at fields: `local` with each refused field (the
 * first part of an item's path: `code`, `connection.groupItems` → `connection`, `notificationEmail`)
 * as last saved. Null when the refusal names no field of the form, or nothing else changed.
 */
export function withoutRefused(
  base: TEditorValues,
  local: TEditorValues,
  items: Record<string, unknown>,
): TEditorValues | null {
  const fields = new Set(Object.keys(items).map((path) => path.split(".")[0] ?? path));
  const content: Record<string, unknown> = { ...local.content };
  const rest = { ...local };
  for (const field of fields) {
    if (field === "notificationEmail" || field === "loginUrl") rest[field] = base[field];
    else if (field in base.content) content[field] = base.content[field as keyof TAppContent];
    else return null;
  }
  rest.content = content as TAppContent;
  return fields.size > 0 && hasChanges(base, rest) ? rest : null;
}

function remapList<T extends { id: number }>(sent: readonly T[], saved: readonly T[], local: readonly T[]): T[] {
  const ids = new Map<number, number>();
  sent.forEach((item, index) => {
    const savedItem = saved[index];
    if (isTemporaryId(item.id) && savedItem) {
      ids.set(item.id, savedItem.id);
      savedIdOfTemporary.set(item.id, savedItem.id);
      temporaryIdOfSaved.set(savedItem.id, item.id);
    }
  });
  if (ids.size === 0) return local as T[];
  return local.map((item) => (ids.has(item.id) ? { ...item, id: ids.get(item.id) as number } : item));
}

/**
 * After a save: the server kept each list in the order sent, so the new items it created sit where
 * the form's temporary ones were. `local` (what the form holds now, maybe typed on during the save)
 * gets the server's ids in place of those temporary ones.
 */
export function withSavedIds(sent: TEditorValues, saved: TEditorValues, local: TEditorValues): TEditorValues {
  const content = { ...local.content };
  for (const list of CONTENT_LISTS) {
    (content as Record<string, unknown>)[list] = remapList(
      sent.content[list] as TItem[],
      saved.content[list] as TItem[],
      local.content[list] as TItem[],
    );
  }
  const [sentTable, savedTable, localTable] = [
    sent.content.connection,
    saved.content.connection,
    local.content.connection,
  ];
  if (sentTable && savedTable && localTable) {
    const table = { ...localTable };
    for (const list of CONNECTION_LISTS) table[list] = remapList(sentTable[list], savedTable[list], localTable[list]);
    content.connection = table;
  }
  return { ...local, content };
}
