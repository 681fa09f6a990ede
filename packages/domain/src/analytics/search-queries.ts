// The operator's top searches (issue 29): what visitors look for, and what the store lacks. A
// query is kept as normalised text only (no visitor, no session, no address), so 「給与　計算」 and
// 「給与 計算」 count as one.

/** A kept query is at most as long as the search box allows. */
export const SEARCH_QUERY_MAX = 100;
/** How many queries each of the two lists (with results, without) shows. */
export const TOP_SEARCHES_LIMIT = 20;

/** The query as counted: NFKC (full-width to half-width), lower case, single spaces, trimmed, cut. */
export function normalizeSearchQuery(query: string): string {
  return query.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim().slice(0, SEARCH_QUERY_MAX);
}
