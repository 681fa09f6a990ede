import { ZTaxonomyEntry, ZTaxonomyEntryParams, ZTaxonomyNamesRequest } from "@store/domain/schemas/taxonomy";
import { saveTaxonomyNames } from "@/features/console/taxonomy-console/server/taxonomy-console";
import { route } from "@/server/http/route";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";

/** An operator names a category, plan, tag or news category in the store's other locales. */
export const PUT = route(
  {
    summary: "Sets an entry's names in the store's other locales",
    description:
      "`kind` is `categories`, `plans`, `tags` (`key` is the id) or `news_categories` (`key` is the Japanese name a news item carries). `names` replaces every translation: a locale left out or empty shows the Japanese name. Visitors see the change at once in every store process; apps carrying the category or tag are found by the new names.",
    tags: ["Operator"],
    auth: "operator",
    origin: "required",
    params: ZTaxonomyEntryParams,
    body: ZTaxonomyNamesRequest,
    answers: [{ status: 200, description: "The entry as saved.", schema: ZTaxonomyEntry }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, params, body }) => {
    const saved = await saveTaxonomyNames(db, principal, params, body.names);
    await invalidatePublicStore([PUBLIC_TAGS.taxonomy]);
    return saved;
  },
);
