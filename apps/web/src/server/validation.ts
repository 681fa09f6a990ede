import "server-only";
import { AppError, type TErrorItems } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { issuesByField } from "@store/domain/validation";
import type { ZodType, z } from "zod";
import { localeOfRequest, serverTranslator } from "@/i18n/server-translator";

/** A failed parse as `items`: per field, its messages in the viewer's language. */
export function validationItems(error: z.ZodError, locale: TLocale): TErrorItems {
  const { t, has } = serverTranslator(locale);
  const items: TErrorItems = {};
  for (const [field, messages] of Object.entries(issuesByField(error))) {
    items[field] = messages.map((m) => (has(m.key) ? t(m.key, m.values) : t("validation.invalid")));
  }
  return items;
}

const WHERE = {
  params: { code: "BAD_REQUEST", log: "invalid path parameter" },
  query: { code: "BAD_REQUEST", log: "invalid query parameter" },
  body: { code: "UNPROCESSABLE", log: "the request has invalid fields" },
  // Form bodies come from machines (OIDC back-channel logout requires 400 for a bad one).
  form: { code: "BAD_REQUEST", log: "invalid form field" },
} as const;

/**
 * Parses one part of a request with its domain schema; a failure is 400 (path, query, form) or 422
 * (JSON body) with the messages per field, named in the log.
 */
export function parseOrThrow<T extends ZodType>(
  schema: T,
  input: unknown,
  request: Pick<Request, "headers">,
  where: keyof typeof WHERE,
): z.infer<T> {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  const items = validationItems(parsed.error, localeOfRequest(request));
  const { code, log } = WHERE[where];
  throw new AppError(code, `${log}: ${Object.keys(items).join(", ")}`, {
    items,
    ...(where === "body" ? { userMessage: { key: "validation.checkFields" } } : {}),
  });
}
