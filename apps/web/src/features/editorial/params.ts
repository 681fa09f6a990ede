import "server-only";
import { TERMS_KINDS } from "@store/domain/enums";
import { AppError } from "@store/domain/errors";
import { ZTermsVersionName } from "@store/domain/schemas/editorial";
import { z } from "zod";

/** A numeric id in a path, e.g. /specials/12. */
export const ZEditorialIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a positive whole number")
    .transform(Number),
});

export const ZTermsParams = z.object({ kind: z.enum(TERMS_KINDS) });
export const ZTermsVersionParams = ZTermsParams.extend({ version: ZTermsVersionName });

/** Parses a route's path parameters; a bad one is a 400 that names it. */
export function parsePathParams<T extends z.ZodType>(schema: T, params: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const items: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    items[key] = [...(items[key] ?? []), issue.message];
  }
  throw new AppError("BAD_REQUEST", `invalid path parameter: ${Object.keys(items).join(", ")}`, { items });
}
