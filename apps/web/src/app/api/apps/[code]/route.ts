import { ZAppCodeParams, ZAppDetail } from "@store/domain/schemas/app";
import { routeCatalogContext } from "@/features/store/catalog/catalog-context";
import { readAppDetailPage } from "@/features/store/catalog/read-public-catalog";
import { route } from "@/server/http/route";

export const GET = route(
  {
    summary: "One published app's detail page data",
    description: "With a tenant session, `installed` and the action button reflect the caller's tenant.",
    tags: ["Catalog"],
    params: ZAppCodeParams,
    answers: [{ status: 200, description: "The app.", schema: ZAppDetail }],
    errors: ["NOT_FOUND"],
  },
  async ({ db, params, request }) => {
    const { app } = await readAppDetailPage(db, params.code, await routeCatalogContext(request));
    return app;
  },
);
