import "server-only";
import type { TDb } from "@store/db/client";
import { listOauthClients } from "@store/db/queries/oauth-clients";
import { scopeViews, type TScopeView } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import { listOwnOauthClients } from "./list-oauth-clients";
import type { TIntegrationChoices } from "../integration-choices";

/** The catalogue's every scope in the reader's language; null when the parent service never answered. */
async function allScopeViews(
  locale: TLocale,
): Promise<{ scopes: TScopeView[]; integrationTypes: Record<string, string[]> } | null> {
  const catalogue = await scopeCatalogue();
  if (!catalogue) return null;
  return {
    scopes: scopeViews(
      catalogue,
      catalogue.scopes.map((scope) => scope.name),
      locale,
    ),
    integrationTypes: catalogue.integrationTypes,
  };
}

/** /developers/integrations: the provider's clients and the scopes a client may be registered for. */
export async function integrationsPageData(
  db: TDb,
  principal: TProviderPrincipal,
  locale: TLocale,
): Promise<{ clients: TOauthClient[]; scopes: TScopeView[] | null }> {
  const [{ clients }, catalogue] = await Promise.all([listOwnOauthClients(db, principal), allScopeViews(locale)]);
  return { clients, scopes: catalogue?.scopes ?? null };
}

/** What the draft editor's integration section offers: the provider's clients and the catalogue. */
export async function integrationChoicesOf(
  db: TDb,
  principal: TProviderPrincipal,
  locale: TLocale,
): Promise<TIntegrationChoices> {
  const [rows, catalogue] = await Promise.all([
    listOauthClients(db, { appProviderId: principal.appProviderId }),
    allScopeViews(locale),
  ]);
  return {
    clients: rows.map((row) => ({
      clientId: row.clientId,
      name: row.name,
      scopes: row.registeredScopes,
      state: row.suiteState,
    })),
    catalogue,
  };
}
