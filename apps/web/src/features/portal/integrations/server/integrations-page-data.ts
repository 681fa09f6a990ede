import "server-only";
import type { TDb } from "@store/db/client";
import { listAddonRegistrations } from "@store/db/queries/addon-registrations";
import { listOauthClients } from "@store/db/queries/oauth-clients";
import { scopeViews, type TScopeView } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";
import { addonScopeNames } from "./check-addon-input";
import { listOwnAddons } from "./list-addons";
import { listOwnOauthClients } from "./list-oauth-clients";
import type { TIntegrationChoices } from "../integration-choices";

type TCatalogueViews = {
  scopes: TScopeView[];
  /** The scopes an add-on may be registered for. */
  addonScopes: TScopeView[];
  integrationTypes: Record<string, string[]>;
};

/** The catalogue's scopes in the reader's language; null when the parent service never answered. */
async function allScopeViews(locale: TLocale): Promise<TCatalogueViews | null> {
  const catalogue = await scopeCatalogue();
  if (!catalogue) return null;
  const all = scopeViews(
    catalogue,
    catalogue.scopes.map((scope) => scope.name),
    locale,
  );
  const forAddons = addonScopeNames(catalogue);
  return {
    scopes: all,
    addonScopes: all.filter((scope) => forAddons.has(scope.name)),
    integrationTypes: catalogue.integrationTypes,
  };
}

/**
 * /developers/integrations: the provider's clients and add-ons, the scopes a client may be
 * registered for and those an add-on may (null when the catalogue could not be read).
 */
export async function integrationsPageData(
  db: TDb,
  principal: TProviderPrincipal,
  locale: TLocale,
): Promise<{
  clients: TOauthClient[];
  addons: TAddon[];
  scopes: TScopeView[] | null;
  addonScopes: TScopeView[] | null;
}> {
  const [{ clients }, { addons }, catalogue] = await Promise.all([
    listOwnOauthClients(db, principal),
    listOwnAddons(db, principal),
    allScopeViews(locale),
  ]);
  return { clients, addons, scopes: catalogue?.scopes ?? null, addonScopes: catalogue?.addonScopes ?? null };
}

/** What the draft editor's integration section offers: the provider's clients and add-ons, and the catalogue. */
export async function integrationChoicesOf(
  db: TDb,
  principal: TProviderPrincipal,
  locale: TLocale,
): Promise<TIntegrationChoices> {
  const own = { appProviderId: principal.appProviderId };
  const [clients, addons, catalogue] = await Promise.all([
    listOauthClients(db, own),
    listAddonRegistrations(db, own),
    allScopeViews(locale),
  ]);
  return {
    clients: clients.map((row) => ({
      clientId: row.clientId,
      name: row.name,
      scopes: row.registeredScopes,
      state: row.suiteState,
    })),
    addons: addons.map((row) => ({
      addonKey: row.addonKey,
      name: row.name,
      addonUrl: row.addonUrl,
      scopes: row.registeredScopes,
      state: row.suiteState,
    })),
    catalogue: catalogue && { scopes: catalogue.scopes, integrationTypes: catalogue.integrationTypes },
  };
}
