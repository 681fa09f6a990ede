import "server-only";
import { AppError, type TErrorItems } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { issuesByField } from "@store/domain/validation";
import type { ZodType, z } from "zod";
import { localeOfRequest, serverTranslator } from "@/server/server-translator";
import { hasUnusableText, unusableQueryFields } from "./unusable-text";

/** A failed parse as `items`: per field, its messages in the viewer's language. */
export function validationItems(error: z.ZodError, locale: TLocale): TErrorItems {
  const { t, has } = serverTranslator(locale);
  const items: TErrorItems = {};
  for (const [field, messages] of Object.entries(issuesByField(error))) {
    items[field] = messages.map((m) => (has(m.key) ? t(m.key, m.values) : t("validation.invalid")));
  }
  return items;
}

type TNode = { value: unknown; key: string; parent: TNode | null };

function pathOf(node: TNode | null): string {
  const keys: string[] = [];
  for (let n = node; n?.parent; n = n.parent) keys.unshift(n.key);
  return keys.join(".") || "_";
}

/**
 * The fields of `input` whose text (a value, a key of an object, a file's name) holds NUL or a lone
 * surrogate, as dotted paths (`usages.0.title`; `_` for the input itself), as validationItems names
 * them. Walked with a stack, not recursion: a 64 KB JSON body can nest some 30,000 deep.
 */
export function unusableTextFields(input: unknown): string[] {
  const fields = new Set<string>();
  const stack: TNode[] = [{ value: input, key: "", parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === "string" || value instanceof File) {
      if (hasUnusableText(typeof value === "string" ? value : value.name)) fields.add(pathOf(node));
      continue;
    }
    if (typeof value !== "object" || value === null || value instanceof Blob) continue;
    for (const [key, child] of Object.entries(value)) {
      if (hasUnusableText(key)) fields.add(pathOf(node));
      else stack.push({ value: child, key, parent: node });
    }
  }
  return [...fields];
}

const WHERE = {
  params: { code: "BAD_REQUEST", log: "invalid path parameter" },
  query: { code: "BAD_REQUEST", log: "invalid query parameter" },
  body: { code: "UNPROCESSABLE", log: "the request has invalid fields" },
  // Form bodies come from machines (OIDC back-channel logout requires 400 for a bad one).
  form: { code: "BAD_REQUEST", log: "invalid form field" },
} as const;

/**
 * 400 (path, query, form) or 422 (JSON body) naming each field that holds NUL or a lone surrogate,
 * before any schema or query sees it: the one check of every route's input (route.ts).
 */
export function assertUsableText(input: unknown, request: Pick<Request, "headers">, where: keyof typeof WHERE): void {
  refuseFields(unusableTextFields(input), request, where);
}

/** assertUsableText for every value of a query, repeated names included (400). */
export function assertUsableQuery(query: URLSearchParams, request: Pick<Request, "headers">): void {
  refuseFields(unusableQueryFields(query), request, "query");
}

function refuseFields(fields: string[], request: Pick<Request, "headers">, where: keyof typeof WHERE): void {
  if (fields.length === 0) return;
  const { t } = serverTranslator(localeOfRequest(request));
  const items: TErrorItems = Object.fromEntries(fields.map((field) => [field, [t("validation.unusableCharacter")]]));
  const { code, log } = WHERE[where];
  throw new AppError(code, `${log} (NUL or a lone surrogate): ${fields.join(", ")}`, {
    items,
    ...(where === "body" ? { userMessage: { key: "validation.checkFields" } } : {}),
  });
}

/**
 * Parses one part of a request with its domain schema; a failure is 400 (path, query, form) or 422
 * (JSON body) with the messages per field, named in the log. Text with NUL or a lone surrogate is
 * refused the same way before the schema runs (assertUsableText).
 */
export function parseOrThrow<T extends ZodType>(
  schema: T,
  input: unknown,
  request: Pick<Request, "headers">,
  where: keyof typeof WHERE,
): z.infer<T> {
  assertUsableText(input, request, where);
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  const items = validationItems(parsed.error, localeOfRequest(request));
  const { code, log } = WHERE[where];
  throw new AppError(code, `${log}: ${Object.keys(items).join(", ")}`, {
    items,
    ...(where === "body" ? { userMessage: { key: "validation.checkFields" } } : {}),
  });
}
