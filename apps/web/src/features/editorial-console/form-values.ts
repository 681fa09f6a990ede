import type { TEditorialContentKind, TEditorialItem } from "@store/domain/schemas/editorial";
import { EDITORIAL_KIND_SPECS, type TFieldSpec } from "./editorial-kinds";

// What the console's one form holds per field, and the API body it sends: pure, so the browser and
// the tests convert alike. Times are held as the browser's local `datetime-local` text.

export type TFieldValue = string | number[];
export type TFormValues = Record<string, TFieldValue>;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO time; empty for an empty or broken one. */
export function fromLocalInput(local: string): string {
  if (local === "") return "";
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

function initialValue(field: TFieldSpec, value: unknown, times: boolean): TFieldValue {
  if (field.type === "apps") return Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];
  if (field.type === "categories") return Array.isArray(value) ? value.join(", ") : "";
  if (field.type === "datetime") return times ? toLocalInput(typeof value === "string" ? value : null) : "";
  return typeof value === "string" ? value : "";
}

/**
 * The form's values for an item (or empty ones for a new item). `times: false` leaves times empty:
 * the server does not know the browser's time zone, so they are filled in once the page is live.
 */
export function formValuesOf(
  kind: TEditorialContentKind,
  item: TEditorialItem | null,
  { times = true }: { times?: boolean } = {},
): TFormValues {
  return Object.fromEntries(
    EDITORIAL_KIND_SPECS[kind].fields.map((f) => [f.name, initialValue(f, item?.[f.name], times)]),
  );
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

/** The POST / PATCH body of the form's values. */
export function requestBodyOf(kind: TEditorialContentKind, values: TFormValues): Record<string, unknown> {
  return Object.fromEntries(EDITORIAL_KIND_SPECS[kind].fields.map((f) => [f.name, bodyValue(f, values[f.name])]));
}

/** The server's messages for one field: its own and those of its parts (`categories.1`). */
export function issuesOf(items: Record<string, string[]>, name: string): string[] {
  return Object.entries(items)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages);
}
