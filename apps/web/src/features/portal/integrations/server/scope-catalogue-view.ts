import "server-only";
import { scopeViews } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import type { TScopeCatalogueView } from "@store/domain/schemas/oauth-client";
import { requireScopeCatalogue } from "./check-client-input";

/** GET /api/developers/scopes: the parent service's catalogue in the viewer's language (503 when never read). */
export async function scopeCatalogueView(locale: TLocale): Promise<TScopeCatalogueView> {
  const catalogue = await requireScopeCatalogue();
  return {
    version: catalogue.version,
    scopes: scopeViews(
      catalogue,
      catalogue.scopes.map((scope) => scope.name),
      locale,
    ),
    integrationTypes: catalogue.integrationTypes,
  };
}
