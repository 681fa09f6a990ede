import "server-only";
import type { TDb } from "@store/db/client";
import { listAddonUses, updateAddonRegistration } from "@store/db/queries/addon-registrations";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TAddon, TUpdateAddonRequest } from "@store/domain/schemas/addon-registration";
import type { Logger } from "pino";
import { updateAddon } from "@/server/suite/addon-registration";
import { managedAddonOf, requireAddonRegistration } from "./addon-registration-of";
import { toAddonView } from "./addon-view";
import { checkAddonScopes, checkAddonUrl } from "./check-addon-input";
import { atSuite } from "./oauth-client-view";
import { softwareIdOf } from "./register-oauth-client";

/**
 * PATCH /api/developers/addons/{addonKey}: the name, address or scopes changed at the parent
 * service (the registration is replaced whole: what the body leaves out is sent as stored), then
 * stored as the suite answered. 409 for an add-on the store did not register.
 */
export async function updateOwnAddon(
  db: TDb,
  principal: TProviderPrincipal,
  addonKey: string,
  body: TUpdateAddonRequest,
  ctx: { locale: TLocale; log: Logger },
): Promise<TAddon> {
  const managed = await managedAddonOf(db, principal, addonKey);
  const registration = requireAddonRegistration(managed);
  const before = managed.row;
  const addonUrl = body.addonUrl === undefined ? before.addonUrl : checkAddonUrl(body.addonUrl, ctx.locale);
  const scopes = body.scopes ? await checkAddonScopes(body.scopes, ctx.locale) : before.registeredScopes;
  const name = body.name ?? before.name;
  const softwareId = softwareIdOf(principal.appProviderId);
  const remote = await atSuite(
    () => updateAddon(registration, addonKey, { name, addonUrl, scopes, softwareId }),
    "addon",
  );
  const row =
    (await updateAddonRegistration(db, {
      appProviderId: principal.appProviderId,
      addonKey,
      name: remote.name,
      addonUrl: remote.addonUrl,
      registeredScopes: remote.scopes,
      suiteState: remote.state,
      checkedAt: new Date(),
    })) ?? before;
  ctx.log.info(
    {
      event: "addon.update",
      appProviderId: principal.appProviderId,
      providerUserId: principal.providerUserId,
      addonKey,
      before: { name: before.name, addonUrl: before.addonUrl, scopes: before.registeredScopes },
      after: { name: remote.name, addonUrl: remote.addonUrl, scopes: remote.scopes },
    },
    "add-on changed",
  );
  const uses = await listAddonUses(db, { appProviderId: principal.appProviderId, addonKeys: [addonKey] });
  return toAddonView(row, uses);
}
