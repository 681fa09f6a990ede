import { listCases } from "@/features/editorial/list-cases";
import { route } from "@/server/route";

/** The case studies published now, newest first. */
export const GET = route({}, async ({ db }) => ({ data: await listCases(db, { now: new Date() }) }));
