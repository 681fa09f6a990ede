import "server-only";
import type { TDb } from "@store/db/client";
import { insertAddonRegistration } from "@store/db/queries/addon-registrations";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TAddon, TRegisterAddonRequest } from "@store/domain/schemas/addon-registration";
import type { Logger } from "pino";
import { sealSecret } from "@/server/sealed-secret";
import { deleteAddon, registerAddon } from "@/server/suite/addon-registration";
import { checkAddonScopes, checkAddonUrl } from "./check-addon-input";
import { toAddonView } from "./addon-view";
import { atSuite } from "./oauth-client-view";
import { softwareIdOf } from "./register-oauth-client";

/**
 * POST /api/developers/addons: registers an add-on at the parent service, then stores it with its
 * registration token sealed. When the store cannot keep it, the add-on is deleted at the suite again.
 */
export async function registerOwnAddon(
  db: TDb,
  principal: TProviderPrincipal,
  body: TRegisterAddonRequest,
  ctx: { locale: TLocale; log: Logger },
): Promise<TAddon> {
  const addonUrl = checkAddonUrl(body.addonUrl, ctx.locale);
  const scopes = await checkAddonScopes(body.scopes, ctx.locale);
  const registered = await atSuite(
    () => registerAddon({ name: body.name, addonUrl, scopes, softwareId: softwareIdOf(principal.appProviderId) }),
    "addon",
  );
  try {
    const row = await insertAddonRegistration(db, {
      appProviderId: principal.appProviderId,
      addonKey: registered.addon.addonKey,
      name: registered.addon.name,
      addonUrl: registered.addon.addonUrl,
      registeredScopes: registered.addon.scopes,
      registrationUri: registered.registration.uri,
      sealedRegistrationAccessToken: await sealSecret(registered.registration.token),
      suiteState: registered.addon.state,
      checkedAt: new Date(),
    });
    ctx.log.info(
      {
        event: "addon.register",
        appProviderId: principal.appProviderId,
        providerUserId: principal.providerUserId,
        addonKey: row.addonKey,
        scopes,
      },
      "add-on registered",
    );
    return toAddonView(row, []);
  } catch (error) {
    await deleteAddon(registered.registration).catch((cleanup: unknown) =>
      ctx.log.error(
        { err: cleanup, addonKey: registered.addon.addonKey },
        "a registered add-on could not be deleted again",
      ),
    );
    throw error;
  }
}
