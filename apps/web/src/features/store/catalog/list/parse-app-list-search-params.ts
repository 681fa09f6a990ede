import "server-only";
import { SEARCH_QUERY_MAX } from "@store/domain/analytics/search-queries";
import { APP_LIST_PER_PAGE, type TAppListQuery, ZAppListQuery } from "@store/domain/schemas/requests";

type TRawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The list's query from a page's search params, for people rather than programs: a value that
 * does not parse is dropped (the API answers 400 instead), a search over the box's length is cut to
 * it, and repeated `categories` from a form without JavaScript are joined.
 */
export function parseAppListSearchParams(raw: TRawSearchParams): TAppListQuery {
  const input: Record<string, string> = {};
  for (const key of ["q", "categories", "plan", "campaign", "rating", "sort", "page"] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    input[key] = Array.isArray(value) ? (key === "categories" ? value.join(",") : (value[0] ?? "")) : value;
  }
  // A search longer than the box takes (a pasted address) searches by its start rather than not at all.
  if (input.q !== undefined) input.q = input.q.trim().slice(0, SEARCH_QUERY_MAX);
  for (let attempt = 0; attempt < 6; attempt++) {
    const parsed = ZAppListQuery.safeParse({ ...input, perPage: String(APP_LIST_PER_PAGE) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return ZAppListQuery.parse({});
}
