import "server-only";
import type { TDb } from "@store/db/client";
import { findIntegrationClient, recordClientState } from "@store/db/queries/integration-facts";
import type { TIntegrationFacts } from "@store/domain/pre-checks/integration";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { logger } from "@/server/logger";
import { openSecret } from "@/server/sealed-secret";
import { readClient } from "@/server/suite/client-registration";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";

/**
 * What the integration rule and the listing gate read (issue 27): the suite's scope catalogue and
 * the OAuth client the content names, its state asked of the parent service now (RFC 7592) when
 * the store registered it; when the parent service does not answer, the state last seen.
 */
export async function readIntegrationFacts(
  db: TDb,
  params: { appProviderId: number; appId: number | null; content: TAppContent; now?: Date },
): Promise<TIntegrationFacts & { clientRowId: number | null }> {
  const [catalogue, row] = await Promise.all([
    scopeCatalogue(),
    findIntegrationClient(db, {
      appProviderId: params.appProviderId,
      clientId: params.content.integration.oauthClientId,
      appId: params.appId,
    }),
  ]);
  const allowLoopbackHttp = config().INTEGRATION_ALLOW_LOOPBACK_HTTP;
  if (!row) return { catalogue, client: null, allowLoopbackHttp, clientRowId: null };
  let state = row.suiteState ?? "active";
  const token = row.registrationAccessToken ? await openSecret(row.registrationAccessToken) : null;
  if (row.registrationClientUri && token) {
    try {
      const answered = await readClient({ uri: row.registrationClientUri, token });
      state = answered?.state ?? "missing";
      await recordClientState(db, { id: row.id, state, checkedAt: params.now ?? new Date() });
    } catch (error) {
      logger.warn({ err: error, clientId: row.clientId }, "the OAuth client's state could not be read");
    }
  }
  // The store's own development callback is registered with every client; the provider's are checked.
  const storeCallback = new URL(DEVELOPMENT_CALLBACK_PATH, config().BASE_URL).toString();
  const client = {
    registered: row.registrationClientUri !== null,
    state,
    redirectUris: row.redirectUris.filter((uri) => uri !== storeCallback),
    scopes: row.registeredScopes,
  };
  return { catalogue, client, allowLoopbackHttp, clientRowId: row.id };
}
