import "server-only";
import { countListedApps } from "@store/db/queries/apps";
import { findCategoryTree } from "@store/db/queries/categories";
import { cache } from "react";
import { getDb } from "@/server/db";
import { getCase } from "./get-case";
import { getSpecial } from "./get-special";
import { listCases } from "./list-cases";
import { listRunningCampaigns } from "./list-campaigns";
import { listSpecials } from "./list-specials";
import { ZEditorialIdParams } from "./params";

// Read at request time and cached per request, so a page's head and body read the database once.

export const loadSpecials = cache(async () => listSpecials(await getDb(), { now: new Date() }));

/** Null for an id that is malformed, unknown or not published yet: the page is then not found. */
export const loadSpecial = cache(async (rawId: string) => {
  const parsed = ZEditorialIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  return getSpecial(await getDb(), { id: parsed.data.id, now: new Date() });
});

export const loadRunningCampaigns = cache(async () => listRunningCampaigns(await getDb(), { now: new Date() }));

export const loadCases = cache(async () => listCases(await getDb(), { now: new Date() }));

export const loadCase = cache(async (rawId: string) => {
  const parsed = ZEditorialIdParams.safeParse({ id: rawId });
  if (!parsed.success) return null;
  return getCase(await getDb(), { id: parsed.data.id, now: new Date() });
});

/** The store's headline figures for /about. */
export const loadStoreFigures = cache(async () => {
  const db = await getDb();
  const [counts, categories] = await Promise.all([countListedApps(db), findCategoryTree(db)]);
  return { ...counts, categories: categories.length };
});

/** The top-level categories, for links into the catalog. */
export const loadTopCategories = cache(async () =>
  (await findCategoryTree(await getDb())).map(({ id, name }) => ({ id, name })),
);
