import { readRunningCampaigns } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZCampaign } from "@store/domain/schemas/editorial";
import { zDataList } from "@/server/openapi/route-docs";

/** The campaigns running now (startsAt ≤ now < endsAt) with their listed apps. */
export const GET = route(
  {
    summary: "The campaigns running now, with their apps",
    tags: ["Editorial"],
    answers: [{ status: 200, description: "The running campaigns.", schema: zDataList(ZCampaign) }],
  },
  async ({ request }) => ({ data: await readRunningCampaigns(localeOfHeaders((name) => request.headers.get(name))) }),
);
