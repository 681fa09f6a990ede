import { ZTaxonomyConsole } from "@store/domain/schemas/taxonomy";
import { getTaxonomyConsole } from "@/features/console/taxonomy-console/server/taxonomy-console";
import { route } from "@/server/http/route";

/** The taxonomy's entries with their names in the store's other locales. */
export const GET = route(
  {
    summary: "Lists the categories, plans, tags and news categories with their names in the other locales",
    description:
      "Categories come as a tree in the operator's order; news categories include those news items carry without names yet. `names` maps a locale (`en-us`, `ko`, …) to its name; a locale it leaves out shows the Japanese `name`.",
    tags: ["Operator"],
    auth: "operator",
    answers: [{ status: 200, description: "Every entry.", schema: ZTaxonomyConsole }],
  },
  ({ db }) => getTaxonomyConsole(db),
);
