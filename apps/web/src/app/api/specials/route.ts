import { readSpecials } from "@/features/store/editorial/server/read-public-editorial";
import { route } from "@/server/http/route";
import { localeOfHeaders } from "@/server/server-translator";
import { ZSpecialSummary } from "@store/domain/schemas/editorial";
import { zDataList } from "@/server/openapi/route-docs";

/** The specials published now, in the operator's order. */
export const GET = route(
  {
    summary: "The specials published now, in the operators' order",
    tags: ["Editorial"],
    answers: [{ status: 200, description: "The specials.", schema: zDataList(ZSpecialSummary) }],
  },
  async ({ request }) => ({ data: await readSpecials(localeOfHeaders((name) => request.headers.get(name))) }),
);
