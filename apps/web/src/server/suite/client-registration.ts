import "server-only";
import { z } from "zod";
import {
  createRegistration,
  deleteRegistration,
  grantOf,
  jsonHeaders,
  readRegistration,
  registrationAddress,
  registrationBody,
  replaceRegistration,
  suiteTransport,
  type TRegistrationAccess,
  ZRegistrationAnswer,
} from "./registration-management";

// Providers' OAuth clients at the parent service (issue 27): registered with OAuth 2.0 Dynamic
// Client Registration (RFC 7591, the store's initial access token), then read, changed and deleted
// through the registration's own address and token (RFC 7592). The secret rotation with an overlap
// is the parent service's extension (apps/suite/README.md); development tenants are in
// development-tenants.ts.

const ZRegisteredClient = ZRegistrationAnswer.extend({
  client_id: z.string().min(1),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.string()),
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

function metadataBody(metadata: TClientMetadata, clientId?: string) {
  return registrationBody(metadata, {
    ...(clientId ? { client_id: clientId } : {}),
    client_name: metadata.name,
    redirect_uris: metadata.redirectUris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  });
}

function toClient(answer: z.infer<typeof ZRegisteredClient>): TRegisteredClient {
  return { clientId: answer.client_id, redirectUris: answer.redirect_uris, ...grantOf(answer) };
}

export async function registerClient(metadata: TClientMetadata) {
  const answer = await createRegistration("/oauth/register", metadataBody(metadata), ZRegistration);
  return {
    client: toClient(answer),
    clientSecret: answer.client_secret,
    registrationAccessToken: answer.registration_access_token,
    registrationClientUri: answer.registration_client_uri,
  };
}

/** The client as the parent service has it now; null when it no longer knows it (deleted, or forgotten). */
export async function readClient(registration: TRegistrationAccess): Promise<TRegisteredClient | null> {
  const answer = await readRegistration(registration, ZRegisteredClient);
  return answer && toClient(answer);
}

export async function updateClient(registration: TRegistrationAccess, clientId: string, metadata: TClientMetadata) {
  return toClient(await replaceRegistration(registration, metadataBody(metadata, clientId), ZRegisteredClient));
}

export function deleteClient(registration: TRegistrationAccess): Promise<void> {
  return deleteRegistration(registration);
}

/** A new secret; the old one keeps working for `overlapSeconds`. */
export async function rotateClientSecret(registration: TRegistrationAccess, overlapSeconds: number) {
  const { send, parse } = suiteTransport();
  const answer = parse(
    ZRotation,
    await send(`${registrationAddress(registration.uri)}/rotate_secret`, {
      method: "POST",
      headers: jsonHeaders(registration.token),
      body: JSON.stringify({ overlap_seconds: overlapSeconds }),
    }),
  );
  return {
    clientSecret: answer.client_secret,
    previousSecretExpiresAt: new Date(answer.previous_secret_expires_at * 1000),
  };
}
