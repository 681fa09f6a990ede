import "server-only";
import type { TDb } from "@store/db/client";
import { findCategoryTree } from "@store/db/queries/categories";
import { listPlans, listTags } from "@store/db/queries/taxonomy";
import { findTaxonomyNames } from "@store/db/queries/taxonomy-names";
import type { TLocale } from "@store/domain/locales";
import { localizeCategoryTree, taxonomyNamesOf } from "@store/domain/taxonomy-names";
import type { TContentChoices } from "../content-choices";

/** What the draft editor's header offers: the store's categories (as a tree), plans and tags, in the provider's language. */
export async function getContentChoices(db: TDb, locale: TLocale): Promise<TContentChoices> {
  const [categories, plans, tags, nameRows] = await Promise.all([
    findCategoryTree(db),
    listPlans(db),
    listTags(db),
    findTaxonomyNames(db),
  ]);
  const names = taxonomyNamesOf(nameRows, locale);
  return {
    categories: localizeCategoryTree(categories, names),
    plans: plans.map(names.plan),
    tags: tags.map(names.tag),
  };
}
