import { z } from "zod";
import { ZLocalizedNames } from "../localized-names";
import { EDITORIAL_LIMITS } from "./editorial";

// The operators' taxonomy console (issue 31): each category, plan, tag and news category named in
// the store's other locales. Japanese names are the originals and are edited where they are made.

export const TAXONOMY_KINDS = ["categories", "plans", "tags", "news_categories"] as const;
export type TTaxonomyKind = (typeof TAXONOMY_KINDS)[number];

const ZNames = z.record(z.string(), z.string());

/** One entry as the console lists it: its key (an id, or a news category's Japanese name), names. */
export const ZTaxonomyEntry = z.object({
  key: z.string(),
  name: z.string(),
  names: ZNames,
});
export type TTaxonomyEntry = z.infer<typeof ZTaxonomyEntry>;

export const ZTaxonomyCategoryEntry = ZTaxonomyEntry.extend({ children: z.array(ZTaxonomyEntry) });

/** GET /api/ops/taxonomy. */
export const ZTaxonomyConsole = z.object({
  categories: z.array(ZTaxonomyCategoryEntry),
  plans: z.array(ZTaxonomyEntry),
  tags: z.array(ZTaxonomyEntry),
  newsCategories: z.array(ZTaxonomyEntry),
});
export type TTaxonomyConsole = z.infer<typeof ZTaxonomyConsole>;

/**
 * PUT /api/ops/taxonomy/{kind}/{key}: categories, plans and tags by id, news categories by their
 * Japanese name (a key that names nothing of its kind is not found).
 */
export const ZTaxonomyEntryParams = z.object({
  kind: z.enum(TAXONOMY_KINDS),
  key: z.string().trim().min(1).max(EDITORIAL_LIMITS.shortText),
});
export type TTaxonomyEntryParams = z.infer<typeof ZTaxonomyEntryParams>;

export const ZTaxonomyNamesRequest = z.object({ names: ZLocalizedNames }).strict();
