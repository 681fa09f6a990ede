import "server-only";
import type { TDb } from "@store/db/client";
import { deleteAddonRegistration, listAddonUses } from "@store/db/queries/addon-registrations";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { Logger } from "pino";
import { deleteAddon } from "@/server/suite/addon-registration";
import { managedAddonOf, requireAddonRegistration } from "./addon-registration-of";
import { inUse } from "./delete-oauth-client";
import { atSuite } from "./oauth-client-view";

/**
 * DELETE /api/developers/addons/{addonKey}: 409 naming the apps and open drafts that use it, and
 * for an add-on the store did not register; else deleted at the parent service, then the row (its
 * uses looked up again beside it).
 */
export async function deleteOwnAddon(
  db: TDb,
  principal: TProviderPrincipal,
  addonKey: string,
  ctx: { log: Logger },
): Promise<void> {
  const managed = await managedAddonOf(db, principal, addonKey);
  const subject = `add-on ${addonKey}`;
  const uses = await listAddonUses(db, { appProviderId: principal.appProviderId, addonKeys: [addonKey] });
  if (uses.length > 0) throw inUse(subject, uses);
  const registration = requireAddonRegistration(managed);
  await atSuite(() => deleteAddon(registration), "addon");
  const result = await db.transaction((tx) =>
    deleteAddonRegistration(tx, { appProviderId: principal.appProviderId, addonKey }),
  );
  if (!result.deleted && result.uses.length > 0) throw inUse(subject, result.uses);
  ctx.log.info(
    {
      event: "addon.delete",
      appProviderId: principal.appProviderId,
      providerUserId: principal.providerUserId,
      addonKey,
    },
    "add-on deleted",
  );
}
