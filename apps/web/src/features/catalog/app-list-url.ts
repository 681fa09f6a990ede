import { APP_SORTS, PRICE_TYPES, type TAppSort, type TPriceType } from "@store/domain/enums";
import { APP_LIST_PER_PAGE, type TAppListQuery, ZAppListQuery } from "@store/domain/schemas/requests";

/** Every choice of the app list that the URL carries, so a link reproduces the view. */
export type TAppListState = {
  q: string;
  categories: number[];
  plan: TPriceType | null;
  campaign: boolean;
  /** null: the default (relevance with a query, else featured). */
  sort: TAppSort | null;
  page: number;
};

export const APP_LIST_PATH = "/apps";

export function appListState(query: TAppListQuery): TAppListState {
  return {
    q: query.q ?? "",
    categories: query.categories,
    plan: query.plan ?? null,
    campaign: query.campaign,
    sort: query.sort ?? null,
    page: query.page,
  };
}

/**
 * The URL of the list with some choices changed. Any change but the page's goes back to page 1.
 * Parameters come in a fixed order and defaults are left out, so one view has one URL.
 */
export function appListHref(state: TAppListState, change: Partial<TAppListState> = {}): string {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  const q = next.q.trim();
  if (q) params.set("q", q);
  if (next.categories.length > 0) params.set("categories", next.categories.join(","));
  if (next.plan) params.set("plan", next.plan);
  if (next.campaign) params.set("campaign", "true");
  if (next.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${APP_LIST_PATH}?${search}` : APP_LIST_PATH;
}

export function hasFilters(state: TAppListState): boolean {
  return state.categories.length > 0 || state.plan !== null || state.campaign;
}

/**
 * Issue 12: search engines index the list as the store presents it, not each of its searches,
 * filters, sort orders and later pages (endless near-copies of the same apps).
 */
export function isIndexableAppList(state: TAppListState): boolean {
  return state.q.trim() === "" && !hasFilters(state) && state.sort === null && state.page === 1;
}

type TRawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The list's query from a page's search params, for people rather than programs: a value that
 * does not parse is dropped (the API answers 400 instead), and repeated `categories` from a
 * form without JavaScript are joined.
 */
export function parseAppListSearchParams(raw: TRawSearchParams): TAppListQuery {
  const input: Record<string, string> = {};
  for (const key of ["q", "categories", "plan", "campaign", "sort", "page"] as const) {
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

export function isAppSort(value: string): value is TAppSort {
  return (APP_SORTS as readonly string[]).includes(value);
}

export function isPriceType(value: string): value is TPriceType {
  return (PRICE_TYPES as readonly string[]).includes(value);
}
