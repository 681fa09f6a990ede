// `/_test/*`: lets tests read what the store asked the suite to do, start from a clean slate, and
// make a user's tokens go bad on purpose. Mounted only outside production (or SUITE_TEST_API=true).
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { TTokenStore } from "./adapter.js";
import type { TAddonRegistry } from "./addon-registrations.js";
import { findRegisteredClient, type TClientRegistry } from "./clients.js";
import type { TDevelopmentTenants } from "./development-tenants.js";
import type { TSuiteDirectory } from "./fixture.js";
import { readJsonBody, SuiteApiError, sendError, sendJson, sendNoContent } from "./http.js";
import type { TSuiteRecords } from "./records.js";

export type TTestApiDeps = {
  provider: Provider;
  directory: TSuiteDirectory;
  records: TSuiteRecords;
  store: TTokenStore;
  clients: TClientRegistry;
  addonRegistrations: TAddonRegistry;
  developmentTenants: TDevelopmentTenants;
};

export function createTestApiHandler({
  provider,
  directory,
  records,
  store,
  clients,
  addonRegistrations,
  developmentTenants,
}: TTestApiDeps) {
  /** The suite session of the browser that calls (its cookie), or a 404. */
  async function browserSession(req: IncomingMessage, res: ServerResponse) {
    const session = await provider.Session.get({ req, res } as unknown as Parameters<typeof provider.Session.get>[0]);
    if (!session.accountId) throw new SuiteApiError(404, "no session for this browser");
    return session;
  }

  /**
   * Whose tokens a hook changes: `{ "userId" }` names every token of that user; without a body,
   * the tokens granted in the calling browser's session only (tests running side by side with the
   * same user do not disturb each other).
   */
  async function ownerFrom(req: IncomingMessage, res: ServerResponse): Promise<string | { grantIds: string[] }> {
    const body = await readJsonBody(req);
    const userId = body.userId;
    if (userId === undefined) {
      const session = await browserSession(req, res);
      const grantIds = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));
      return { grantIds };
    }
    if (typeof userId !== "string" || userId === "") {
      throw new SuiteApiError(422, "userId is required", { userId: ["is required"] });
    }
    if (!directory.findUser(userId)) throw new SuiteApiError(404, `user ${userId} not found`);
    return userId;
  }

  const actions: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
    "GET /_test/records": async (_req, res) => sendJson(res, 200, records.snapshot()),
    "POST /_test/reset": async (_req, res) => {
      records.reset();
      directory.reset();
      developmentTenants.reset();
      addonRegistrations.reset();
      sendNoContent(res);
    },
    // The suite disables (or enables again) a registered app's client.
    "POST /_test/set-client-status": async (req, res) => {
      const { clientId, status } = await readJsonBody(req);
      if (typeof clientId !== "string" || (status !== "active" && status !== "disabled")) {
        throw new SuiteApiError(422, "clientId and status (active or disabled) are required");
      }
      if (!(await findRegisteredClient(store, clientId))) {
        throw new SuiteApiError(404, `oauth client ${clientId} is not registered`);
      }
      clients.setStatus(clientId, status);
      sendJson(res, 200, { clientId, status });
    },
    // The suite disables (or enables again) a registered add-on.
    "POST /_test/set-addon-status": async (req, res) => {
      const { addonKey, status } = await readJsonBody(req);
      if (typeof addonKey !== "string" || (status !== "active" && status !== "disabled")) {
        throw new SuiteApiError(422, "addonKey and status (active or disabled) are required");
      }
      if (!addonRegistrations.setStatus(addonKey, status)) {
        throw new SuiteApiError(404, `add-on ${addonKey} is not registered`);
      }
      sendJson(res, 200, { addonKey, status });
    },
    "POST /_test/expire-tokens": async (req, res) => {
      sendJson(res, 200, { expired: store.expireAccessTokens(await ownerFrom(req, res)) });
    },
    "POST /_test/invalidate-tokens": async (req, res) => {
      sendJson(res, 200, { invalidated: store.destroyAccessTokens(await ownerFrom(req, res)) });
    },
    "POST /_test/revoke-refresh-tokens": async (req, res) => {
      sendJson(res, 200, { revoked: store.destroyRefreshTokens(await ownerFrom(req, res)) });
    },
    // A member gains or loses administrator authority of a tenant (until /_test/reset).
    "POST /_test/set-admin": async (req, res) => {
      const body = await readJsonBody(req);
      const { userId, tenantId, admin } = body;
      if (typeof userId !== "string" || typeof tenantId !== "string" || typeof admin !== "boolean") {
        throw new SuiteApiError(422, "userId, tenantId and admin are required");
      }
      const user = directory.findUser(userId);
      if (!user?.memberships.some((m) => m.tenantId === tenantId)) {
        throw new SuiteApiError(404, `user ${userId} is not a member of ${tenantId}`);
      }
      records.setAdmin(userId, tenantId, admin);
      sendJson(res, 200, { userId, tenantId, admin });
    },
    // A logout here that sends no back-channel logout token (as a parent service without that
    // feature would): the browser's session (its cookie) ends and every token granted in it is
    // revoked. Other sessions of the same user are untouched, so tests can run side by side.
    "POST /_test/end-session": async (req, res) => {
      const session = await browserSession(req, res);
      let revoked = 0;
      for (const { grantId } of Object.values(session.authorizations ?? {})) {
        if (grantId) revoked += store.revokeGrant(grantId);
      }
      await session.destroy();
      sendJson(res, 200, { revoked });
    },
    // The next `count` release-notes requests answer 503, as when the suite cannot serve them.
    "POST /_test/fail-release-notes": async (req, res) => {
      const count = (await readJsonBody(req)).count ?? 1;
      if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 100) {
        throw new SuiteApiError(422, "count must be a whole number from 1 to 100", { count: ["is invalid"] });
      }
      records.failNextReleaseNotes(count);
      sendNoContent(res);
    },
    "POST /_test/fail-changes": async (req, res) => {
      const body = await readJsonBody(req);
      const failure = body.failure ?? "afterApply";
      const count = body.count ?? 1;
      const subject = body.subject ?? null;
      if (subject !== null && (typeof subject !== "string" || subject === "")) {
        throw new SuiteApiError(422, "subject must be an app code, OAuth client id or add-on id", {
          subject: ["is invalid"],
        });
      }
      if (failure !== "afterApply" && failure !== "dropAnswer") {
        throw new SuiteApiError(422, "failure must be afterApply or dropAnswer", { failure: ["is invalid"] });
      }
      if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 100) {
        throw new SuiteApiError(422, "count must be a whole number from 1 to 100", { count: ["is invalid"] });
      }
      records.failNextChanges(failure, count, subject);
      sendNoContent(res);
    },
  };

  return async function handleTestApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    try {
      const action = actions[`${req.method} ${path}`];
      if (!action) throw new SuiteApiError(404, "not found");
      await action(req, res);
    } catch (error) {
      if (error instanceof SuiteApiError) return sendError(res, error);
      console.error("suite test api: unexpected error", error);
      sendError(res, new SuiteApiError(500, "unexpected error"));
    }
  };
}
