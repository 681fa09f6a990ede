import type { TPriceType } from "@store/domain/enums";

/** One category option of the list's facets, with the apps it would give. */
export type TCategoryFacet = {
  id: number;
  name: string;
  count: number;
  children: { id: number; name: string; count: number }[];
};

/** SPEC §3 Filter facets: categories with children, plans, campaign; counted for the current query. */
export type TAppFacets = {
  categories: TCategoryFacet[];
  plans: { priceType: TPriceType; count: number }[];
  campaign: { count: number };
};
