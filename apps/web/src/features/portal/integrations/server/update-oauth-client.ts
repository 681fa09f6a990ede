import "server-only";
import type { TDb } from "@store/db/client";
import { listOauthClientUses, updateOauthClientRegistration } from "@store/db/queries/oauth-clients";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient, TUpdateOauthClientRequest } from "@store/domain/schemas/oauth-client";
import type { Logger } from "pino";
import { updateClient } from "@/server/suite/client-registration";
import { checkRedirectUris, checkScopes } from "./check-client-input";
import { managedClientOf, requireRegistration } from "./client-registration-of";
import { atSuite, providerRedirectUris, registeredRedirectUris, toOauthClientView } from "./oauth-client-view";
import { softwareIdOf } from "./register-oauth-client";

/**
 * PATCH /api/developers/oauth_clients/{clientId}: the name, redirect URIs or scopes changed at the
 * parent service (RFC 7592 replaces the metadata whole: what the body leaves out is sent as stored),
 * then stored as the suite answered.
 */
export async function updateOauthClient(
  db: TDb,
  principal: TProviderPrincipal,
  clientId: string,
  body: TUpdateOauthClientRequest,
  ctx: { locale: TLocale; log: Logger },
): Promise<TOauthClient> {
  const managed = await managedClientOf(db, principal, clientId);
  const registration = requireRegistration(managed);
  const redirectUris = body.redirectUris
    ? checkRedirectUris(body.redirectUris, ctx.locale)
    : providerRedirectUris(managed.row.redirectUris);
  const scopes = body.scopes ? await checkScopes(body.scopes, ctx.locale) : managed.row.registeredScopes;
  const name = body.name ?? managed.row.name;
  const remote = await atSuite(() =>
    updateClient(registration, clientId, {
      name,
      redirectUris: registeredRedirectUris(redirectUris),
      scopes,
      softwareId: softwareIdOf(principal.appProviderId),
    }),
  );
  const row =
    (await updateOauthClientRegistration(db, {
      appProviderId: principal.appProviderId,
      clientId,
      name,
      redirectUris: remote.redirectUris,
      registeredScopes: remote.scopes,
      suiteState: remote.state,
      checkedAt: new Date(),
    })) ?? managed.row;
  ctx.log.info(
    {
      event: "oauthClient.update",
      appProviderId: principal.appProviderId,
      providerUserId: principal.providerUserId,
      clientId,
      before: { name: managed.row.name, redirectUris: managed.row.redirectUris, scopes: managed.row.registeredScopes },
      after: { name, redirectUris: remote.redirectUris, scopes: remote.scopes },
    },
    "oauth client changed",
  );
  const uses = await listOauthClientUses(db, { appProviderId: principal.appProviderId, clientIds: [clientId] });
  return toOauthClientView(row, uses);
}
