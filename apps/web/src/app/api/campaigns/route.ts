import { listRunningCampaigns } from "@/features/editorial/list-campaigns";
import { route } from "@/server/route";

/** The campaigns running now (startsAt ≤ now < endsAt) with their listed apps. */
export const GET = route({}, async ({ db }) => ({ data: await listRunningCampaigns(db, { now: new Date() }) }));
