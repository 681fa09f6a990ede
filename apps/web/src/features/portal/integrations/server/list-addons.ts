import "server-only";
import type { TDb } from "@store/db/client";
import { listAddonRegistrations, listAddonUses } from "@store/db/queries/addon-registrations";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { toAddonView } from "./addon-view";

/** GET /api/developers/addons: the provider's add-ons, with the apps and drafts naming each. */
export async function listOwnAddons(db: TDb, principal: TProviderPrincipal): Promise<{ addons: TAddon[] }> {
  const rows = await listAddonRegistrations(db, { appProviderId: principal.appProviderId });
  const uses = await listAddonUses(db, {
    appProviderId: principal.appProviderId,
    addonKeys: rows.map((row) => row.addonKey),
  });
  return { addons: rows.map((row) => toAddonView(row, uses)) };
}
