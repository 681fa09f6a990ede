import "server-only";
import { APP_LIST_PER_PAGE, type TAppListQuery, ZAppListQuery } from "@store/domain/schemas/requests";

type TRawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The list's query from a page's search params, for people rather than programs: a value that
 * does not parse is dropped (the API answers 400 instead), and repeated `categories` from a
 * form without JavaScript are joined.
 */
export function parseAppListSearchParams(raw: TRawSearchParams): TAppListQuery {
  const input: Record<string, string> = {};
  for (const key of ["q", "categories", "plan", "campaign", "rating", "sort", "page"] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    input[key] = Array.isArray(value) ? (key === "categories" ? value.join(",") : (value[0] ?? "")) : value;
  }
  for (let attempt = 0; attempt < 6; attempt++) {
    const parsed = ZAppListQuery.safeParse({ ...input, perPage: String(APP_LIST_PER_PAGE) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return ZAppListQuery.parse({});
}
