import { moveEditorialItemRoute } from "@/features/console/editorial-console/server/editorial-routes";

/** An operator moves a special, pick-up or top link one step up or down the public order. */
export const POST = moveEditorialItemRoute();
