// After a 409 (someone saved the draft since this editor loaded it): which of the user's changes
// meet a different text of theirs, and the user's changes put on top of theirs. Pure, so no text
// is lost by a rule nobody tested.
import { CONNECTION_LISTS, CONTENT_LISTS, type TAppContent } from "@store/domain/schemas/app-content";
import { EMPTY_CONNECTION, same, type TEditorValues, temporaryId } from "./draft-payload";

/** A field of the editor: a content key, or one of the draft's own two fields. */
export type TEditorField = keyof TAppContent | "notificationEmail" | "loginUrl";

export type TFieldConflict = { field: TEditorField; mine: string; theirs: string };

function fieldValue(values: TEditorValues, field: TEditorField): unknown {
  if (field === "notificationEmail" || field === "loginUrl") return values[field].trim();
  return values.content[field];
}

const SKIPPED_KEYS = new Set(["id", "embedType", "direction"]);

/** Every text in a value, one per line, so a list or table can be read and copied as text. */
export function readableText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(readableText).filter(Boolean).join("\n");
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !SKIPPED_KEYS.has(key))
    .map(([, child]) => readableText(child))
    .filter(Boolean)
    .join("\n");
}

function fieldsOf(values: TEditorValues): TEditorField[] {
  return [...(Object.keys(values.content) as (keyof TAppContent)[]), "notificationEmail", "loginUrl"];
}

/** The fields the user changed (from `base`) where theirs now differs from the user's. */
export function conflictingFields(base: TEditorValues, mine: TEditorValues, theirs: TEditorValues): TFieldConflict[] {
  return fieldsOf(mine)
    .filter((field) => !same(fieldValue(base, field), fieldValue(mine, field)))
    .filter((field) => !same(fieldValue(theirs, field), fieldValue(mine, field)))
    .map((field) => ({
      field,
      mine: readableText(fieldValue(mine, field)),
      theirs: readableText(fieldValue(theirs, field)),
    }));
}

type TItem = { id: number } & Record<string, unknown>;

/**
 * One list with the user's edits on theirs: in the user's order; an item the user kept takes
 * theirs with the fields the user changed; one the user changed but they deleted comes back as a
 * new item (nobody's text is lost); one the user removed stays removed; theirs added are appended.
 */
export function rebaseList<T extends { id: number }>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
): T[] {
  if (same(base, mine)) return [...theirs];
  const baseById = new Map((base as readonly TItem[]).map((item) => [item.id, item]));
  const theirsById = new Map((theirs as readonly TItem[]).map((item) => [item.id, item]));
  const result: TItem[] = [];
  for (const item of mine as readonly TItem[]) {
    const before = baseById.get(item.id);
    const current = theirsById.get(item.id);
    if (!before) result.push(item);
    else if (current) {
      const changed = Object.entries(item).filter(([key, value]) => !same(value, before[key]));
      result.push({ ...current, ...Object.fromEntries(changed) });
    } else if (!same(item, before)) result.push({ ...item, id: temporaryId() });
  }
  for (const item of theirs as readonly TItem[]) if (!baseById.has(item.id)) result.push(item);
  return result as unknown as T[];
}

/** The user's changes (from `base` to `mine`) put on top of theirs, field by field. */
export function rebaseOnTheirs(base: TEditorValues, mine: TEditorValues, theirs: TEditorValues): TEditorValues {
  const content = { ...theirs.content } as Record<string, unknown>;
  const lists = new Set<string>([...CONTENT_LISTS, "connection"]);
  for (const key of Object.keys(mine.content) as (keyof TAppContent)[]) {
    if (!lists.has(key) && !same(base.content[key], mine.content[key])) content[key] = mine.content[key];
  }
  for (const list of CONTENT_LISTS) {
    content[list] = rebaseList(
      base.content[list] as TItem[],
      mine.content[list] as TItem[],
      theirs.content[list] as TItem[],
    );
  }
  const [b, m, t] = [base.content.connection, mine.content.connection, theirs.content.connection];
  if (!same(b, m)) {
    if (m === null) content.connection = null;
    else {
      const from = b ?? EMPTY_CONNECTION;
      const onto = t ?? EMPTY_CONNECTION;
      const table = { ...onto };
      if (!same(from.image, m.image)) table.image = m.image;
      if (!same(from.note, m.note)) table.note = m.note;
      if (!same(from.plans, m.plans)) table.plans = m.plans;
      for (const list of CONNECTION_LISTS) table[list] = rebaseList(from[list], m[list], onto[list]);
      content.connection = table;
    }
  }
  const own = (field: "notificationEmail" | "loginUrl") =>
    same(base[field].trim(), mine[field].trim()) ? theirs[field] : mine[field];
  return {
    content: content as TAppContent,
    notificationEmail: own("notificationEmail"),
    loginUrl: own("loginUrl"),
  };
}
