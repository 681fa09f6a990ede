import "server-only";
import type { TDb } from "@store/db/client";
import { listOauthClients, listOauthClientUses } from "@store/db/queries/oauth-clients";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { toOauthClientView } from "./oauth-client-view";

/** GET /api/developers/oauth_clients: the provider's clients, with the apps and drafts naming each. */
export async function listOwnOauthClients(
  db: TDb,
  principal: TProviderPrincipal,
): Promise<{ clients: TOauthClient[] }> {
  const rows = await listOauthClients(db, { appProviderId: principal.appProviderId });
  const uses = await listOauthClientUses(db, {
    appProviderId: principal.appProviderId,
    clientIds: rows.map((row) => row.clientId),
  });
  return { clients: rows.map((row) => toOauthClientView(row, uses)) };
}
