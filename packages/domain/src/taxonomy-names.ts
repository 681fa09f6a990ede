// The taxonomy as a viewer reads it (issue 31): categories, plans and tags by id and news
// categories by their Japanese name, each in the viewer's locale where an operator named it there.
import { DEFAULT_LOCALE, type TLocale } from "./locales";
import { localizedName, type TLocalizedNames } from "./localized-names";
import type { TAppSummary } from "./schemas/app";
import type { TNewsItem } from "./schemas/editorial";

/** The taxonomy's translations: categories, plans and tags by id, news categories by their Japanese name. */
export type TTaxonomyNameRows = {
  categories: ReadonlyMap<number, TLocalizedNames>;
  plans: ReadonlyMap<number, TLocalizedNames>;
  tags: ReadonlyMap<number, TLocalizedNames>;
  newsCategories: ReadonlyMap<string, TLocalizedNames>;
};

type TRef = { id: number; name: string };

/** The names of one locale. */
export type TTaxonomyNames = {
  locale: TLocale;
  category: <T extends TRef>(ref: T) => T;
  plan: <T extends TRef>(ref: T) => T;
  tag: <T extends TRef>(ref: T) => T;
  newsCategory: (name: string) => string;
};

export function taxonomyNamesOf(rows: TTaxonomyNameRows, locale: TLocale): TTaxonomyNames {
  const byId =
    (names: ReadonlyMap<number, TLocalizedNames>) =>
    <T extends TRef>(ref: T): T => {
      const translated = localizedName(ref.name, names.get(ref.id), locale);
      return translated === ref.name ? ref : { ...ref, name: translated };
    };
  return {
    locale,
    category: byId(rows.categories),
    plan: byId(rows.plans),
    tag: byId(rows.tags),
    newsCategory: (name) => localizedName(name, rows.newsCategories.get(name), locale),
  };
}

/** A category tree (top-level categories with children) in the viewer's names. */
export function localizeCategoryTree<T extends TRef & { children: readonly TRef[] }>(
  tree: readonly T[],
  names: TTaxonomyNames,
): T[] {
  if (names.locale === DEFAULT_LOCALE) return [...tree];
  return tree.map((top) => ({ ...names.category(top), children: top.children.map(names.category) }));
}

/** An app card's or page's categories, plan and tags in the viewer's names. */
export function localizeSummary<T extends Pick<TAppSummary, "categories" | "plan" | "tags">>(
  app: T,
  names: TTaxonomyNames,
): T {
  if (names.locale === DEFAULT_LOCALE) return app;
  return {
    ...app,
    categories: app.categories.map(names.category),
    plan: app.plan ? names.plan(app.plan) : null,
    tags: app.tags.map(names.tag),
  };
}

export function localizeNewsItem(item: TNewsItem, names: TTaxonomyNames): TNewsItem {
  if (names.locale === DEFAULT_LOCALE) return item;
  return { ...item, categories: item.categories.map(names.newsCategory) };
}
