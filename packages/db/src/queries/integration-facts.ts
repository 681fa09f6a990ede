import { and, eq } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { addonRegistrations, oauthClients } from "../schema/providers";

/** What the pre-checks and the listing gate read of the OAuth client an app or draft names (issue 27). */
export type TIntegrationClientRow = {
  id: number;
  clientId: string;
  registrationClientUri: string | null;
  registrationAccessToken: string | null;
  suiteState: "active" | "disabled" | "missing" | null;
  redirectUris: string[];
  registeredScopes: string[];
};

const CLIENT_COLUMNS = {
  id: oauthClients.id,
  clientId: oauthClients.clientId,
  registrationClientUri: oauthClients.registrationClientUri,
  registrationAccessToken: oauthClients.registrationAccessToken,
  suiteState: oauthClients.suiteState,
  redirectUris: oauthClients.redirectUris,
  registeredScopes: oauthClients.registeredScopes,
};

/**
 * The provider's client named `clientId`; without a name, the client the app uses now (apps made
 * before issue 27 name theirs only in `apps.oauth_client_id`). Another provider's client is none.
 */
export async function findIntegrationClient(
  db: TDb,
  params: { appProviderId: number; clientId: string | null; appId: number | null },
): Promise<TIntegrationClientRow | undefined> {
  if (params.clientId !== null) {
    const [row] = await db
      .select(CLIENT_COLUMNS)
      .from(oauthClients)
      .where(and(eq(oauthClients.clientId, params.clientId), eq(oauthClients.appProviderId, params.appProviderId)));
    return row;
  }
  if (params.appId === null) return undefined;
  const [row] = await db
    .select(CLIENT_COLUMNS)
    .from(apps)
    .innerJoin(oauthClients, eq(oauthClients.id, apps.oauthClientId))
    .where(and(eq(apps.id, params.appId), eq(oauthClients.appProviderId, params.appProviderId)));
  return row;
}

/** The client's state as the parent service just answered it. */
export async function recordClientState(
  db: TDb,
  params: { id: number; state: "active" | "disabled" | "missing"; checkedAt: Date },
): Promise<void> {
  await db
    .update(oauthClients)
    .set({ suiteState: params.state, stateCheckedAt: params.checkedAt })
    .where(eq(oauthClients.id, params.id));
}

/** Approval points the app at the client its content names (a client of the app's own provider). */
export async function linkAppToClient(db: TDb, params: { appId: number; clientRowId: number }): Promise<void> {
  await db.update(apps).set({ oauthClientId: params.clientRowId }).where(eq(apps.id, params.appId));
}

/** What the pre-checks and the listing gate read of the add-on an install or labs app names (issue 27). */
export type TIntegrationAddonRow = {
  id: number;
  addonKey: string;
  addonUrl: string;
  registrationUri: string | null;
  registrationAccessToken: string | null;
  suiteState: "active" | "disabled" | "missing" | null;
  registeredScopes: string[];
};

/** The provider's add-on under `addonKey`; another provider's is none. */
export async function findIntegrationAddon(
  db: TDb,
  params: { appProviderId: number; addonKey: string },
): Promise<TIntegrationAddonRow | undefined> {
  const [row] = await db
    .select({
      id: addonRegistrations.id,
      addonKey: addonRegistrations.addonKey,
      addonUrl: addonRegistrations.addonUrl,
      registrationUri: addonRegistrations.registrationUri,
      registrationAccessToken: addonRegistrations.registrationAccessToken,
      suiteState: addonRegistrations.suiteState,
      registeredScopes: addonRegistrations.registeredScopes,
    })
    .from(addonRegistrations)
    .where(
      and(eq(addonRegistrations.addonKey, params.addonKey), eq(addonRegistrations.appProviderId, params.appProviderId)),
    );
  return row;
}
