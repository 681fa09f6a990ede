// The OAuth 2.0 / OpenID Connect authorization server, all of it oidc-provider: authorization code
// with PKCE, refresh tokens, discovery, JWKS, userinfo, logout. We only configure it.
import { generateKeyPairSync, randomUUID } from "node:crypto";
import Provider, { type Configuration, type JWK, type JWKS } from "oidc-provider";
import type { TTokenStore } from "./adapter.js";
import type { TSuiteConfig } from "./config.js";
import { EXTRA_CLIENT_METADATA, registeredClientValidator } from "./clients.js";
import type { TSuiteDirectory } from "./fixture.js";
import { logoutPage, logoutSuccessPage, oauthErrorPage } from "./pages.js";
import { SCOPE_NAMES } from "./scopes.js";

export const OAUTH_SCOPES = ["openid", "profile", "email", "offline_access"] as const;
/**
 * The store's own scope (client credentials, no user): read and change a tenant's connections and
 * add-ons, which its background job needs to finish an install whose answer was lost.
 */
export const INSTALLATIONS_SCOPE = "installations";
/** The store's own scope to create and read development and review tenants (client credentials). */
export const DEVELOPMENT_TENANTS_SCOPE = "development_tenants";
/** What the store's own client may ask for; the catalogue's scopes are for registered apps' clients. */
const STORE_SCOPES = [...OAUTH_SCOPES, INSTALLATIONS_SCOPE, DEVELOPMENT_TENANTS_SCOPE];

export const OAUTH_ROUTES = {
  authorization: "/oauth/authorize",
  token: "/oauth/token",
  jwks: "/oauth/jwks",
  userinfo: "/oauth/userinfo",
  revocation: "/oauth/revoke",
  end_session: "/oauth/logout",
  pushed_authorization_request: "/oauth/par",
  introspection: "/oauth/introspect",
  registration: "/oauth/register",
  device_authorization: "/oauth/device/auth",
  code_verification: "/oauth/device",
  backchannel_authentication: "/oauth/backchannel",
  challenge: "/oauth/challenge",
  credential: "/oauth/credential",
} as const;

const DAY_S = 24 * 60 * 60;

/** A configured JWKS, or one RSA key made now: ID tokens are RS256 by default. */
function signingKeys(configured: string | undefined): JWKS {
  if (configured) {
    const parsed: unknown = JSON.parse(configured);
    if (typeof parsed !== "object" || parsed === null || !Array.isArray((parsed as { keys?: unknown }).keys)) {
      throw new Error('SUITE_JWKS must be a JSON Web Key Set: {"keys":[...]} with private keys');
    }
    return parsed as JWKS;
  }
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key: JWK = { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" };
  return { keys: [key] };
}

export type TProviderDeps = {
  config: TSuiteConfig;
  directory: TSuiteDirectory;
  store: TTokenStore;
};

export function createProvider({ config, directory, store }: TProviderDeps): Provider {
  const page = { suiteName: config.suiteName };

  const configuration: Configuration = {
    adapter: store.adapter,
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        client_name: config.storeName,
        redirect_uris: config.redirectUris,
        grant_types: ["authorization_code", "refresh_token", "client_credentials"],
        response_types: ["code"],
        scope: STORE_SCOPES.join(" "),
        token_endpoint_auth_method: "client_secret_basic",
        // OpenID Connect back-channel logout: a logout here sends the store a logout token naming
        // this session (`sid`, also put in the ID token), so the store ends its session too.
        ...(config.backchannelLogoutUri
          ? { backchannel_logout_uri: config.backchannelLogoutUri, backchannel_logout_session_required: true }
          : {}),
      },
    ],
    // Authorization code only: no implicit or hybrid flows.
    responseTypes: ["code"],
    // Every scope a client may ask for: the store's, and the catalogue's for registered apps' clients
    // (which may ask for nothing else: see registeredClientValidator).
    scopes: [...STORE_SCOPES, ...SCOPE_NAMES],
    extraClientMetadata: {
      properties: EXTRA_CLIENT_METADATA,
      validator: registeredClientValidator(config.clientId),
    },
    claims: {
      openid: ["sub"],
      profile: ["name"],
      email: ["email", "email_verified"],
    },
    // The store signs in with next-auth, which reads the profile from the ID token: put the
    // profile and email claims there, not only in userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = directory.findUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, name: user.name, email: user.email, email_verified: true }),
      };
    },
    cookies: { keys: config.cookieKeys },
    jwks: signingKeys(config.jwks),
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      clientCredentials: { enabled: true },
      // RFC 7591: the store registers its providers' apps' clients with its initial access token.
      registration: { enabled: true, initialAccessToken: config.registrationToken },
      // RFC 7592: read, update and delete with the registration access token, which stays the same
      // (the store keeps one per client; rotating it on every update would lose it on a lost answer).
      registrationManagement: { enabled: true, rotateRegistrationAccessToken: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = "html";
          ctx.body = logoutPage(page, form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = "html";
          ctx.body = logoutSuccessPage(page);
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    // Confidential clients are not forced to use PKCE by default; the real suite requires it.
    pkce: { required: () => true },
    // Refresh tokens for the store whether or not it asked for offline_access, and they outlive the
    // suite's browser session: logging out of the suite does not end the store's session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    expiresWithSession: async () => false,
    routes: OAUTH_ROUTES,
    ttl: {
      // Read per token, so tests can start a server with short-lived tokens.
      AccessToken: () => config.accessTokenTtl,
      ClientCredentials: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 14 * DAY_S,
      Interaction: 3600,
      Session: 14 * DAY_S,
      Grant: 14 * DAY_S,
    },
    // oidc-provider refuses outgoing calls to loopback and private addresses (SSRF protection);
    // the stand-in's one client is the store, which runs on localhost in development and tests.
    fetch: (url, init) => {
      const { dispatcher: _dispatcher, ...options } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(url, options);
    },
    // The store calls the token endpoint from its server: no browser origins to allow.
    clientBasedCORS: () => false,
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = oauthErrorPage(page, out);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.on("backchannel.error", (_ctx, error, client, accountId, sid) => {
    console.error(`suite: back-channel logout of ${accountId} (${sid}) to ${client.clientId} failed:`, error.message);
  });
  return provider;
}
