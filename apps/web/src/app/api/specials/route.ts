import { readSpecials } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** The specials published now, in the operator's order. */
export const GET = route({}, async () => ({ data: await readSpecials() }));
