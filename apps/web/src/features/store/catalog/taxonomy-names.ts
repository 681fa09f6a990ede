import "server-only";
import { findTaxonomyNames } from "@store/db/queries/taxonomy-names";
import type { TLocale } from "@store/domain/locales";
import { localizeCategoryTree, type TTaxonomyNames, taxonomyNamesOf } from "@store/domain/taxonomy-names";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import type { TAppFacets } from "./catalog-types";

// Cached reads hold the Japanese names every viewer shares; each request gives categories, plans,
// tags and news categories the names of its locale (@store/domain/taxonomy-names) from one cached
// dictionary. Japanese viewers get the values as they are.

/** The taxonomy's names in `locale`, through the public cache (dropped with the taxonomy). */
export async function readTaxonomyNames(locale: TLocale): Promise<TTaxonomyNames> {
  const rows = await readPublic("taxonomy:names", [PUBLIC_TAGS.taxonomy], (db) => findTaxonomyNames(db));
  return taxonomyNamesOf(rows, locale);
}

export function localizeFacets(facets: TAppFacets, names: TTaxonomyNames): TAppFacets {
  return { ...facets, categories: localizeCategoryTree(facets.categories, names) };
}
