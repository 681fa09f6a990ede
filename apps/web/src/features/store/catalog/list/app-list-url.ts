import { APP_SORTS, PRICE_TYPES, type TAppMinRating, type TAppSort, type TPriceType } from "@store/domain/enums";
// Type only: the URL helpers run in the browser too, and the schemas would bring zod with them (issue 12).
import type { TAppListQuery } from "@store/domain/schemas/requests";

/** Every choice of the app list that the URL carries, so a link reproduces the view. */
export type TAppListState = {
  q: string;
  categories: number[];
  plan: TPriceType | null;
  campaign: boolean;
  /** Only apps rated this many stars or more on average; null: any. */
  minRating: TAppMinRating | null;
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
    minRating: query.rating ?? null,
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
  if (next.minRating) params.set("rating", String(next.minRating));
  if (next.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${APP_LIST_PATH}?${search}` : APP_LIST_PATH;
}

export function hasFilters(state: TAppListState): boolean {
  return state.categories.length > 0 || state.plan !== null || state.campaign || state.minRating !== null;
}

/**
 * Issue 12: search engines index the list as the store presents it, not each of its searches,
 * filters, sort orders and later pages (endless near-copies of the same apps).
 */
export function isIndexableAppList(state: TAppListState): boolean {
  return state.q.trim() === "" && !hasFilters(state) && state.sort === null && state.page === 1;
}

export function isAppSort(value: string): value is TAppSort {
  return (APP_SORTS as readonly string[]).includes(value);
}

export function isPriceType(value: string): value is TPriceType {
  return (PRICE_TYPES as readonly string[]).includes(value);
}
