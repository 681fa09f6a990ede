import { readCases } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZCaseSummary } from "@store/domain/schemas/editorial";
import { zDataList } from "@/server/openapi/route-docs";

/** The case studies published now, newest first. */
export const GET = route(
  {
    summary: "The case studies published now, newest first",
    tags: ["Editorial"],
    answers: [{ status: 200, description: "The case studies.", schema: zDataList(ZCaseSummary) }],
  },
  async ({ request }) => ({ data: await readCases(localeOfHeaders((name) => request.headers.get(name))) }),
);
