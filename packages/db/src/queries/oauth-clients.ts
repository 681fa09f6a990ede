import type { TOauthClientState } from "@store/domain/integration";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
import { oauthClients } from "../schema/providers";

// A provider's OAuth clients at the parent service (issue 27): every query names the provider, so
// one provider never reads nor changes another's client. The registration access token is read
// only by findOauthClientRegistration, for the server code that manages the client at the suite.

const CLIENT_COLUMNS = {
  id: oauthClients.id,
  appProviderId: oauthClients.appProviderId,
  clientId: oauthClients.clientId,
  name: oauthClients.name,
  redirectUris: oauthClients.redirectUris,
  registeredScopes: oauthClients.registeredScopes,
  suiteState: oauthClients.suiteState,
  stateCheckedAt: oauthClients.stateCheckedAt,
  secretIssuedAt: oauthClients.secretIssuedAt,
  previousSecretExpiresAt: oauthClients.previousSecretExpiresAt,
  createdAt: oauthClients.createdAt,
};

export type TOauthClientRow = {
  id: number;
  appProviderId: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  registeredScopes: string[];
  suiteState: TOauthClientState | null;
  stateCheckedAt: Date | null;
  secretIssuedAt: Date | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
};

/** An app or open draft naming a client: what a delete must not pull from under it. */
export type TOauthClientUse = { kind: "app" | "draft"; id: number; name: string; clientId: string };

/** The provider's clients, oldest first. */
export function listOauthClients(db: TDb, params: { appProviderId: number }): Promise<TOauthClientRow[]> {
  return db
    .select(CLIENT_COLUMNS)
    .from(oauthClients)
    .where(eq(oauthClients.appProviderId, params.appProviderId))
    .orderBy(asc(oauthClients.createdAt), asc(oauthClients.id));
}

/** One of the provider's clients by its client_id at the parent service; undefined for another provider's. */
export async function findOauthClient(
  db: TDb,
  params: { appProviderId: number; clientId: string },
): Promise<TOauthClientRow | undefined> {
  const [row] = await db
    .select(CLIENT_COLUMNS)
    .from(oauthClients)
    .where(and(eq(oauthClients.appProviderId, params.appProviderId), eq(oauthClients.clientId, params.clientId)))
    .limit(1);
  return row;
}

/** The client with its registration (address and sealed token), for managing it at the suite. */
export async function findOauthClientRegistration(db: TDb, params: { appProviderId: number; clientId: string }) {
  const [row] = await db
    .select({
      ...CLIENT_COLUMNS,
      registrationClientUri: oauthClients.registrationClientUri,
      registrationAccessToken: oauthClients.registrationAccessToken,
    })
    .from(oauthClients)
    .where(and(eq(oauthClients.appProviderId, params.appProviderId), eq(oauthClients.clientId, params.clientId)))
    .limit(1);
  return row;
}

/** Stores a client just registered at the parent service (its token sealed by the caller). */
export async function insertRegisteredOauthClient(
  db: TDb,
  params: {
    appProviderId: number;
    clientId: string;
    name: string;
    redirectUris: string[];
    registeredScopes: string[];
    registrationClientUri: string;
    sealedRegistrationAccessToken: string;
    suiteState: TOauthClientState;
    now: Date;
  },
): Promise<TOauthClientRow> {
  const [row] = await db
    .insert(oauthClients)
    .values({
      appProviderId: params.appProviderId,
      clientId: params.clientId,
      name: params.name,
      redirectUris: params.redirectUris,
      registeredScopes: params.registeredScopes,
      registrationClientUri: params.registrationClientUri,
      registrationAccessToken: params.sealedRegistrationAccessToken,
      suiteState: params.suiteState,
      stateCheckedAt: params.now,
      secretIssuedAt: params.now,
      createdAt: params.now,
    })
    .returning(CLIENT_COLUMNS);
  if (!row) throw new Error("oauth client insert returned nothing");
  return row;
}

/** What the parent service answered about the client; fields left out stay as they are. */
export async function updateOauthClientRegistration(
  db: TDb,
  params: {
    appProviderId: number;
    clientId: string;
    name?: string;
    redirectUris?: string[];
    registeredScopes?: string[];
    suiteState: TOauthClientState;
    checkedAt: Date;
  },
): Promise<TOauthClientRow | undefined> {
  const [row] = await db
    .update(oauthClients)
    .set({
      ...(params.name === undefined ? {} : { name: params.name }),
      ...(params.redirectUris === undefined ? {} : { redirectUris: params.redirectUris }),
      ...(params.registeredScopes === undefined ? {} : { registeredScopes: params.registeredScopes }),
      suiteState: params.suiteState,
      stateCheckedAt: params.checkedAt,
    })
    .where(and(eq(oauthClients.appProviderId, params.appProviderId), eq(oauthClients.clientId, params.clientId)))
    .returning(CLIENT_COLUMNS);
  return row;
}

/** A new secret was issued at `issuedAt`; the previous one works until `previousSecretExpiresAt`. */
export async function recordOauthClientSecretRotation(
  db: TDb,
  params: { appProviderId: number; clientId: string; issuedAt: Date; previousSecretExpiresAt: Date },
): Promise<TOauthClientRow | undefined> {
  const [row] = await db
    .update(oauthClients)
    .set({ secretIssuedAt: params.issuedAt, previousSecretExpiresAt: params.previousSecretExpiresAt })
    .where(and(eq(oauthClients.appProviderId, params.appProviderId), eq(oauthClients.clientId, params.clientId)))
    .returning(CLIENT_COLUMNS);
  return row;
}

/**
 * The provider's apps and open drafts naming these clients: an app through its oauth_client_id or
 * its content's integration, a draft through its content's integration. Sorted by name.
 */
export async function listOauthClientUses(
  db: TDb,
  params: { appProviderId: number; clientIds: readonly string[] },
): Promise<TOauthClientUse[]> {
  if (params.clientIds.length === 0) return [];
  const ids = [...params.clientIds];
  const appClientId = sql<string | null>`${apps.content}->'integration'->>'oauthClientId'`;
  const draftClientId = sql<string | null>`${draftApps.content}->'integration'->>'oauthClientId'`;
  const [appRows, draftRows] = await Promise.all([
    db
      .select({ id: apps.id, name: apps.name, linked: oauthClients.clientId, named: appClientId })
      .from(apps)
      .leftJoin(oauthClients, eq(oauthClients.id, apps.oauthClientId))
      .where(
        and(
          eq(apps.appProviderId, params.appProviderId),
          or(inArray(oauthClients.clientId, ids), inArray(appClientId, ids)),
        ),
      ),
    db
      .select({ id: draftApps.id, name: draftApps.name, named: draftClientId })
      .from(draftApps)
      .where(
        and(
          eq(draftApps.appProviderId, params.appProviderId),
          eq(draftApps.merged, false),
          inArray(draftClientId, ids),
        ),
      ),
  ]);
  const uses: TOauthClientUse[] = [];
  for (const row of appRows) {
    for (const clientId of new Set([row.linked, row.named])) {
      if (clientId && ids.includes(clientId)) uses.push({ kind: "app", id: row.id, name: row.name, clientId });
    }
  }
  for (const row of draftRows) {
    if (row.named) uses.push({ kind: "draft", id: row.id, name: row.name, clientId: row.named });
  }
  return uses.sort((a, b) => a.name.localeCompare(b.name, "ja") || a.id - b.id);
}

/**
 * Removes the provider's client unless an app or open draft names it (checked in the same
 * statement's transaction by the caller): answers the uses that kept it, or [] when it is gone.
 */
export async function deleteOauthClient(
  db: TDb,
  params: { appProviderId: number; clientId: string },
): Promise<{ deleted: boolean; uses: TOauthClientUse[] }> {
  const uses = await listOauthClientUses(db, { appProviderId: params.appProviderId, clientIds: [params.clientId] });
  if (uses.length > 0) return { deleted: false, uses };
  const removed = await db
    .delete(oauthClients)
    .where(and(eq(oauthClients.appProviderId, params.appProviderId), eq(oauthClients.clientId, params.clientId)))
    .returning({ id: oauthClients.id });
  return { deleted: removed.length > 0, uses: [] };
}
