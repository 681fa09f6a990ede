import { readCases } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** The case studies published now, newest first. */
export const GET = route({}, async () => ({ data: await readCases() }));
