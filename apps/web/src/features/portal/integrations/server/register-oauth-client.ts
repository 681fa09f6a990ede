import "server-only";
import type { TDb } from "@store/db/client";
import { insertRegisteredOauthClient } from "@store/db/queries/oauth-clients";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient, TRegisterOauthClientRequest } from "@store/domain/schemas/oauth-client";
import type { Logger } from "pino";
import { sealSecret } from "@/server/sealed-secret";
import { deleteClient, registerClient } from "@/server/suite/client-registration";
import { checkRedirectUris, checkScopes } from "./check-client-input";
import { atSuite, registeredRedirectUris, toOauthClientView } from "./oauth-client-view";

/** The parent service's software_id of a provider's clients. */
export function softwareIdOf(appProviderId: number): string {
  return `provider-${appProviderId}`;
}

/**
 * POST /api/developers/oauth_clients: registers a client at the parent service (RFC 7591) with the
 * store's development callback added, then stores it with its registration token sealed. The secret
 * is answered this once. When the store cannot keep it, the client is deleted at the suite again.
 */
export async function registerOauthClient(
  db: TDb,
  principal: TProviderPrincipal,
  body: TRegisterOauthClientRequest,
  ctx: { locale: TLocale; log: Logger },
): Promise<{ client: TOauthClient; clientSecret: string }> {
  const redirectUris = checkRedirectUris(body.redirectUris, ctx.locale);
  const scopes = await checkScopes(body.scopes, ctx.locale);
  const registration = await atSuite(() =>
    registerClient({
      name: body.name,
      redirectUris: registeredRedirectUris(redirectUris),
      scopes,
      softwareId: softwareIdOf(principal.appProviderId),
    }),
  );
  try {
    const row = await insertRegisteredOauthClient(db, {
      appProviderId: principal.appProviderId,
      clientId: registration.client.clientId,
      name: body.name,
      redirectUris: registration.client.redirectUris,
      registeredScopes: registration.client.scopes,
      registrationClientUri: registration.registrationClientUri,
      sealedRegistrationAccessToken: await sealSecret(registration.registrationAccessToken),
      suiteState: registration.client.state,
      now: new Date(),
    });
    ctx.log.info(
      {
        event: "oauthClient.register",
        appProviderId: principal.appProviderId,
        providerUserId: principal.providerUserId,
        clientId: row.clientId,
        scopes,
      },
      "oauth client registered",
    );
    return { client: toOauthClientView(row, []), clientSecret: registration.clientSecret };
  } catch (error) {
    await deleteClient({ uri: registration.registrationClientUri, token: registration.registrationAccessToken }).catch(
      (cleanup: unknown) =>
        ctx.log.error(
          { err: cleanup, clientId: registration.client.clientId },
          "a registered client could not be deleted again",
        ),
    );
    throw error;
  }
}
