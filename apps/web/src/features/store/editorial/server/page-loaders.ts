import "server-only";
import { countListedApps } from "@store/db/queries/app-facets";
import { findCategoryTree } from "@store/db/queries/categories";
import { cache } from "react";
import { readTaxonomyNames } from "@/features/store/catalog/index.server";
import { requestLocale } from "@/server/pages/request-locale";
import { readPublic } from "@/server/public/public-reads";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import { ZEditorialIdParams } from "./params";
import { readCase, readCases, readRunningCampaigns, readSpecial, readSpecials } from "./read-public-editorial";

// Read through the public cache (read-public-editorial.ts), and kept per request, so a page's head
// and body ask it once.

export const loadSpecials = cache(async () => readSpecials(await requestLocale()));

/** Null for an id that is malformed, unknown or not published yet: the page is then not found. */
export const loadSpecial = cache(async (rawId: string) => {
  const parsed = ZEditorialIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  return readSpecial(parsed.data.id, await requestLocale());
});

export const loadRunningCampaigns = cache(async () => readRunningCampaigns(await requestLocale()));

export const loadCases = cache(async () => readCases(await requestLocale()));

export const loadCase = cache(async (rawId: string) => {
  const parsed = ZEditorialIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  return readCase(parsed.data.id, await requestLocale());
});

/** The store's headline figures for /about. */
export const loadStoreFigures = cache(() =>
  readPublic("store-figures", [PUBLIC_TAGS.apps, PUBLIC_TAGS.taxonomy], async (db) => {
    const [counts, categories] = await Promise.all([countListedApps(db), findCategoryTree(db)]);
    return { ...counts, categories: categories.length };
  }),
);

/** The top-level categories in the viewer's names, for links into the catalog. */
export const loadTopCategories = cache(async () => {
  const [categories, names] = await Promise.all([
    readPublic("top-categories", [PUBLIC_TAGS.taxonomy], async (db) =>
      (await findCategoryTree(db)).map(({ id, name }) => ({ id, name })),
    ),
    requestLocale().then(readTaxonomyNames),
  ]);
  return categories.map(names.category);
});
