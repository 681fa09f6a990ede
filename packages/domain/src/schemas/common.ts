import { z } from "zod";

/** SPEC §3 paged list: pagination (count, page, pages, limit) and data. */
export const ZPagination = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  countCapped: z
    .literal(true)
    .optional()
    .describe("Present when more items match than were counted: count (and pages) is then a lower bound."),
});
export type TPagination = z.infer<typeof ZPagination>;

export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({ pagination: ZPagination, data: z.array(item) });
}

/** `capped`: counting stopped at `count` and more match (a large list is not counted to its end). */
export function paginate(count: number, page: number, limit: number, capped = false): TPagination {
  const pagination = { count, page, pages: Math.ceil(count / limit), limit };
  return capped ? { ...pagination, countCapped: true } : pagination;
}

/** A nested list item in app and draft payloads (SPEC §7): with id updates, without creates. */
export const ZNestedItemMarker = z.object({
  id: z.number().int().positive().optional(),
  _destroy: z.boolean().optional(),
});

export const ZIsoDate = z.string().datetime({ offset: true });

/** An absolute http(s) URL or a path served by the store itself. */
export const ZLink = z
  .string()
  .trim()
  .refine((v) => v.startsWith("/") || /^https?:\/\//.test(v), "must be an http(s) URL or a path");
