import "server-only";
import type { TOauthClientRow, TOauthClientUse } from "@store/db/queries/oauth-clients";
import { AppError } from "@store/domain/errors";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { config } from "@/server/config";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";

// How a provider's OAuth client is shown (never its secret nor its registration token), and how a
// failure of the parent service reads to the provider.

/** The store's development callback, registered with every client the store registers. */
export function developmentCallbackUri(): string {
  return new URL(DEVELOPMENT_CALLBACK_PATH, config().BASE_URL).toString();
}

/** The provider's own redirect URIs: the store's development callback is the store's business. */
export function providerRedirectUris(uris: readonly string[]): string[] {
  const callback = developmentCallbackUri();
  return uris.filter((uri) => uri !== callback);
}

/** What the parent service is sent: the provider's URIs and the store's callback, once. */
export function registeredRedirectUris(uris: readonly string[]): string[] {
  return [...new Set([...uris, developmentCallbackUri()])];
}

export function toOauthClientView(
  row: TOauthClientRow & { registrationClientUri?: string | null },
  uses: readonly TOauthClientUse[],
): TOauthClient {
  return {
    clientId: row.clientId,
    name: row.name,
    redirectUris: providerRedirectUris(row.redirectUris),
    scopes: row.registeredScopes,
    state: row.suiteState,
    stateCheckedAt: row.stateCheckedAt?.toISOString() ?? null,
    secretIssuedAt: row.secretIssuedAt?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    managed: row.suiteState !== null,
    usedBy: uses
      .filter((use) => use.clientId === row.clientId)
      .map((use) => ({ kind: use.kind, id: use.id, name: use.name })),
  };
}

export function clientNotFound(clientId: string): AppError {
  return new AppError("NOT_FOUND", `oauth client ${clientId} not found`);
}

/** The words of a refusal of the metadata, by what was being registered. */
const REFUSED_KEY = {
  client: "developerIntegrations.errors.suiteRefused",
  addon: "developerIntegrations.addons.errors.suiteRefused",
} as const;

/**
 * A failure of the parent service while managing a client or an add-on: silence or a 5xx is a 503
 * (nothing was stored; try again), a refusal of the metadata a 422, anything else a 503 too.
 */
export function integrationSuiteError(error: unknown, what: keyof typeof REFUSED_KEY = "client"): unknown {
  if (!(error instanceof SuiteRequestError)) return error;
  if (error.status === 0 || error.status >= 500) {
    return new AppError("UNAVAILABLE", `the parent service could not be reached: ${error.message}`, {
      userMessage: { key: "developerIntegrations.errors.suiteUnavailable" },
      retryAfterSeconds: 30,
    });
  }
  if (error.status === 400) {
    return new AppError("UNPROCESSABLE", `the parent service refused the ${what}: ${error.message}`, {
      userMessage: { key: REFUSED_KEY[what] },
    });
  }
  return new AppError("UNAVAILABLE", `the parent service answered ${error.status}: ${error.message}`, {
    userMessage: { key: "developerIntegrations.errors.suiteUnavailable" },
  });
}

/** Runs a call to the parent service, its failures as the provider reads them. */
export async function atSuite<T>(call: () => Promise<T>, what: keyof typeof REFUSED_KEY = "client"): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw integrationSuiteError(error, what);
  }
}
