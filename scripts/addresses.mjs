// The addresses `npm start` gives the store and the parent-service stand-in. They must agree: the
// store's public origin and sign-in origin (its callback and back-channel logout URLs at the
// stand-in), the port it listens on, and the stand-in's issuer (the store's SUITE_URL) and port.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Empty variables count as unset, as in the store's own configuration. */
function setting(env, name) {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function withoutTrailingSlash(url) {
  return url.replace(/\/+$/, "");
}

/** The explicit port of a URL on this machine (where a server started here must listen), if any. */
function loopbackPort(url) {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return LOOPBACK.has(parsed.hostname) && parsed.port ? parsed.port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * - the store listens on PORT, else on the port of a BASE_URL on this machine, else 3000;
 * - its public origin is BASE_URL, else http://localhost:<port>, and it is handed to the store too
 *   (canonical URLs and the Origin check then agree with the sign-in origin);
 * - the sign-in origin is NEXTAUTH_URL, else that public origin;
 * - the stand-in listens on SUITE_PORT, else on the port of a SUITE_URL on this machine, else 3001,
 *   and its issuer is SUITE_URL, else http://localhost:<suite port>;
 * - the stand-in accepts `<sign-in origin>/api/auth/callback/suite` and sends its back-channel
 *   logout tokens to `<sign-in origin>/api/auth/backchannel-logout`, unless set explicitly.
 */
export function startAddresses(env) {
  const baseUrlSetting = setting(env, "BASE_URL");
  const port = setting(env, "PORT") ?? loopbackPort(baseUrlSetting) ?? "3000";
  const baseUrl = withoutTrailingSlash(baseUrlSetting ?? `http://localhost:${port}`);
  const signInUrl = withoutTrailingSlash(setting(env, "NEXTAUTH_URL") ?? baseUrl);
  const suiteUrlSetting = setting(env, "SUITE_URL");
  const suitePort = setting(env, "SUITE_PORT") ?? loopbackPort(suiteUrlSetting) ?? "3001";
  const suiteUrl = withoutTrailingSlash(suiteUrlSetting ?? `http://localhost:${suitePort}`);
  return {
    port,
    baseUrl,
    signInUrl,
    suitePort,
    suiteUrl,
    store: { PORT: port, BASE_URL: baseUrl, NEXTAUTH_URL: signInUrl, SUITE_URL: suiteUrl },
    suite: {
      SUITE_PORT: suitePort,
      SUITE_ISSUER: setting(env, "SUITE_ISSUER") ?? suiteUrl,
      SUITE_REDIRECT_URIS: setting(env, "SUITE_REDIRECT_URIS") ?? `${signInUrl}/api/auth/callback/suite`,
      SUITE_BACKCHANNEL_LOGOUT_URI:
        setting(env, "SUITE_BACKCHANNEL_LOGOUT_URI") ?? `${signInUrl}/api/auth/backchannel-logout`,
    },
  };
}
