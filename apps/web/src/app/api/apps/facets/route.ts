import { ZAppListQuery } from "@store/domain/schemas/requests";
import { readAppFacets } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";

export const GET = route(
  {
    summary: "Counts the filter options (categories with children, plans, campaign) for a query",
    tags: ["Catalog"],
    query: ZAppListQuery,
    answers: [
      {
        status: 200,
        description:
          "`{ categories: [{ id, name, count, children: [{ id, name, count }] }], plans: [{ priceType, count }], campaign: { count } }`.",
      },
    ],
  },
  ({ query, locale }) => readAppFacets(query, locale),
);
