import { listTopLinks } from "@/features/catalog/editorial-feeds";
import { route } from "@/server/route";

export const GET = route({}, ({ db }) => listTopLinks(db, { now: new Date() }));
