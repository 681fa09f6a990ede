import "server-only";
import { z } from "zod";
import { config } from "../config";
import { SuiteRequestError } from "./suite-errors";
import { createSuiteTransport } from "./suite-transport";

// Providers' OAuth clients at the parent service (issue 27): registered with OAuth 2.0 Dynamic
// Client Registration (RFC 7591, the store's initial access token), then read, changed and deleted
// through the registration's own address and token (RFC 7592). The secret rotation with an overlap
// and the development tenants are the parent service's extensions (apps/suite/README.md).

const ZRegisteredClient = z.object({
  client_id: z.string().min(1),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.string()),
  scope: z.string().optional(),
  suite_status: z.enum(["active", "disabled"]).optional(),
});

const ZRegistration = ZRegisteredClient.extend({
  client_secret: z.string().min(1),
  registration_access_token: z.string().min(1),
  registration_client_uri: z.string().min(1),
});

const ZRotation = z.object({
  client_id: z.string(),
  client_secret: z.string().min(1),
  previous_secret_expires_at: z.number(),
});

const ZDevelopmentTenant = z.object({
  id: z.string().min(1),
  subdomain: z.string().min(1),
  name: z.string(),
  kind: z.enum(["development", "review"]),
  members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string(), admin: z.boolean() })),
});
export type TSuiteDevelopmentTenant = z.infer<typeof ZDevelopmentTenant>;

/** What the store asks the parent service to register. */
export type TClientMetadata = {
  name: string;
  redirectUris: string[];
  scopes: string[];
  /** Which provider it is for (RFC 7591 software_id). */
  softwareId: string;
};

export type TRegisteredClient = {
  clientId: string;
  redirectUris: string[];
  scopes: string[];
  state: "active" | "disabled";
};

/** The store's token for development tenants: make them, and read what was granted in them. */
const DEVELOPMENT_TENANTS_SCOPES = "installations development_tenants";

function transport() {
  const c = config();
  return createSuiteTransport({
    url: c.SUITE_URL,
    clientId: c.SUITE_CLIENT_ID,
    clientSecret: c.SUITE_CLIENT_SECRET,
    timeoutMs: c.SUITE_TIMEOUT_MS,
  });
}

function metadataBody(metadata: TClientMetadata, clientId?: string): string {
  return JSON.stringify({
    ...(clientId ? { client_id: clientId } : {}),
    client_name: metadata.name,
    redirect_uris: metadata.redirectUris,
    scope: metadata.scopes.join(" "),
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
    software_id: metadata.softwareId,
  });
}

function toClient(answer: z.infer<typeof ZRegisteredClient>): TRegisteredClient {
  return {
    clientId: answer.client_id,
    redirectUris: answer.redirect_uris,
    scopes: (answer.scope ?? "").split(" ").filter(Boolean),
    state: answer.suite_status ?? "active",
  };
}

/** The registration's own address must be the parent service's: a token is never sent elsewhere. */
function registrationAddress(uri: string): string {
  const suite = new URL(config().SUITE_URL);
  const url = new URL(uri, suite);
  if (url.origin !== suite.origin)
    throw new SuiteRequestError(502, "the registration address is not the parent service's");
  return url.pathname + url.search;
}

const json = (token: string) => ({
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
  accept: "application/json",
});

export async function registerClient(metadata: TClientMetadata) {
  const { send, parse } = transport();
  const answer = parse(
    ZRegistration,
    await send("/oauth/register", {
      method: "POST",
      headers: json(config().SUITE_REGISTRATION_TOKEN),
      body: metadataBody(metadata),
    }),
  );
  return {
    client: toClient(answer),
    clientSecret: answer.client_secret,
    registrationAccessToken: answer.registration_access_token,
    registrationClientUri: answer.registration_client_uri,
  };
}

/** The client as the parent service has it now; null when it no longer knows it (deleted, or forgotten). */
export async function readClient(registration: { uri: string; token: string }): Promise<TRegisteredClient | null> {
  const { send, parse } = transport();
  try {
    return toClient(
      parse(
        ZRegisteredClient,
        await send(registrationAddress(registration.uri), { headers: json(registration.token) }),
      ),
    );
  } catch (error) {
    if (error instanceof SuiteRequestError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export async function updateClient(
  registration: { uri: string; token: string },
  clientId: string,
  metadata: TClientMetadata,
) {
  const { send, parse } = transport();
  const answer = await send(registrationAddress(registration.uri), {
    method: "PUT",
    headers: json(registration.token),
    body: metadataBody(metadata, clientId),
  });
  return toClient(parse(ZRegisteredClient, answer));
}

export async function deleteClient(registration: { uri: string; token: string }): Promise<void> {
  const { send } = transport();
  try {
    await send(registrationAddress(registration.uri), { method: "DELETE", headers: json(registration.token) });
  } catch (error) {
    if (error instanceof SuiteRequestError && (error.status === 401 || error.status === 404)) return;
    throw error;
  }
}

/** A new secret; the old one keeps working for `overlapSeconds`. */
export async function rotateClientSecret(registration: { uri: string; token: string }, overlapSeconds: number) {
  const { send, parse } = transport();
  const answer = parse(
    ZRotation,
    await send(`${registrationAddress(registration.uri)}/rotate_secret`, {
      method: "POST",
      headers: json(registration.token),
      body: JSON.stringify({ overlap_seconds: overlapSeconds }),
    }),
  );
  return {
    clientSecret: answer.client_secret,
    previousSecretExpiresAt: new Date(answer.previous_secret_expires_at * 1000),
  };
}

let storeToken: { value: string; expiresAt: number } | undefined;

async function developmentTenantsToken(): Promise<string> {
  if (storeToken && storeToken.expiresAt - 30_000 > Date.now()) return storeToken.value;
  const { send, parse, basicAuth } = transport();
  const body = await send("/oauth/token", {
    method: "POST",
    headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", scope: DEVELOPMENT_TENANTS_SCOPES }).toString(),
  });
  const token = parse(z.object({ access_token: z.string().min(1), expires_in: z.number().positive() }), body);
  storeToken = { value: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
  return storeToken.value;
}

/** The development (or review) tenant under `key`, made at the parent service when it has none; members become its admins. */
export async function ensureDevelopmentTenant(request: {
  key: string;
  kind: "development" | "review";
  name: string;
  members: { email: string; name: string }[];
}): Promise<TSuiteDevelopmentTenant> {
  const { send, parse } = transport();
  const answer = await send("/api/v1/development_tenants", {
    method: "POST",
    headers: json(await developmentTenantsToken()),
    body: JSON.stringify(request),
  });
  return parse(ZDevelopmentTenant, answer);
}

/** The connections a tenant granted, with their scopes, as the parent service has them (the store's own token). */
export async function developmentTenantConnections(
  tenantId: string,
): Promise<{ oauthClientId: string; scopes: string[]; grantedBy: string }[]> {
  const { send, parse } = transport();
  const answer = await send(`/api/v1/tenants/${encodeURIComponent(tenantId)}/connections`, {
    headers: json(await developmentTenantsToken()),
  });
  const schema = z.object({
    connections: z.array(
      z.object({ oauthClientId: z.string(), scopes: z.array(z.string()).default([]), grantedBy: z.string() }),
    ),
  });
  return parse(schema, answer).connections;
}
