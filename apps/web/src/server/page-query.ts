import "server-only";
import type { z } from "zod";
import { hasUnusableText } from "./unusable-text";

/** What a page's search params are, as Next.js hands them over. */
export type TSearchParams = Record<string, string | string[] | undefined>;

export type TPageQuery<T extends z.ZodObject> = {
  /** The fields that parsed; a bad one is left out, never a 500. */
  query: Partial<z.infer<T>>;
  /** Each field as it was typed (first value), so a form shows it again. */
  typed: Record<string, string>;
  /** The fields whose value was refused. */
  invalid: string[];
};

/**
 * A page's filter query parsed field by field with its schema: one bad value (a status that does
 * not exist, a date that is not one, text with NUL or a lone surrogate) is reported and dropped
 * while the others still apply.
 */
export function parsePageQuery<T extends z.ZodObject>(schema: T, params: TSearchParams): TPageQuery<T> {
  const query: Record<string, unknown> = {};
  const typed: Record<string, string> = {};
  const invalid: string[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = params[field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === "") continue;
    // NUL or a lone surrogate is refused as any bad value is, and not shown again in the form.
    if (hasUnusableText(value)) {
      invalid.push(field);
      continue;
    }
    typed[field] = value;
    const parsed = fieldSchema.safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") query[field] = parsed.data;
    else if (!parsed.success) invalid.push(field);
  }
  return { query: query as Partial<z.infer<T>>, typed, invalid };
}

/** A path with the query's non-empty fields (the page's links keep its filters). */
export function pathWithQuery(path: string, fields: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
