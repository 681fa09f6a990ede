// OAuth clients registered by the store for its providers' apps (RFC 7591 / 7592). Registration,
// reading, updating and deleting are oidc-provider's own (`features.registration`,
// `features.registrationManagement`); this module adds what the suite has beyond them: a client's
// state at the suite (active, disabled), the rules on what a registered client may ask for, and
// secret rotation with an overlap.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors, type KoaContextWithOIDC } from "oidc-provider";
import type { TTokenStore } from "./adapter.js";
import { readJsonBody, SuiteApiError, sendJson } from "./http.js";
import { isCatalogueScope } from "./scopes.js";

export type TClientStatus = "active" | "disabled";

type TPreviousSecret = { secret: string; expiresAt: number };

export type TClientRegistrySnapshot = {
  statuses: Record<string, TClientStatus>;
  previousSecrets: Record<string, TPreviousSecret[]>;
};

/** Metadata the suite keeps on a registered client beyond RFC 7591's (`software_id` is RFC 7591's, not oidc-provider's). */
export const EXTRA_CLIENT_METADATA = ["software_id"];

/** The grant types a registered app's client may use: it acts for a signed-in admin, never for itself. */
const REGISTERED_GRANT_TYPES = new Set(["authorization_code", "refresh_token"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1"]);
/** Longest overlap of an old secret after a rotation: a week. */
export const MAX_OVERLAP_S = 7 * 24 * 60 * 60;
export const DEFAULT_OVERLAP_S = 24 * 60 * 60;

const epochNow = () => Math.floor(Date.now() / 1000);

/** https, or http on the loopback addresses (development): the rule of every URL the store registers here. */
export function isHttpsOrLoopback(uri: unknown): boolean {
  const parsed = typeof uri === "string" ? URL.parse(uri) : null;
  return parsed?.protocol === "https:" || (parsed?.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname));
}

function sameSecret(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type TClientRegistry = ReturnType<typeof createClientRegistry>;

/** What the suite knows of registered clients beside their metadata: state and secrets still accepted. */
export function createClientRegistry(onChange: () => void = () => {}) {
  const statuses = new Map<string, TClientStatus>();
  const previousSecrets = new Map<string, TPreviousSecret[]>();

  function unexpired(clientId: string): TPreviousSecret[] {
    const now = epochNow();
    return (previousSecrets.get(clientId) ?? []).filter((entry) => entry.expiresAt > now);
  }

  return {
    status(clientId: string): TClientStatus {
      return statuses.get(clientId) ?? "active";
    },
    setStatus(clientId: string, status: TClientStatus) {
      if (status === "active") statuses.delete(clientId);
      else statuses.set(clientId, status);
      onChange();
    },
    /** Keeps a replaced secret usable until `expiresAt` (unix seconds). */
    keepPreviousSecret(clientId: string, secret: string, expiresAt: number) {
      const kept = [...unexpired(clientId), { secret, expiresAt }].filter((entry) => entry.expiresAt > epochNow());
      if (kept.length > 0) previousSecrets.set(clientId, kept);
      else previousSecrets.delete(clientId);
      onChange();
    },
    matchesPreviousSecret(clientId: string, actual: string): boolean {
      return unexpired(clientId).some((entry) => sameSecret(entry.secret, actual));
    },
    forget(clientId: string) {
      statuses.delete(clientId);
      previousSecrets.delete(clientId);
      onChange();
    },
    snapshot(): TClientRegistrySnapshot {
      return {
        statuses: Object.fromEntries(statuses),
        previousSecrets: Object.fromEntries([...previousSecrets.keys()].map((id) => [id, unexpired(id)])),
      };
    },
    restore(snapshot: TClientRegistrySnapshot) {
      for (const [id, status] of Object.entries(snapshot.statuses)) statuses.set(id, status);
      for (const [id, secrets] of Object.entries(snapshot.previousSecrets)) previousSecrets.set(id, secrets);
    },
  };
}

/**
 * oidc-provider's `extraClientMetadata.validator`: it is handed the whole metadata, so it is where
 * the suite's rules on registered clients go (oidc-provider's own already refuse scopes it does not
 * know). The store's own client (static, configured) is exempt. Errors whose description starts
 * with `redirect_uris` answer `invalid_redirect_uri`, others `invalid_client_metadata`.
 */
export function registeredClientValidator(storeClientId: string) {
  return (_ctx: unknown, key: string, value: unknown, metadata: Record<string, unknown>): void => {
    if (metadata.client_id === storeClientId) return;
    if (key === "software_id" && value !== undefined && (typeof value !== "string" || value.length > 255)) {
      throw new errors.InvalidClientMetadata("software_id must be a string of at most 255 characters");
    }
    const redirectUris = Array.isArray(metadata.redirect_uris) ? metadata.redirect_uris : [];
    for (const uri of redirectUris) {
      if (!isHttpsOrLoopback(uri)) {
        throw new errors.InvalidClientMetadata(
          "redirect_uris must use https (http only on localhost or 127.0.0.1, for development)",
        );
      }
    }
    const scopes = typeof metadata.scope === "string" ? metadata.scope.split(" ").filter(Boolean) : [];
    if (scopes.length === 0)
      throw new errors.InvalidClientMetadata("scope is required: the catalogue scopes asked for");
    const outside = scopes.filter((scope) => !isCatalogueScope(scope));
    if (outside.length > 0) {
      throw new errors.InvalidClientMetadata(`scope must only contain catalogue scopes, not ${outside.join(" ")}`);
    }
    const grantTypes = Array.isArray(metadata.grant_types) ? metadata.grant_types : [];
    if (grantTypes.some((grant) => !REGISTERED_GRANT_TYPES.has(String(grant)))) {
      throw new errors.InvalidClientMetadata("grant_types must only contain authorization_code and refresh_token");
    }
  };
}

/** The stored metadata of a client registered here, or undefined (the store's own, a fixed demo id, unknown). */
export async function findRegisteredClient(
  store: TTokenStore,
  clientId: string,
): Promise<Record<string, unknown> | undefined> {
  return (await store.adapter("Client").find(clientId)) as Record<string, unknown> | undefined;
}

/**
 * Hooks into oidc-provider for the suite's client state:
 * - the token endpoint (and revocation) authenticate a client through `Client#compareClientSecret`,
 *   the one place a secret is compared. oidc-provider keeps one secret per client, so the overlap of
 *   a rotation is this wrapper accepting a previous secret until it expires, and a disabled client
 *   is refused there too;
 * - the registration endpoints' answers (201 on create, 200 on read and update) carry `suite_status`.
 */
export function installClientHooks(provider: Provider, registry: TClientRegistry): void {
  const prototype = provider.Client.prototype;
  const compare = prototype.compareClientSecret;
  prototype.compareClientSecret = async function compareWithOverlap(actual: string) {
    if (registry.status(this.clientId) === "disabled") return false;
    if (await compare.call(this, actual)) return true;
    return registry.matchesPreviousSecret(this.clientId, actual);
  };

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const route = ctx.oidc?.route;
    if (route !== "registration" && route !== "client" && route !== "client_update") return;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.status < 300 && body && typeof body.client_id === "string") {
      body.suite_status = registry.status(body.client_id);
    }
  });
  provider.on("registration_delete.success", (_ctx, client) => registry.forget(client.clientId));
}

/** An answer in OAuth's error shape (RFC 6749 / 7591), with the Bearer challenge on a 401. */
export function oauthError(res: ServerResponse, status: number, error: string, description: string): void {
  if (status === 401) res.setHeader("www-authenticate", `Bearer realm="suite", error="${error}"`);
  sendJson(res, status, { error, error_description: description });
}

export type TClientRoutesDeps = { provider: Provider; registry: TClientRegistry; store: TTokenStore };

/**
 * `POST /oauth/register/{clientId}/rotate_secret` (the suite's extension of RFC 7592): a new secret,
 * the old one still accepted for `overlap_seconds`. Answers in OAuth's error shape, like the
 * registration endpoints beside it. Returns false for other paths.
 */
export function createClientRoutes({ provider, registry, store }: TClientRoutesDeps) {
  async function rotateSecret(req: IncomingMessage, res: ServerResponse, clientId: string) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const token = bearer ? await provider.RegistrationAccessToken.find(bearer) : undefined;
    const metadata = await findRegisteredClient(store, clientId);
    if (!token || token.clientId !== clientId || !metadata) {
      return oauthError(res, 401, "invalid_token", "registration access token not found");
    }
    let body: Record<string, unknown>;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      if (error instanceof SuiteApiError) return oauthError(res, 400, "invalid_request", error.message);
      throw error;
    }
    const overlap = body.overlap_seconds ?? DEFAULT_OVERLAP_S;
    if (typeof overlap !== "number" || !Number.isInteger(overlap) || overlap < 0 || overlap > MAX_OVERLAP_S) {
      return oauthError(
        res,
        400,
        "invalid_request",
        `overlap_seconds must be a whole number from 0 to ${MAX_OVERLAP_S}`,
      );
    }
    const previousSecretExpiresAt = epochNow() + overlap;
    const clientSecret = randomBytes(48).toString("base64url");
    if (typeof metadata.client_secret === "string" && overlap > 0) {
      registry.keepPreviousSecret(clientId, metadata.client_secret, previousSecretExpiresAt);
    }
    store.put("Client", clientId, { ...metadata, client_secret: clientSecret });
    sendJson(res, 200, {
      client_id: clientId,
      client_secret: clientSecret,
      previous_secret_expires_at: previousSecretExpiresAt,
    });
  }

  return async function handleClientRoute(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/oauth\/register\/([^/]+)\/rotate_secret$/.exec(path);
    if (!match?.[1]) return false;
    if (req.method !== "POST") {
      res.setHeader("allow", "POST");
      oauthError(res, 405, "invalid_request", "rotate_secret takes POST");
      return true;
    }
    let clientId: string;
    try {
      clientId = decodeURIComponent(match[1]);
    } catch {
      oauthError(res, 400, "invalid_request", "malformed client id");
      return true;
    }
    await rotateSecret(req, res, clientId);
    return true;
  };
}
