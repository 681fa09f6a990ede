import { z } from "zod";
import { OAUTH_CLIENT_STATES } from "../integration";

// A provider's OAuth client at the parent service as the developer API takes and answers it
// (issue 27). The secret is answered once, when it is made; the registration token never.

/** A scope's name as the parent service writes them: `employees:read`. */
export const ZScopeName = z
  .string()
  .regex(/^[a-z][a-z0-9_]*:(read|write)$/, "developerIntegrations.errors.unknownScope");

const ZRedirectUri = z.string().trim().min(1).max(2000);

/** `/api/developers/oauth_clients/{clientId}`: the client_id the parent service gave. */
export const ZOauthClientIdParams = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9._~-]{1,200}$/),
});

export const ZRegisterOauthClientRequest = z.object({
  name: z.string().trim().min(1).max(100),
  redirectUris: z.array(ZRedirectUri).min(1).max(10),
  scopes: z.array(ZScopeName).max(50),
});
export type TRegisterOauthClientRequest = z.infer<typeof ZRegisterOauthClientRequest>;

export const ZUpdateOauthClientRequest = ZRegisterOauthClientRequest.partial();
export type TUpdateOauthClientRequest = z.infer<typeof ZUpdateOauthClientRequest>;

/** How long the old secret keeps working after a rotation, in hours (up to a week). */
export const ZRotateOauthClientSecretRequest = z.object({
  overlapHours: z.number().int().min(0).max(168),
});
export type TRotateOauthClientSecretRequest = z.infer<typeof ZRotateOauthClientSecretRequest>;

/** An app or open draft that names the client. */
export const ZOauthClientUse = z.object({ kind: z.enum(["app", "draft"]), id: z.number().int(), name: z.string() });

/** A client as the developer area sees it: never its secret, never its registration token. */
export const ZOauthClient = z.object({
  clientId: z.string(),
  name: z.string(),
  /** The provider's own redirect URIs (the store's development callback is not listed). */
  redirectUris: z.array(z.string()),
  scopes: z.array(z.string()),
  /** As the parent service last answered; null for a client the store did not register (demo data). */
  state: z.enum(OAUTH_CLIENT_STATES).nullable(),
  stateCheckedAt: z.iso.datetime().nullable(),
  secretIssuedAt: z.iso.datetime().nullable(),
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  /** Whether the store can manage it at the parent service (registered from the developer area). */
  managed: z.boolean(),
  usedBy: z.array(ZOauthClientUse),
});
export type TOauthClient = z.infer<typeof ZOauthClient>;

export const ZOauthClientList = z.object({ clients: z.array(ZOauthClient) });

/** 201 of a registration: the client and its secret, answered this once. */
export const ZRegisteredOauthClient = z.object({ client: ZOauthClient, clientSecret: z.string() });

/** 200 of a rotation: the new secret, answered this once, and until when the old one works. */
export const ZRotatedOauthClientSecret = z.object({
  client: ZOauthClient,
  clientSecret: z.string(),
  previousSecretExpiresAt: z.iso.datetime(),
});

/** GET /api/developers/scopes: the catalogue in the viewer's language. */
export const ZScopeCatalogueView = z.object({
  version: z.string(),
  scopes: z.array(
    z.object({ name: z.string(), access: z.enum(["read", "write"]), label: z.string(), description: z.string() }),
  ),
  integrationTypes: z.record(z.string(), z.array(z.string())),
});
export type TScopeCatalogueView = z.infer<typeof ZScopeCatalogueView>;
