import "server-only";
import type { TLocale } from "@store/domain/locales";
import type { TOperatorPrincipal, TProviderPrincipal } from "@store/domain/principals";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { z } from "zod";
import { requestLocale } from "./request-locale";
import { hasUnusableText } from "@/server/http/unusable-text";

// Pages read their path and query here, as route handlers do in route.ts: the caller first (a
// visitor is sent to sign in before a bad path can answer 404, as the pages did), then the path
// (one parameter that does not parse is a page that does not exist), then the query field by field
// (a bad value is dropped and reported, the others still apply).

/** What a page's search params are, as Next.js hands them over. */
export type TSearchParams = Record<string, string | string[] | undefined>;

/** What Next.js hands a page, a layout's `generateMetadata` and a page's `generateMetadata`. */
export type TPageProps = {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<TSearchParams>;
};

/** The audiences a page can require up front (tenant pages decide their caller in their gates). */
type TPageAuth = "operator" | "providerUser";

/**
 * A query read by its feature's own rules (joined repeats, ids that must agree with the path),
 * for the few pages whose query is not a set of independent fields.
 */
type TQueryReader<T> = (search: TSearchParams) => T;

export type TPageSpec = {
  /** Who may see the page: a visitor is sent to sign in and back (require-principal.ts). */
  auth?: TPageAuth;
  /** The path's parameters; one that does not parse (or has NUL / a lone surrogate) is a 404. */
  params?: z.ZodObject;
  /** The query: a schema parsed field by field (parsePageQuery), or the feature's own reader. */
  query?: z.ZodObject | TQueryReader<unknown>;
};

type TPrincipalOf<TAuth> = TAuth extends "operator"
  ? TOperatorPrincipal
  : TAuth extends "providerUser"
    ? TProviderPrincipal
    : null;

type TQueryOf<TQuery> = TQuery extends z.ZodObject
  ? Partial<z.output<TQuery>>
  : TQuery extends TQueryReader<infer T>
    ? T
    : Record<string, never>;

/** What a page (and its metadata) receives. */
export type TPageInput<S extends TPageSpec> = {
  principal: TPrincipalOf<S["auth"]>;
  params: S["params"] extends z.ZodObject ? z.output<S["params"]> : Record<string, never>;
  query: TQueryOf<S["query"]>;
  /** Each query field as it was typed (first value), so a form shows it again. */
  typed: Record<string, string>;
  /** The query fields whose value was refused. */
  invalid: string[];
  /**
   * The viewer's language (cookie, Accept-Language, `ja`), read only when a page asks for it:
   * reading the request's headers makes a page dynamic.
   */
  readonly locale: Promise<TLocale>;
};

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

/**
 * The caller, as require-principal.ts decides it. Loaded only for a page that requires one: it
 * opens the database's module, which the parsing here (and its unit test) does without.
 */
async function requireCaller(audience: TPageAuth) {
  const { requirePrincipal } = await import("@/server/http/require-principal");
  return audience === "operator" ? requirePrincipal(audience) : requirePrincipal(audience);
}

/** The path's parameters by the schema; anything else is the not-found page. */
function pageParams(schema: z.ZodObject, raw: Record<string, string | string[] | undefined>): unknown {
  const values = Object.values(raw).flatMap((value) => value ?? []);
  if (values.some(hasUnusableText)) notFound();
  const parsed = schema.safeParse(raw);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** A page's caller, path and query by its spec: for `generateMetadata` and the page alike. */
export async function pageInput<S extends TPageSpec>(spec: S, props: Partial<TPageProps>): Promise<TPageInput<S>> {
  const principal = spec.auth ? await requireCaller(spec.auth) : null;
  const params = spec.params ? pageParams(spec.params, (await props.params) ?? {}) : {};
  let query: unknown = {};
  let typed: Record<string, string> = {};
  let invalid: string[] = [];
  if (spec.query) {
    const search = (await props.searchParams) ?? {};
    if (typeof spec.query === "function") query = spec.query(search);
    else ({ query, typed, invalid } = parsePageQuery(spec.query, search));
  }
  return {
    principal,
    params,
    query,
    typed,
    invalid,
    get locale() {
      return requestLocale();
    },
  } as TPageInput<S>;
}

/**
 * A page whose caller, path and query are decided by its spec before it renders:
 * `export default page({ auth: "operator", params: ZIdParams }, async ({ params }) => <View … />)`.
 */
export function page<S extends TPageSpec>(
  spec: S,
  render: (input: TPageInput<S>) => ReactNode | Promise<ReactNode>,
): (props: TPageProps) => Promise<ReactNode> {
  return async (props) => render(await pageInput(spec, props));
}
