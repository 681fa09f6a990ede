import "server-only";
import type { TDb } from "@store/db/client";
import { listAddonUses, recordAddonState, updateAddonRegistration } from "@store/db/queries/addon-registrations";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { readAddon } from "@/server/suite/addon-registration";
import { managedAddonOf } from "./addon-registration-of";
import { toAddonView } from "./addon-view";
import { atSuite } from "./oauth-client-view";

/**
 * GET /api/developers/addons/{addonKey}: the add-on as the parent service has it now, stored
 * ('missing' when it no longer knows it); an add-on the store did not register as stored.
 */
export async function readOwnAddon(db: TDb, principal: TProviderPrincipal, addonKey: string): Promise<TAddon> {
  const managed = await managedAddonOf(db, principal, addonKey);
  let row = managed.row;
  const registration = managed.registration;
  if (registration) {
    const remote = await atSuite(() => readAddon(registration), "addon");
    const own = { appProviderId: principal.appProviderId, addonKey, checkedAt: new Date() };
    const stored = remote
      ? await updateAddonRegistration(db, {
          ...own,
          name: remote.name || row.name,
          addonUrl: remote.addonUrl,
          registeredScopes: remote.scopes,
          suiteState: remote.state,
        })
      : await recordAddonState(db, { ...own, suiteState: "missing" });
    row = stored ?? row;
  }
  const uses = await listAddonUses(db, { appProviderId: principal.appProviderId, addonKeys: [addonKey] });
  return toAddonView(row, uses);
}
