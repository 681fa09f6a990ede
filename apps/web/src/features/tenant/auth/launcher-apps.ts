import { foldSearchText } from "@store/domain/search-text";

// The header's app launcher (SPEC §2 Shell): favourite and all modes, three sort orders and a
// search. Its apps are the tenant's installed apps (GET /api/launcher/apps); the rules are
// here, apart from the component, so they are tested on their own.

export const LAUNCHER_MODES = ["favorite", "all"] as const;
export type TLauncherMode = (typeof LAUNCHER_MODES)[number];

export const LAUNCHER_SORTS = ["default", "nameAsc", "nameDesc"] as const;
export type TLauncherSort = (typeof LAUNCHER_SORTS)[number];

/**
 * `reading`: the name's folded kana reading (empty when the name has no kanji), for sorting and
 * search; `logoImage`: the app's logo, when it has a safe one.
 */
export type TLauncherApp = {
  code: string;
  name: string;
  reading: string;
  logoImage: string | null;
  url: string | null;
  favorite: boolean;
};

export type TLauncherView =
  | { kind: "apps"; apps: TLauncherApp[] }
  /** Nothing to list in this mode at all. */
  | { kind: "empty" }
  /** The search matched nothing: SPEC §2 'App not found'. */
  | { kind: "notFound" };

/** How a name sorts: by its reading where it has one (50音 order, not kanji by code point). */
const sortKey = (app: TLauncherApp) => app.reading || foldSearchText(app.name);

export function arrangeLauncherApps(
  apps: readonly TLauncherApp[],
  options: { mode: TLauncherMode; sort: TLauncherSort; query: string; locale: string },
): TLauncherView {
  const inMode = options.mode === "favorite" ? apps.filter((app) => app.favorite) : [...apps];
  // Folded as the store's search folds: half-width, full-width, katakana and hiragana alike.
  const query = foldSearchText(options.query);
  if (inMode.length === 0 && !query) return { kind: "empty" };
  const matching = query
    ? inMode.filter((app) => foldSearchText(app.name).includes(query) || app.reading.includes(query))
    : inMode;
  if (matching.length === 0) return query ? { kind: "notFound" } : { kind: "empty" };
  if (options.sort === "default") return { kind: "apps", apps: matching };
  const collator = new Intl.Collator(options.locale);
  const sorted = [...matching].sort((a, b) => collator.compare(sortKey(a), sortKey(b)));
  return { kind: "apps", apps: options.sort === "nameAsc" ? sorted : sorted.reverse() };
}
