import { createEditorialItemRoute } from "@/features/console/editorial-console/server/editorial-routes";

/** An operator creates an editorial item of the path's kind, unpublished. */
export const POST = createEditorialItemRoute();
