import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZAppVoicesPage, ZAppVoicesQuery } from "@store/domain/schemas/app-voices";
import { readAppVoicesPage } from "@/features/store/catalog/read-app-voices-page";
import { route } from "@/server/http/route";

export const GET = route(
  {
    summary: "An app's published user voices: a page of them and the rating summary",
    description:
      "Newest or most helpful first, optionally in one language. Authors appear only as they chose: a name, their company's size and industry, or anonymous.",
    tags: ["Catalog"],
    params: ZAppCodeParams,
    query: ZAppVoicesQuery,
    answers: [{ status: 200, description: "The summary and one page of voices.", schema: ZAppVoicesPage }],
    errors: ["NOT_FOUND"],
  },
  ({ params, query }) => readAppVoicesPage(params.code, query),
);
