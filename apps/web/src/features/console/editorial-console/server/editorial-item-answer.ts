import "server-only";
import type { TDb } from "@store/db/client";
import { findEditorialItem, type TEditorialValues } from "@store/db/queries/editorial-items";
import { sanitizeRichText } from "@store/db/rich-text";
import { isTranslatableKind } from "@store/domain/editorial-translations";
import { AppError } from "@store/domain/errors";
import type { TEditorialContentKind, TEditorialInputOf, TEditorialItem } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS } from "../editorial-kinds";

/** Any kind's input, as the console's routes parse it. */
export type TAnyEditorialInput = TEditorialInputOf<TEditorialContentKind>;

/** An operator's input as the columns hold it: rich text sanitised (rich-text.ts), times as dates, apps apart. */
export function toEditorialValues<K extends TEditorialContentKind>(
  kind: K,
  input: TAnyEditorialInput,
): { values: TEditorialValues[K]; appIds?: number[] } {
  const { appIds, ...fields } = input as Record<string, unknown> & { appIds?: number[] };
  const values: Record<string, unknown> = { ...fields };
  for (const field of EDITORIAL_KIND_SPECS[kind].fields) {
    const value = values[field.name];
    if (field.type === "richText" && typeof value === "string") values[field.name] = sanitizeRichText(value);
    if (field.type === "datetime" && typeof value === "string") values[field.name] = new Date(value);
  }
  // Each locale's version of a rich text is kept as the Japanese one is (issue 31).
  if (values.translations) {
    const richText = new Set(EDITORIAL_KIND_SPECS[kind].fields.filter((f) => f.type === "richText").map((f) => f.name));
    values.translations = Object.fromEntries(
      Object.entries(values.translations as Record<string, Record<string, string>>).map(([locale, version]) => [
        locale,
        Object.fromEntries(
          Object.entries(version).map(([name, text]) => [name, richText.has(name) ? sanitizeRichText(text) : text]),
        ),
      ]),
    );
  }
  return { values: values as TEditorialValues[K], ...(appIds ? { appIds } : {}) };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * An item as the console's API answers it and the audit log keeps it: id, the input's fields,
 * the publication time and the position of ordered kinds. Undefined when there is no such item.
 */
export async function readEditorialItem(
  db: TDb,
  kind: TEditorialContentKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TEditorialItem | undefined> {
  const row = await findEditorialItem(db, { kind, id, lock: options.lock });
  if (!row) return undefined;
  const spec = EDITORIAL_KIND_SPECS[kind];
  const item: TEditorialItem = { id: row.id, publishedAt: row.publishedAt?.toISOString() ?? null };
  for (const field of spec.fields) item[field.name] = iso(row[field.name]);
  if (spec.ordered) item.position = row.position;
  if (isTranslatableKind(kind)) item.translations = row.translations ?? {};
  return item;
}

export function editorialNotFound(kind: TEditorialContentKind, id: number | null): AppError {
  return new AppError("NOT_FOUND", `no ${kind} item ${id}`);
}
