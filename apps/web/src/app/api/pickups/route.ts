import { listPickupLinks } from "@/features/catalog/editorial-feeds";
import { route } from "@/server/route";

export const GET = route({}, ({ db }) => listPickupLinks(db, { now: new Date() }));
