import "server-only";
import { createSuiteApi, type TSuiteApi } from "@/server/suite/suite-api";
import { config } from "@/server/config";

let cached: TSuiteApi | undefined;

/**
 * The parent service as installs, uninstalls and their reconciling job call it: with the short
 * timeout of SUITE_TIMEOUT_MS, after which the store answers 'in progress' instead of waiting.
 */
export function installationSuiteApi(): TSuiteApi {
  const c = config();
  cached ??= createSuiteApi({
    url: c.SUITE_URL,
    clientId: c.SUITE_CLIENT_ID,
    clientSecret: c.SUITE_CLIENT_SECRET,
    timeoutMs: c.SUITE_TIMEOUT_MS,
  });
  return cached;
}
