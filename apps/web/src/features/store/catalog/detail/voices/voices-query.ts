import "server-only";
import { LOCALES, type TLocale } from "@store/domain/locales";
import { APP_VOICES_PER_PAGE, type TVoiceSort, VOICE_SORTS } from "@store/domain/schemas/app-voices";
import { z } from "zod";
import { parsePageQuery, type TSearchParams } from "@/server/pages/page";

// The app page's voices section is driven by its address (issue 28): the order, the language and
// the page are query parameters of server-rendered links, so the section needs no script of its own
// (the page's first-load script is at its budget) and every view of it has one URL.

/** Ten a page, as `GET /api/apps/{code}/voices` answers. */
export const VOICES_PER_PAGE = APP_VOICES_PER_PAGE;

/** The section's id: its links land on it, with or without the page's script. */
export const VOICES_ANCHOR = "voices";

/** The section's query parameters; a bad one is dropped and its default applies (page.ts). */
export const ZVoicesPageQuery = z.object({
  voices_sort: z.enum(VOICE_SORTS),
  voices_locale: z.enum(LOCALES),
  voices_page: z.coerce.number().int().positive().max(10_000),
});
export type TVoicesPageQuery = Partial<z.output<typeof ZVoicesPageQuery>>;

/** What the section shows; null locale: every language. */
export type TVoicesState = { sort: TVoiceSort; locale: TLocale | null; page: number };

/** The section's part of a page's query, for the page's own reader in page() / pageInput(). */
export function readVoicesQuery(search: TSearchParams): TVoicesPageQuery {
  return parsePageQuery(ZVoicesPageQuery, search).query;
}

export function voicesState(query: TVoicesPageQuery = {}): TVoicesState {
  return { sort: query.voices_sort ?? "newest", locale: query.voices_locale ?? null, page: query.voices_page ?? 1 };
}

/**
 * The page's address with the section's choices changed, landing on the section. `base` is the
 * page's own address, a preview's with its ids, whose other parameters are kept. A new order or
 * language starts again at page 1; defaults are left out, so one view has one URL.
 */
export function voicesHref(base: string, state: TVoicesState, change: Partial<TVoicesState> = {}): string {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 1;
  const url = new URL(base, "http://store.invalid");
  for (const key of Object.keys(ZVoicesPageQuery.shape)) url.searchParams.delete(key);
  if (next.sort !== "newest") url.searchParams.set("voices_sort", next.sort);
  if (next.locale !== null) url.searchParams.set("voices_locale", next.locale);
  if (next.page > 1) url.searchParams.set("voices_page", String(next.page));
  return `${url.pathname}${url.search}#${VOICES_ANCHOR}`;
}
