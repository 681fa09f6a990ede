import "server-only";
import type { TDb } from "@store/db/client";
import { findOauthClientRegistration, type TOauthClientRow } from "@store/db/queries/oauth-clients";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import { openSecret } from "@/server/sealed-secret";
import type { TRegistrationAccess } from "@/server/suite/registration-management";
import { clientNotFound } from "./oauth-client-view";

export type TManagedClient = { row: TOauthClientRow; registration: TRegistrationAccess | null };

/** Why the store refuses: the English line of the log and the key of the viewer's message. */
type TRefusal = { log: string; key: string };

/**
 * A registration's address with its token opened: null when the store has none (the demo seed's
 * clients and add-ons, which the suite does not let it manage); 409 when the token cannot be opened.
 */
export async function openRegistration(
  uri: string | null,
  sealedToken: string | null,
  lost: TRefusal,
): Promise<TRegistrationAccess | null> {
  if (!uri || !sealedToken) return null;
  const token = await openSecret(sealedToken);
  if (token === null) throw new AppError("CONFLICT", lost.log, { userMessage: { key: lost.key } });
  return { uri, token };
}

/** 409 for a change to something the store cannot manage at the parent service. */
export function requireManaged(registration: TRegistrationAccess | null, refusal: TRefusal): TRegistrationAccess {
  if (registration) return registration;
  throw new AppError("CONFLICT", refusal.log, { userMessage: { key: refusal.key } });
}

/** One of the provider's clients (404 for another provider's) with its registration opened. */
export async function managedClientOf(
  db: TDb,
  principal: TProviderPrincipal,
  clientId: string,
): Promise<TManagedClient> {
  const found = await findOauthClientRegistration(db, { appProviderId: principal.appProviderId, clientId });
  if (!found) throw clientNotFound(clientId);
  const { registrationClientUri, registrationAccessToken, ...row } = found;
  const registration = await openRegistration(registrationClientUri, registrationAccessToken, {
    log: `the registration token of ${clientId} cannot be opened (the store's key changed)`,
    key: "developerIntegrations.errors.registrationLost",
  });
  return { row, registration };
}

/** 409 for a change to a client the store cannot manage at the parent service. */
export function requireRegistration(client: TManagedClient): TRegistrationAccess {
  return requireManaged(client.registration, {
    log: `oauth client ${client.row.clientId} was not registered from the developer area`,
    key: "developerIntegrations.errors.notManaged",
  });
}
