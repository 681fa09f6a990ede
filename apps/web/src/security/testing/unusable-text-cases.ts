// Requests with NUL and lone surrogates for every route handler, generated from the schemas its
// route() declares (the options route.ts keeps on the handler): a plausible body built from the body
// schema, then one request per text field with the character put into that field, one per query
// field and one per path parameter. Used by unusable-text.integration.test.ts.
import type { ZodType } from "zod";

/** The options a handler made with route() carries (server/http/route.ts). */
export type TDeclaredRoute = {
  auth?: "tenantUser" | "tenantAdmin" | "providerUser" | "operator";
  params?: ZodType;
  query?: ZodType;
  body?: ZodType | { form: ZodType } | { multipart: ZodType };
};

export function declaredRoute(handler: unknown): TDeclaredRoute | null {
  const options = (handler as { routeOptions?: TDeclaredRoute }).routeOptions;
  return options ?? null;
}

/** NUL, and a high and a low surrogate without their pair. */
export const UNUSABLE = ["\u0000", "\uD800", "\uDFFF"] as const;

type TDef = {
  type: string;
  format?: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: ZodType;
  left?: ZodType;
  checks?: { _zod: { def: { format?: string } } }[];
};

function defOf(schema: ZodType): TDef {
  return (schema as unknown as { _zod: { def: TDef } })._zod.def;
}

function textFor(def: TDef): string {
  const format = def.format ?? def.checks?.map((c) => c._zod.def.format).find(Boolean);
  if (format === "email") return "visitor@fuzz.example";
  if (format === "url") return "https://fuzz.example/";
  return "検証テキスト";
}

/**
 * A value the schema plausibly takes: every field of an object (optional ones too, so each text
 * field gets its turn), the first choice of an enum or union, one element of an array.
 */
export function sampleOf(schema: ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case "string":
      return textFor(def);
    case "number":
    case "int":
    case "bigint":
      return 1;
    case "boolean":
      return false;
    case "literal":
      return def.values?.[0];
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field, depth + 1)]),
      );
    case "array":
      return def.element ? [sampleOf(def.element, depth + 1)] : [];
    case "record":
      return def.valueType ? { key: sampleOf(def.valueType, depth + 1) } : {};
    case "union":
      return def.options?.[0] ? sampleOf(def.options[0], depth + 1) : undefined;
    case "intersection":
      return def.left ? sampleOf(def.left, depth + 1) : undefined;
    case "pipe":
      return def.in ? sampleOf(def.in, depth + 1) : undefined;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.innerType ? sampleOf(def.innerType, depth + 1) : undefined;
    default:
      return undefined;
  }
}

/** The paths (keys from the top) of every string in a sample. */
export function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...path, key]));
}

/** A copy of `value` with `text` appended to the string at `path`. */
export function withTextAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return `${value as string}${text}`;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withTextAt(copy[key], rest, text);
  return copy;
}

/** The names a query takes: its schema's fields, or `q` for a route that declares none. */
export function queryNames(route: TDeclaredRoute | null): string[] {
  const shape = route?.query ? defOf(route.query).shape : undefined;
  return shape ? Object.keys(shape) : ["q"];
}

/** The parameter names of a route pattern (`[code]`, `[...path]`). */
export function paramNames(pattern: string): { name: string; catchAll: boolean }[] {
  return [...pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({
    name: m[2] ?? "",
    catchAll: m[1] !== undefined,
  }));
}
