// The header's app launcher (SPEC §2 Shell): favourite and all modes, three sort orders and a
// search. Its apps are the tenant's installed apps (GET /api/launcher/apps); the rules are
// here, apart from the component, so they are tested on their own.

export const LAUNCHER_MODES = ["favorite", "all"] as const;
export type TLauncherMode = (typeof LAUNCHER_MODES)[number];

export const LAUNCHER_SORTS = ["default", "nameAsc", "nameDesc"] as const;
export type TLauncherSort = (typeof LAUNCHER_SORTS)[number];

export type TLauncherApp = { code: string; name: string; url: string | null; favorite: boolean };

export type TLauncherView =
  | { kind: "apps"; apps: TLauncherApp[] }
  /** Nothing to list in this mode at all. */
  | { kind: "empty" }
  /** The search matched nothing: SPEC §2 'App not found'. */
  | { kind: "notFound" };

function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

export function arrangeLauncherApps(
  apps: readonly TLauncherApp[],
  options: { mode: TLauncherMode; sort: TLauncherSort; query: string; locale: string },
): TLauncherView {
  const inMode = options.mode === "favorite" ? apps.filter((app) => app.favorite) : [...apps];
  const query = fold(options.query.trim());
  if (inMode.length === 0 && !query) return { kind: "empty" };
  const matching = query ? inMode.filter((app) => fold(app.name).includes(query)) : inMode;
  if (matching.length === 0) return query ? { kind: "notFound" } : { kind: "empty" };
  if (options.sort === "default") return { kind: "apps", apps: matching };
  const collator = new Intl.Collator(options.locale);
  const sorted = [...matching].sort((a, b) => collator.compare(a.name, b.name));
  return { kind: "apps", apps: options.sort === "nameAsc" ? sorted : sorted.reverse() };
}
