import "server-only";
import type { TDb } from "@store/db/client";
import { findOauthClientRegistration, type TOauthClientRow } from "@store/db/queries/oauth-clients";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import { openSecret } from "@/server/sealed-secret";
import { clientNotFound } from "./oauth-client-view";

export type TManagedClient = { row: TOauthClientRow; registration: { uri: string; token: string } | null };

/**
 * One of the provider's clients (404 for another provider's) with its registration opened: null for
 * a client the store did not register (the demo seed's), which the suite does not let it manage.
 */
export async function managedClientOf(
  db: TDb,
  principal: TProviderPrincipal,
  clientId: string,
): Promise<TManagedClient> {
  const found = await findOauthClientRegistration(db, { appProviderId: principal.appProviderId, clientId });
  if (!found) throw clientNotFound(clientId);
  const { registrationClientUri, registrationAccessToken, ...row } = found;
  if (!registrationClientUri || !registrationAccessToken) return { row, registration: null };
  const token = await openSecret(registrationAccessToken);
  if (token === null) {
    throw new AppError("CONFLICT", `the registration token of ${clientId} cannot be opened (the store's key changed)`, {
      userMessage: { key: "developerIntegrations.errors.registrationLost" },
    });
  }
  return { row, registration: { uri: registrationClientUri, token } };
}

/** 409 for a change to a client the store cannot manage at the parent service. */
export function requireRegistration(client: TManagedClient): { uri: string; token: string } {
  if (client.registration) return client.registration;
  throw new AppError("CONFLICT", `oauth client ${client.row.clientId} was not registered from the developer area`, {
    userMessage: { key: "developerIntegrations.errors.notManaged" },
  });
}
