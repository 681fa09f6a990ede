import "server-only";
import type { TDb } from "@store/db/client";
import { findAddonRegistration, type TAddonRow } from "@store/db/queries/addon-registrations";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TRegistrationAccess } from "@/server/suite/registration-management";
import { addonNotFound } from "./addon-view";
import { openRegistration, requireManaged } from "./client-registration-of";

export type TManagedAddon = { row: TAddonRow; registration: TRegistrationAccess | null };

/**
 * One of the provider's add-ons (404 for another provider's) with its registration opened: null for
 * an add-on the store did not register (the demo seed's), which only the parent service manages.
 */
export async function managedAddonOf(db: TDb, principal: TProviderPrincipal, addonKey: string): Promise<TManagedAddon> {
  const found = await findAddonRegistration(db, { appProviderId: principal.appProviderId, addonKey });
  if (!found) throw addonNotFound(addonKey);
  const { registrationUri, registrationAccessToken, ...row } = found;
  const registration = await openRegistration(registrationUri, registrationAccessToken, {
    log: `the registration token of add-on ${addonKey} cannot be opened (the store's key changed)`,
    key: "developerIntegrations.addons.errors.registrationLost",
  });
  return { row, registration };
}

/** 409 for a change to an add-on the store cannot manage at the parent service. */
export function requireAddonRegistration(addon: TManagedAddon): TRegistrationAccess {
  return requireManaged(addon.registration, {
    log: `add-on ${addon.row.addonKey} was not registered from the developer area`,
    key: "developerIntegrations.addons.errors.notManaged",
  });
}
