import { ZAppCodeParams } from "@store/domain/schemas/app";
import { routeCatalogContext } from "@/features/catalog/catalog-context";
import { getAppDetail } from "@/features/catalog/get-app-detail";
import { route } from "@/server/route";

export const GET = route({ params: ZAppCodeParams }, async ({ db, params, request }) =>
  getAppDetail(db, params.code, await routeCatalogContext(request)),
);
