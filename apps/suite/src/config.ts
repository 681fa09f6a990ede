// Settings of the stand-in, read once from the environment (see README for the table).

export type TSuiteConfig = {
  port: number;
  /** Public issuer URL; the OIDC discovery document and every token name it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /**
   * Where the store receives OpenID Connect back-channel logout tokens when a user logs out here;
   * null sends none.
   */
  backchannelLogoutUri: string | null;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  cookieKeys: string[];
  /** Private JWKS (JSON) to sign ID tokens with; a fresh RSA key is generated when absent. */
  jwks?: string;
  /** Exposes /_test/* (records, reset, token tampering). */
  testApi: boolean;
  /** Trust X-Forwarded-* headers (behind a TLS-terminating proxy). */
  trustProxy: boolean;
  suiteName: string;
  storeName: string;
  /** Path of the demo tenants and users; defaults to packages/db/fixtures/suite-demo.json. */
  fixturePath?: string;
  /** Initial access token of dynamic client registration (RFC 7591): the store's, as a Bearer. */
  registrationToken: string;
  /** JSON file keeping registered clients and development tenants across restarts; memory only when unset. */
  dataFile?: string;
};

export const DEFAULT_PORT = 3001;
export const DEFAULT_CLIENT_ID = "hr-app-store";
export const DEFAULT_CLIENT_SECRET = "hr-app-store-secret";
export const DEFAULT_REGISTRATION_TOKEN = "hr-app-store-registration-token";
export const DEFAULT_REDIRECT_URI = "http://localhost:3000/api/auth/callback/suite";
/** The store's back-channel logout endpoint, under the origin of its first redirect URI. */
export const BACKCHANNEL_LOGOUT_PATH = "/api/auth/backchannel-logout";
// Development-only default; production deployments set SUITE_COOKIE_KEYS.
const DEV_COOKIE_KEYS = ["suite-dev-cookie-key-1a8f3c", "suite-dev-cookie-key-7b2e9d"];

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const items = (env[name] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function url(name: string, value: string): string {
  try {
    return new URL(value).href.replace(/\/$/, "");
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

/** `<origin of the first redirect URI>/api/auth/backchannel-logout`: the store's endpoint. */
export function defaultBackchannelLogoutUri(redirectUris: string[]): string | null {
  const first = redirectUris[0];
  return first ? new URL(BACKCHANNEL_LOGOUT_PATH, first).href : null;
}

export function readConfig(env: Env = process.env): TSuiteConfig {
  const port = env.SUITE_PORT?.trim() === "0" ? 0 : positiveInt(env, "SUITE_PORT", DEFAULT_PORT);
  const issuer = url("SUITE_ISSUER", text(env, "SUITE_ISSUER", `http://localhost:${port || DEFAULT_PORT}`));
  const redirectUris = list(env, "SUITE_REDIRECT_URIS", [DEFAULT_REDIRECT_URI]);
  for (const uri of redirectUris) url("SUITE_REDIRECT_URIS", uri);
  const backchannel = text(env, "SUITE_BACKCHANNEL_LOGOUT_URI", "");
  return {
    port,
    issuer,
    clientId: text(env, "SUITE_CLIENT_ID", DEFAULT_CLIENT_ID),
    clientSecret: text(env, "SUITE_CLIENT_SECRET", DEFAULT_CLIENT_SECRET),
    redirectUris,
    backchannelLogoutUri:
      backchannel === "off"
        ? null
        : backchannel
          ? url("SUITE_BACKCHANNEL_LOGOUT_URI", backchannel)
          : defaultBackchannelLogoutUri(redirectUris),
    accessTokenTtl: positiveInt(env, "SUITE_ACCESS_TOKEN_TTL", 3600),
    cookieKeys: list(env, "SUITE_COOKIE_KEYS", DEV_COOKIE_KEYS),
    jwks: env.SUITE_JWKS?.trim() || undefined,
    testApi: env.SUITE_TEST_API === "true" || env.NODE_ENV !== "production",
    trustProxy: env.SUITE_TRUST_PROXY === "true",
    suiteName: text(env, "SUITE_NAME", "HR Suite"),
    storeName: text(env, "STORE_NAME", "HR Suite App Store"),
    fixturePath: env.SUITE_FIXTURE?.trim() || undefined,
    registrationToken: text(env, "SUITE_REGISTRATION_TOKEN", DEFAULT_REGISTRATION_TOKEN),
    dataFile: env.SUITE_DATA_FILE?.trim() || undefined,
  };
}

/** Warnings worth printing when defaults meant for development reach production. */
export function productionWarnings(config: TSuiteConfig, env: Env = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!env.SUITE_COOKIE_KEYS) warnings.push("SUITE_COOKIE_KEYS is not set: using the development cookie keys");
  if (config.clientSecret === DEFAULT_CLIENT_SECRET) warnings.push("SUITE_CLIENT_SECRET is the development default");
  if (config.registrationToken === DEFAULT_REGISTRATION_TOKEN) {
    warnings.push("SUITE_REGISTRATION_TOKEN is the development default");
  }
  if (!config.jwks) warnings.push("SUITE_JWKS is not set: signing keys change on every restart");
  return warnings;
}
