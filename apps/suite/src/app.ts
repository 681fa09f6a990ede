// Wires the stand-in together: our own routes first (API, pages, interactions, test hooks), then
// everything else to oidc-provider (discovery, /oauth/*).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Provider from "oidc-provider";
import { createTokenStore, type TTokenStore } from "./adapter.js";
import { createAddonRegistrationRoutes } from "./addon-registration-routes.js";
import { createAddonRegistry, type TAddonRegistry } from "./addon-registrations.js";
import { createApiHandler, type TRegisteredClientView } from "./api.js";
import {
  createClientRegistry,
  createClientRoutes,
  findRegisteredClient,
  installClientHooks,
  type TClientRegistry,
} from "./clients.js";
import { defaultBackchannelLogoutUri, readConfig, type TSuiteConfig } from "./config.js";
import { readDataFile, writeDataFile } from "./data-file.js";
import { createDevelopmentTenants, type TDevelopmentTenants } from "./development-tenants.js";
import { loadDirectory, type TSuiteDirectory } from "./fixture.js";
import { SuiteApiError, sendError, sendHtml, sendJson } from "./http.js";
import { createInteractionHandler } from "./interactions.js";
import { homePage, loginPage, messagePage } from "./pages.js";
import { createProvider } from "./provider.js";
import { createRecords, type TSuiteRecords } from "./records.js";
import { createTestApiHandler } from "./test-api.js";

export type TSuiteApp = {
  config: TSuiteConfig;
  directory: TSuiteDirectory;
  provider: Provider;
  records: TSuiteRecords;
  store: TTokenStore;
  clients: TClientRegistry;
  addonRegistrations: TAddonRegistry;
  developmentTenants: TDevelopmentTenants;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

/** Models of oidc-provider that SUITE_DATA_FILE keeps: registered clients and their management tokens. */
const PERSISTED_MODELS = ["Client", "RegistrationAccessToken"];

/**
 * Registered clients, add-on registrations and development tenants, restored from SUITE_DATA_FILE
 * when there is one, and saved to it on every change from then on.
 */
function persistence(
  dataFile: string | undefined,
  parts: {
    store: TTokenStore;
    clients: TClientRegistry;
    addonRegistrations: TAddonRegistry;
    developmentTenants: TDevelopmentTenants;
  },
) {
  const { store, clients, addonRegistrations, developmentTenants } = parts;
  let loaded = false;
  const save = () => {
    if (!dataFile || !loaded) return;
    writeDataFile(dataFile, {
      version: 1,
      clients: store.dump("Client"),
      registrationAccessTokens: store.dump("RegistrationAccessToken"),
      clientRegistry: clients.snapshot(),
      addonRegistrations: addonRegistrations.list(),
      developmentTenants: developmentTenants.list(),
    });
  };
  const data = dataFile ? readDataFile(dataFile) : undefined;
  if (data) {
    for (const { id, payload } of data.clients) store.put("Client", id, payload);
    for (const { id, payload } of data.registrationAccessTokens) store.put("RegistrationAccessToken", id, payload);
    clients.restore(data.clientRegistry);
    addonRegistrations.restore(data.addonRegistrations ?? []);
    developmentTenants.restore(data.developmentTenants);
  }
  loaded = true;
  store.onChange((model) => {
    if (PERSISTED_MODELS.includes(model)) save();
  });
  return save;
}

/** The store's origin, for links back to it: taken from the first registered redirect URI. */
function storeUrlOf(config: TSuiteConfig): string {
  const first = config.redirectUris[0];
  return first ? new URL(first).origin : "http://localhost:3000";
}

export function createSuiteApp(config: TSuiteConfig): TSuiteApp {
  const issuerPath = new URL(config.issuer).pathname;
  if (issuerPath !== "/" && issuerPath !== "") {
    throw new Error(`SUITE_ISSUER must be an origin without a path, got ${config.issuer}`);
  }
  const directory = loadDirectory(config.fixturePath);
  const records = createRecords();
  const store = createTokenStore();
  let save = () => {};
  const clients = createClientRegistry(() => save());
  const addonRegistrations = createAddonRegistry(() => save());
  const developmentTenants = createDevelopmentTenants(directory, () => save());
  save = persistence(config.dataFile, { store, clients, addonRegistrations, developmentTenants });
  const provider = createProvider({ config, directory, store });
  installClientHooks(provider, clients);
  const storeUrl = storeUrlOf(config);
  const page = { suiteName: config.suiteName };

  async function registeredClient(clientId: string): Promise<TRegisteredClientView | undefined> {
    const metadata = await findRegisteredClient(store, clientId);
    if (!metadata) return undefined;
    const scopes = typeof metadata.scope === "string" ? metadata.scope.split(" ").filter(Boolean) : [];
    return { scopes, status: clients.status(clientId) };
  }

  const api = createApiHandler({
    provider,
    directory,
    records,
    suiteUrl: config.issuer,
    registeredClient,
    addonRegistrations,
    developmentTenants,
  });
  const testApi = createTestApiHandler({
    provider,
    directory,
    records,
    store,
    clients,
    addonRegistrations,
    developmentTenants,
  });
  const interaction = createInteractionHandler({ provider, config, directory, records, storeUrl, registeredClient });
  const clientRoutes = createClientRoutes({ provider, registry: clients, store });
  const addonRegistrationRoutes = createAddonRegistrationRoutes({
    registry: addonRegistrations,
    issuer: config.issuer,
    registrationToken: config.registrationToken,
  });
  const oidc = provider.callback();

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://suite.invalid");
    const path = url.pathname;
    const isRead = req.method === "GET" || req.method === "HEAD";

    if (await addonRegistrationRoutes(req, res, path)) return;
    if (path === "/api/v1" || path.startsWith("/api/v1/")) return api(req, res, path.slice("/api/v1".length));
    if (path.startsWith("/_test/")) {
      if (config.testApi) return testApi(req, res, path);
      return sendError(res, new SuiteApiError(404, "not found"));
    }
    if (path.startsWith("/interaction/") && (await interaction(req, res, path))) return;
    if (path === "/healthz" && isRead) return sendJson(res, 200, { status: "ok" });
    if (path === "/" && isRead) {
      const subdomain = url.searchParams.get("tenant");
      if (!subdomain) return sendHtml(res, 200, homePage({ ...page, directory, storeUrl }));
      const tenant = directory.findTenantBySubdomain(subdomain);
      if (!tenant) {
        return sendHtml(
          res,
          404,
          messagePage(page, "会社が見つかりません", `サブドメイン ${subdomain} の会社はありません。`),
        );
      }
      return sendHtml(res, 200, homePage({ ...page, directory, storeUrl, tenant }));
    }
    if (path === "/login" && isRead) return sendHtml(res, 200, loginPage({ ...page, directory, storeUrl }));
    if (path.startsWith("/oauth/register/") && (await clientRoutes(req, res, path))) return;
    // A disabled app's client may not start an authorization (its token requests fail too: clients.ts).
    const authorizingClient = path === "/oauth/authorize" ? url.searchParams.get("client_id") : null;
    if (authorizingClient && clients.status(authorizingClient) === "disabled") {
      return sendHtml(
        res,
        403,
        messagePage(
          page,
          "このアプリは利用できません",
          `OAuth クライアント ${authorizingClient} は無効になっています。`,
        ),
      );
    }
    return oidc(req, res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await route(req, res);
    } catch (error) {
      console.error("suite: unexpected error", error);
      if (res.headersSent) {
        res.end();
        return;
      }
      sendHtml(res, 500, messagePage(page, "エラーが発生しました", "しばらくしてからもう一度お試しください。"));
    }
  }

  return { config, directory, provider, records, store, clients, addonRegistrations, developmentTenants, handle };
}

export type TRunningSuite = TSuiteApp & { server: Server; url: string; close: () => Promise<void> };

/**
 * Starts the stand-in. `overrides` win over `env`. Unless an issuer is given (override or
 * SUITE_ISSUER) it is http://localhost:<port>, also when port 0 lets the system pick a free port
 * (tests run several servers at once).
 */
export async function startSuite(
  overrides: Partial<TSuiteConfig> = {},
  env: Record<string, string | undefined> = process.env,
): Promise<TRunningSuite> {
  const fromEnv = readConfig(env);
  const base = { ...fromEnv, ...overrides };
  // The store's back-channel logout endpoint follows overridden redirect URIs unless it is given.
  if (overrides.redirectUris && overrides.backchannelLogoutUri === undefined && !env.SUITE_BACKCHANNEL_LOGOUT_URI) {
    base.backchannelLogoutUri = defaultBackchannelLogoutUri(overrides.redirectUris);
  }
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(base.port, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuerGiven = overrides.issuer !== undefined || Boolean(env.SUITE_ISSUER?.trim());
  const config = { ...base, port, issuer: issuerGiven ? base.issuer : `http://localhost:${port}` };
  let app: TSuiteApp;
  try {
    app = createSuiteApp(config);
  } catch (error) {
    server.close();
    throw error;
  }
  server.on("request", (req, res) => {
    void app.handle(req, res);
  });
  return {
    ...app,
    server,
    url: config.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
