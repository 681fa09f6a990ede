import { publishEditorialItemRoute } from "@/features/console/editorial-console/server/editorial-routes";

/** An operator publishes an editorial item now, schedules it, or unpublishes it. */
export const POST = publishEditorialItemRoute();
