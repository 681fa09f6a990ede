import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

// Apart from errors.ts, which the browser loads on every page: zod stays out of that first load.

/** The JSON shape of every error response (ARCHITECTURE.md, API conventions); the API document shows it. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    /** In the viewer's language. */
    message: z.string(),
    /** Per field (a dotted path such as `usages.2.title`), its messages; only with 400 and 422. */
    items: z.record(z.string(), z.array(z.string())).optional(),
    /** What the caller needs to recover, e.g. the current row of a 409. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
