import { readRunningCampaigns } from "@/features/editorial/read-public-editorial";
import { route } from "@/server/route";

/** The campaigns running now (startsAt ≤ now < endsAt) with their listed apps. */
export const GET = route({}, async () => ({ data: await readRunningCampaigns() }));
