import { EDITORIAL_TRANSLATABLE_FIELDS, isTranslatableKind } from "@store/domain/editorial-translations";
import { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import { EDITORIAL_KIND_SPECS, type TFieldSpec, type TConsoleKind } from "./editorial-kinds";

// What the console's one form holds per field, and the API body it sends: pure, so the browser and
// the tests convert alike. Times are held as `datetime-local` text in Japan time, the store's time
// zone, whatever the operator's browser is set to (issue 31: news, campaigns and terms alike, as
// the console and the store show them).

export type TFieldValue = string | number[];
export type TFormValues = Record<string, TFieldValue>;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Japan's offset from UTC: +9 hours all year (no daylight saving time). */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO time as a `datetime-local` value in Japan time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  const d = new Date(time + JAPAN_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A `datetime-local` value (Japan time) as an ISO time; empty for an empty or broken one. */
export function fromLocalInput(local: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!parts) return "";
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const back = new Date(utc);
  // Date.UTC rolls 2026-13-45 over into another date: such a value is no time at all.
  if (back.getUTCMonth() !== (month ?? 1) - 1 || back.getUTCDate() !== day || (hour ?? 0) > 23 || (minute ?? 0) > 59)
    return "";
  return new Date(utc - JAPAN_OFFSET_MS).toISOString();
}

/** The fields the form shows: all of them for a new item; a saved one keeps its create-only fields. */
export function formFieldsOf(kind: TConsoleKind, creating: boolean): readonly TFieldSpec[] {
  const fields = EDITORIAL_KIND_SPECS[kind].fields;
  return creating ? fields : fields.filter((f) => !f.createOnly);
}

function initialValue(field: TFieldSpec, value: unknown, times: boolean): TFieldValue {
  if (field.type === "select") return typeof value === "string" ? value : (field.options?.values[0] ?? "");
  if (field.type === "apps") return Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];
  if (field.type === "categories") return Array.isArray(value) ? value.join(", ") : "";
  if (field.type === "datetime") return times ? toLocalInput(typeof value === "string" ? value : null) : "";
  return typeof value === "string" ? value : "";
}

/**
 * The form's values for an item (or a new item's, from `item` as its start or empty). `times: false`
 * leaves times empty: the server does not know the browser's time zone, so they are filled in once
 * the page is live.
 */
export function formValuesOf(
  kind: TConsoleKind,
  item: Record<string, unknown> | null,
  { times = true }: { times?: boolean } = {},
): TFormValues {
  return {
    ...Object.fromEntries(
      EDITORIAL_KIND_SPECS[kind].fields.map((f) => [f.name, initialValue(f, item?.[f.name], times)]),
    ),
    ...translationValuesOf(kind, item?.translations),
  };
}

/** The form key of one field of one locale's version (issue 31), as the API's messages name it too. */
export function translationKey(locale: string, field: string): string {
  return `translations.${locale}.${field}`;
}

/** Every locale's version as the form holds it: one text per locale and field, empty when unwritten. */
function translationValuesOf(kind: TConsoleKind, translations: unknown): TFormValues {
  if (!isTranslatableKind(kind)) return {};
  const versions = (translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const values: TFormValues = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of EDITORIAL_TRANSLATABLE_FIELDS[kind]) {
      const value = versions[locale]?.[field];
      values[translationKey(locale, field)] = typeof value === "string" ? value : "";
    }
  }
  return values;
}

/** The versions the form holds as the API takes them: the locales with any text, their written fields. */
function translationsBodyOf(kind: TConsoleKind, values: TFormValues): Record<string, Record<string, string>> {
  if (!isTranslatableKind(kind)) return {};
  const versions: Record<string, Record<string, string>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const written: Record<string, string> = {};
    for (const field of EDITORIAL_TRANSLATABLE_FIELDS[kind]) {
      const value = values[translationKey(locale, field)];
      if (typeof value === "string" && value.trim() !== "") written[field] = value;
    }
    if (Object.keys(written).length > 0) versions[locale] = written;
  }
  return versions;
}

function bodyValue(field: TFieldSpec, value: TFieldValue | undefined): unknown {
  if (field.type === "apps") return Array.isArray(value) ? value : [];
  const text = typeof value === "string" ? value : "";
  if (field.type === "image") return text === "" ? null : text;
  if (field.type === "datetime") return fromLocalInput(text);
  if (field.type === "categories") {
    return text
      .split(/[,、，]/)
      .map((name) => name.trim())
      .filter((name) => name !== "");
  }
  return text;
}

/** The POST (`creating`) or PATCH body of the form's values. */
export function requestBodyOf(
  kind: TConsoleKind,
  values: TFormValues,
  { creating = true }: { creating?: boolean } = {},
): Record<string, unknown> {
  const body = Object.fromEntries(formFieldsOf(kind, creating).map((f) => [f.name, bodyValue(f, values[f.name])]));
  return isTranslatableKind(kind) ? { ...body, translations: translationsBodyOf(kind, values) } : body;
}

/** The server's messages for one field: its own and those of its parts (`categories.1`). */
export function issuesOf(items: Record<string, string[]>, name: string): string[] {
  return Object.entries(items)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
}
