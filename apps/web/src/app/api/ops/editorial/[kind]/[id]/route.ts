import {
  deleteEditorialItemRoute,
  updateEditorialItemRoute,
} from "@/features/console/editorial-console/server/editorial-routes";

/** An operator saves every field of an editorial item. */
export const PATCH = updateEditorialItemRoute();

/** An operator deletes an editorial item. */
export const DELETE = deleteEditorialItemRoute();
