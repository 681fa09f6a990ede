import { ZAppCodeParams } from "@store/domain/schemas/app";
import { routeCatalogContext } from "@/features/catalog/catalog-context";
import { readAppDetailPage } from "@/features/catalog/read-public-catalog";
import { route } from "@/server/route";

export const GET = route({ params: ZAppCodeParams }, async ({ db, params, request }) => {
  const { app } = await readAppDetailPage(db, params.code, await routeCatalogContext(request));
  return app;
});
