import "server-only";
import type { TDb } from "@store/db/client";
import { listOauthClientUses, updateOauthClientRegistration } from "@store/db/queries/oauth-clients";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { readClient } from "@/server/suite/client-registration";
import { managedClientOf } from "./client-registration-of";
import { atSuite, toOauthClientView } from "./oauth-client-view";

/**
 * GET /api/developers/oauth_clients/{clientId}: the client's state read at the parent service now
 * (missing when it no longer knows it) and stored; a client the store did not register as stored.
 */
export async function readOauthClient(db: TDb, principal: TProviderPrincipal, clientId: string): Promise<TOauthClient> {
  const managed = await managedClientOf(db, principal, clientId);
  let row = managed.row;
  const registration = managed.registration;
  if (registration) {
    const remote = await atSuite(() => readClient(registration));
    row =
      (await updateOauthClientRegistration(db, {
        appProviderId: principal.appProviderId,
        clientId,
        ...(remote ? { name: row.name, redirectUris: remote.redirectUris, registeredScopes: remote.scopes } : {}),
        suiteState: remote?.state ?? "missing",
        checkedAt: new Date(),
      })) ?? row;
  }
  const uses = await listOauthClientUses(db, { appProviderId: principal.appProviderId, clientIds: [clientId] });
  return toOauthClientView(row, uses);
}
