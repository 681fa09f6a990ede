import { z } from "zod";

/** SPEC §3 paged list: pagination (count, page, pages, limit) and data. */
export const ZPagination = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type TPagination = z.infer<typeof ZPagination>;

export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({ pagination: ZPagination, data: z.array(item) });
}

export function paginate(count: number, page: number, limit: number): TPagination {
  return { count, page, pages: Math.ceil(count / limit), limit };
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
