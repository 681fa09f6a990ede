import { listSpecials } from "@/features/editorial/list-specials";
import { route } from "@/server/route";

/** The specials published now, in the operator's order. */
export const GET = route({}, async ({ db }) => ({ data: await listSpecials(db, { now: new Date() }) }));
