import "server-only";
import type { TDb } from "@store/db/client";
import { recordAddonState } from "@store/db/queries/addon-registrations";
import {
  findIntegrationAddon,
  findIntegrationClient,
  recordClientState,
  type TIntegrationAddonRow,
  type TIntegrationClientRow,
} from "@store/db/queries/integration-facts";
import { registrationKind, type TOauthClientState } from "@store/domain/integration";
import type {
  TIntegrationAddonFacts,
  TIntegrationClientFacts,
  TIntegrationFacts,
} from "@store/domain/pre-checks/integration";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { logger } from "@/server/logger";
import { openSecret } from "@/server/sealed-secret";
import { readAddon } from "@/server/suite/addon-registration";
import { readClient } from "@/server/suite/client-registration";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";

/**
 * A registration's state asked of the parent service now (RFC 7592) when the store registered it
 * and kept; when the parent service does not answer, the state last seen.
 */
async function currentState(
  row: { suiteState: TOauthClientState | null; registrationAccessToken: string | null },
  uri: string | null,
  ask: (registration: { uri: string; token: string }) => Promise<{ state: "active" | "disabled" } | null>,
  record: (state: TOauthClientState) => Promise<void>,
): Promise<TOauthClientState> {
  const token = row.registrationAccessToken ? await openSecret(row.registrationAccessToken) : null;
  if (!uri || !token) return row.suiteState ?? "active";
  try {
    const state = (await ask({ uri, token }))?.state ?? "missing";
    await record(state);
    return state;
  } catch (error) {
    logger.warn({ err: error }, "a registration's state could not be read at the parent service");
    return row.suiteState ?? "active";
  }
}

async function clientFacts(db: TDb, row: TIntegrationClientRow, now: Date): Promise<TIntegrationClientFacts> {
  const state = await currentState(row, row.registrationClientUri, readClient, (answered) =>
    recordClientState(db, { id: row.id, state: answered, checkedAt: now }),
  );
  // The store's own development callback is registered with every client; the provider's are checked.
  const storeCallback = new URL(DEVELOPMENT_CALLBACK_PATH, config().BASE_URL).toString();
  return {
    registered: row.registrationClientUri !== null,
    state,
    redirectUris: row.redirectUris.filter((uri) => uri !== storeCallback),
    scopes: row.registeredScopes,
  };
}

async function addonFacts(
  db: TDb,
  row: TIntegrationAddonRow,
  appProviderId: number,
  now: Date,
): Promise<TIntegrationAddonFacts> {
  const state = await currentState(row, row.registrationUri, readAddon, async (answered) => {
    await recordAddonState(db, { appProviderId, addonKey: row.addonKey, suiteState: answered, checkedAt: now });
  });
  return { registered: row.registrationUri !== null, state, addonUrl: row.addonUrl, scopes: row.registeredScopes };
}

/**
 * What the integration rule and the listing gate read (issue 27): the suite's scope catalogue and
 * the registration the content names (an OAuth client, or an add-on for install and labs apps)
 * with its state at the parent service now.
 */
export async function readIntegrationFacts(
  db: TDb,
  params: { appProviderId: number; appId: number | null; content: TAppContent; now?: Date },
): Promise<TIntegrationFacts & { clientRowId: number | null }> {
  const { integration, integrationType } = params.content;
  const now = params.now ?? new Date();
  const addonKey = registrationKind(integrationType) === "addon" ? integration.addonKey : null;
  const [catalogue, clientRow, addonRow] = await Promise.all([
    scopeCatalogue(),
    findIntegrationClient(db, {
      appProviderId: params.appProviderId,
      clientId: integration.oauthClientId,
      appId: params.appId,
    }),
    addonKey ? findIntegrationAddon(db, { appProviderId: params.appProviderId, addonKey }) : undefined,
  ]);
  const allowLoopbackHttp = config().INTEGRATION_ALLOW_LOOPBACK_HTTP;
  return {
    catalogue,
    allowLoopbackHttp,
    client: clientRow ? await clientFacts(db, clientRow, now) : null,
    addon: addonRow ? await addonFacts(db, addonRow, params.appProviderId, now) : null,
    clientRowId: clientRow?.id ?? null,
  };
}
