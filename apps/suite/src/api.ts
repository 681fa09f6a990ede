// The suite's resource API the store calls with a user's access token: who the user is, the tenant
// switch, and the tenant-admin calls made on install, connect and uninstall. The error messages
// are the real suite's (SPEC §8); the fixture's `scenario` decides which tenant fails how.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { TAddonRegistry } from "./addon-registrations.js";
import type { TClientStatus } from "./clients.js";
import { parseDevelopmentTenantRequest, type TDevelopmentTenants } from "./development-tenants.js";
import type { TSuiteDirectory, TSuiteTenant, TSuiteUser } from "./fixture.js";
import { readJsonBody, SuiteApiError, sendError, sendJson, sendNoContent } from "./http.js";
import { DEVELOPMENT_TENANTS_SCOPE, INSTALLATIONS_SCOPE } from "./provider.js";
import type { TKeptAnswer, TSuiteRecords } from "./records.js";
import { releaseNotes } from "./release-notes.js";
import { scopeCatalogue } from "./scopes.js";

export const API_MESSAGES = {
  invalidToken: "invalid access token",
  expiredToken: "access token has expired, reissue it with the refresh token",
  forbidden: "access to the resource is forbidden",
  ipRestricted: "access from a non-permitted IP address",
  paymentFailed: "payment check failed",
  notFound: "not found",
  methodNotAllowed: "method not allowed",
  idempotencyKeyReused: "Idempotency-Key was already used for a different request",
  idempotencyKeyInvalid: "Idempotency-Key must be 1 to 255 visible characters",
  releaseNotesUnavailable: "release notes are temporarily unavailable",
  accessRevoked: "the user's access to this service has been revoked",
} as const;

export function inactiveSubdomainMessage(subdomain: string): string {
  return `subdomain ${subdomain} is inactive`;
}

export function disabledClientMessage(clientId: string): string {
  return `oauth client ${clientId} is disabled`;
}

export const UNREGISTERED_SCOPES_MESSAGE = "scopes must be registered for the client";

export function disabledAddonMessage(addonKey: string): string {
  return `add-on ${addonKey} is disabled`;
}

export type TUserView = {
  id: string;
  name: string;
  email: string;
  admin: boolean;
  tenants: { id: string; subdomain: string; name: string; active: boolean; admin: boolean }[];
  currentTenantId: string;
};

/** A client registered at the suite (RFC 7591): its registered scopes and its state here. */
export type TRegisteredClientView = { scopes: string[]; status: TClientStatus };

export type TApiDeps = {
  provider: Provider;
  directory: TSuiteDirectory;
  records: TSuiteRecords;
  suiteUrl: string;
  /** The client registered here under this id, or undefined (the demo seed's fixed ids, unknown ids). */
  registeredClient: (clientId: string) => Promise<TRegisteredClientView | undefined>;
  addonRegistrations: TAddonRegistry;
  developmentTenants: TDevelopmentTenants;
};

/**
 * Who makes a tenant-admin call: an admin with their access token, or the store itself with a
 * client-credentials token of scope `installations` (its background reconciliation, which acts
 * for no user). Idempotency-Keys belong to the OAuth client, whichever of the two calls.
 */
type TTenantCaller = { actor: string; clientId: string; tenant: TSuiteTenant };

type TRoute = {
  method: string;
  pattern: RegExp;
  handle: (req: IncomingMessage, res: ServerResponse, params: string[]) => Promise<void>;
};

function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") {
    throw new SuiteApiError(422, `${field} is required`, { [field]: ["is required"] });
  }
  return value.trim();
}

/** `scopes` of a connection grant: absent (undefined) or a list of scope names. */
function optionalScopes(body: Record<string, unknown>): string[] | undefined {
  const value = body.scopes;
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > 100 ||
    !value.every((s) => typeof s === "string" && /^\S{1,100}$/.test(s))
  ) {
    throw new SuiteApiError(422, "scopes must be a list of scope names", { scopes: ["is invalid"] });
  }
  return [...new Set(value as string[])].sort();
}

function optionalString(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new SuiteApiError(422, `${field} must be a string`, { [field]: ["is invalid"] });
  return value.trim() || null;
}

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function decodePathSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new SuiteApiError(400, "malformed path");
  }
}

export function createApiHandler({
  provider,
  directory,
  records,
  suiteUrl,
  registeredClient,
  addonRegistrations,
  developmentTenants,
}: TApiDeps) {
  function bearerValue(req: IncomingMessage): string {
    return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  }

  /**
   * Bearer access token → user and the OAuth client it was issued to. `find` with ignoreExpiration
   * so an expired token reads as expired, not invalid.
   */
  async function authenticateToken(req: IncomingMessage): Promise<{ user: TSuiteUser; clientId: string }> {
    const value = bearerValue(req);
    if (!value) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    const token = await provider.AccessToken.find(value, { ignoreExpiration: true });
    if (!token) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    if (token.isExpired) throw new SuiteApiError(401, API_MESSAGES.expiredToken);
    const user = directory.findUser(token.accountId);
    if (!user) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    // These endpoints are the store's: an app's client registered here (RFC 7591) gets a token for
    // the catalogue scopes a tenant admin granted it, not for acting as the admin on the store's calls.
    if (token.clientId && (await registeredClient(token.clientId))) {
      throw new SuiteApiError(403, API_MESSAGES.forbidden);
    }
    return { user, clientId: token.clientId ?? "" };
  }

  async function authenticate(req: IncomingMessage): Promise<TSuiteUser> {
    return (await authenticateToken(req)).user;
  }

  function isAdmin(user: TSuiteUser, membership: { tenantId: string; admin: boolean }): boolean {
    return records.adminOf(user.id, membership.tenantId, membership.admin);
  }

  /** The tenant remembered for the user, else the first membership. */
  function currentTenantId(user: TSuiteUser): string {
    const remembered = records.currentTenantOf(user.id);
    if (remembered && user.memberships.some((m) => m.tenantId === remembered)) return remembered;
    const first = user.memberships[0];
    if (!first) throw new SuiteApiError(403, API_MESSAGES.forbidden);
    return first.tenantId;
  }

  function tenantOf(id: string): TSuiteTenant {
    const tenant = directory.findTenant(id);
    if (!tenant) throw new SuiteApiError(403, API_MESSAGES.forbidden);
    return tenant;
  }

  /** An inactive subdomain answers 400, an IP-restricted tenant 403 and a revoked access 401, whoever asks. */
  function assertReachable(tenant: TSuiteTenant) {
    if (!tenant.active || tenant.scenario === "inactive_subdomain") {
      throw new SuiteApiError(400, inactiveSubdomainMessage(tenant.subdomain));
    }
    if (tenant.scenario === "ip_restricted") throw new SuiteApiError(403, API_MESSAGES.ipRestricted);
    // The company withdrew the user's access after sign-in: the store shows SPEC §2's 'access not permitted'.
    if (tenant.scenario === "access_revoked") throw new SuiteApiError(401, API_MESSAGES.accessRevoked);
  }

  function userView(user: TSuiteUser, current: string): TUserView {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      admin: user.memberships.some((m) => m.tenantId === current && isAdmin(user, m)),
      tenants: user.memberships.map((m) => {
        const tenant = tenantOf(m.tenantId);
        const admin = isAdmin(user, m);
        return { id: tenant.id, subdomain: tenant.subdomain, name: tenant.name, active: tenant.active, admin };
      }),
      currentTenantId: current,
    };
  }

  function profile(user: TSuiteUser): TUserView {
    const current = currentTenantId(user);
    assertReachable(tenantOf(current));
    return userView(user, current);
  }

  /** Tenant-admin calls: admin of the tenant in the path, reachable, and paid up. */
  async function tenantAdmin(
    req: IncomingMessage,
    tenantId: string,
  ): Promise<{ user: TSuiteUser; tenant: TSuiteTenant }> {
    const user = await authenticate(req);
    const admin = user.memberships.some((m) => m.tenantId === tenantId && isAdmin(user, m));
    if (!admin) throw new SuiteApiError(403, API_MESSAGES.forbidden);
    const tenant = tenantOf(tenantId);
    assertReachable(tenant);
    if (tenant.scenario === "payment_failed") throw new SuiteApiError(402, API_MESSAGES.paymentFailed);
    return { user, tenant };
  }

  /** The store's own client-credentials token with the installations scope, or undefined. */
  async function storeClient(req: IncomingMessage): Promise<string | undefined> {
    const value = bearerValue(req);
    if (!value) return undefined;
    const token = await provider.ClientCredentials.find(value);
    if (!token || token.isExpired || !token.clientId) return undefined;
    if (!(token.scope ?? "").split(" ").includes(INSTALLATIONS_SCOPE))
      throw new SuiteApiError(403, API_MESSAGES.forbidden);
    return token.clientId;
  }

  /** The store's own client-credentials token, which must carry `scope` (else 403). */
  async function storeClientWith(req: IncomingMessage, scope: string): Promise<string> {
    const value = bearerValue(req);
    const token = value ? await provider.ClientCredentials.find(value, { ignoreExpiration: true }) : undefined;
    if (!token?.clientId) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    if (token.isExpired) throw new SuiteApiError(401, API_MESSAGES.expiredToken);
    if (!(token.scope ?? "").split(" ").includes(scope)) throw new SuiteApiError(403, API_MESSAGES.forbidden);
    return token.clientId;
  }

  /**
   * What a connection grant may give a client registered here: scopes among those it registered,
   * and only while it is active. Clients the suite never registered (the demo seed's fixed ids) get
   * the scopes as given.
   */
  async function checkGrantable(oauthClientId: string, scopes: string[] | undefined): Promise<void> {
    const client = await registeredClient(oauthClientId);
    if (!client) return;
    if (client.status === "disabled") throw new SuiteApiError(403, disabledClientMessage(oauthClientId));
    const unregistered = (scopes ?? []).filter((scope) => !client.scopes.includes(scope));
    if (unregistered.length > 0) throw new SuiteApiError(422, UNREGISTERED_SCOPES_MESSAGE, { scopes: unregistered });
  }

  /**
   * The scopes an add-on gets under an add-on key registered here: among those it registered (all of
   * them when none are given), and only while it is active. A key the suite never registered (the
   * demo seed's fixed `ad_<appCode>`) or none: the scopes as given, like `checkGrantable`.
   */
  function addonScopes(addonKey: string | null, scopes: string[] | undefined): string[] | undefined {
    const registration = addonKey === null ? undefined : addonRegistrations.find(addonKey);
    if (!registration) return scopes;
    if (registration.status === "disabled") throw new SuiteApiError(403, disabledAddonMessage(registration.addonKey));
    const unregistered = (scopes ?? []).filter((scope) => !registration.scopes.includes(scope));
    if (unregistered.length > 0) throw new SuiteApiError(422, UNREGISTERED_SCOPES_MESSAGE, { scopes: unregistered });
    return scopes ?? [...registration.scopes].sort();
  }

  /**
   * Installation calls: an admin of the tenant in the path, or the store's own client. The tenant
   * must exist; reachability and payment are checked by `assertOpenForChanges` after a kept answer
   * had its chance, so a retry of a call that was applied gets the answer it got then.
   */
  async function tenantCaller(req: IncomingMessage, tenantId: string): Promise<TTenantCaller> {
    const clientId = await storeClient(req);
    if (clientId) return { actor: `client:${clientId}`, clientId, tenant: tenantOf(tenantId) };
    const { user, clientId: userClientId } = await authenticateToken(req);
    if (!user.memberships.some((m) => m.tenantId === tenantId && m.admin)) {
      throw new SuiteApiError(403, API_MESSAGES.forbidden);
    }
    return { actor: user.id, clientId: userClientId, tenant: tenantOf(tenantId) };
  }

  function assertOpenForChanges(tenant: TSuiteTenant) {
    assertReachable(tenant);
    if (tenant.scenario === "payment_failed") throw new SuiteApiError(402, API_MESSAGES.paymentFailed);
  }

  /**
   * Applies a change once per Idempotency-Key (when the caller sends one): a repeated key answers
   * what the first call answered, without applying it again; a key reused for another request is
   * refused. Only successful answers are kept: a refused call changed nothing and may be retried.
   */
  function applyOnce(
    req: IncomingMessage,
    res: ServerResponse,
    caller: TTenantCaller,
    call: { fingerprint: string; subjects: (string | null)[] },
    apply: () => TKeptAnswer,
  ): void {
    const { fingerprint, subjects } = call;
    const header = req.headers["idempotency-key"];
    const key = Array.isArray(header) ? header[0] : header;
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new SuiteApiError(400, API_MESSAGES.idempotencyKeyInvalid);
    }
    const kept = key === undefined ? undefined : records.keptAnswer(caller.clientId, key, fingerprint);
    if (kept === "mismatch") throw new SuiteApiError(422, API_MESSAGES.idempotencyKeyReused);
    if (kept) {
      res.setHeader("idempotent-replayed", "true");
      send(res, kept, subjects);
      return;
    }
    assertOpenForChanges(caller.tenant);
    const answer = apply();
    if (key !== undefined && answer.status < 300) records.keepAnswer(caller.clientId, key, fingerprint, answer);
    send(res, answer, subjects);
  }

  /** Answers a change, unless the test API asked the next change calls to fail after applying. */
  function send(res: ServerResponse, answer: TKeptAnswer, subjects: (string | null)[]): void {
    const failure = records.takeChangeFailure(subjects);
    if (failure === "dropAnswer") {
      res.socket?.destroy();
      return;
    }
    if (failure === "afterApply") {
      sendError(res, new SuiteApiError(502, "bad gateway"));
      return;
    }
    reply(res, answer);
  }

  function reply(res: ServerResponse, answer: TKeptAnswer): void {
    if (answer.status === 204) sendNoContent(res);
    else sendJson(res, answer.status, answer.body);
  }

  const segment = "([^/]+)";
  const routes: TRoute[] = [
    // Public, like the real suite's release notes: the store reads them server-side for its panel.
    {
      method: "GET",
      pattern: /^\/release_notes$/,
      handle: async (_req, res) => {
        if (records.takeReleaseNoteFailure()) throw new SuiteApiError(503, API_MESSAGES.releaseNotesUnavailable);
        sendJson(res, 200, { releaseNotes: releaseNotes(suiteUrl) });
      },
    },
    // Public: the permission catalogue the store shows at consent and in its developer area.
    {
      method: "GET",
      pattern: /^\/scopes$/,
      handle: async (_req, res) => sendJson(res, 200, scopeCatalogue(), "public, max-age=300"),
    },
    {
      method: "POST",
      pattern: /^\/development_tenants$/,
      handle: async (req, res) => {
        await storeClientWith(req, DEVELOPMENT_TENANTS_SCOPE);
        const request = parseDevelopmentTenantRequest(await readJsonBody(req));
        const { tenant, created } = developmentTenants.ensure(request);
        sendJson(res, created ? 201 : 200, tenant);
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/development_tenants/${segment}$`),
      handle: async (req, res, [key = ""]) => {
        await storeClientWith(req, DEVELOPMENT_TENANTS_SCOPE);
        const tenant = developmentTenants.find(key);
        if (!tenant) throw new SuiteApiError(404, API_MESSAGES.notFound);
        sendJson(res, 200, tenant);
      },
    },
    {
      method: "GET",
      pattern: /^\/users\/me$/,
      handle: async (req, res) => sendJson(res, 200, profile(await authenticate(req))),
    },
    {
      method: "POST",
      pattern: /^\/users\/me\/current_tenant$/,
      handle: async (req, res) => {
        const user = await authenticate(req);
        const tenantId = requiredString(await readJsonBody(req), "tenantId");
        if (!user.memberships.some((m) => m.tenantId === tenantId)) {
          throw new SuiteApiError(403, API_MESSAGES.forbidden);
        }
        // Checked before switching, so a user is never left stuck on a tenant they cannot use.
        assertReachable(tenantOf(tenantId));
        records.setCurrentTenant(user.id, tenantId);
        sendJson(res, 200, userView(user, tenantId));
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/crews/${segment}$`),
      handle: async (req, res, [crewId]) => {
        const user = await authenticate(req);
        if (crewId !== user.id) throw new SuiteApiError(403, API_MESSAGES.forbidden);
        sendJson(res, 200, profile(user));
      },
    },
    // The tenant's directory as any member may read it: who works there, by name, and the company's
    // size and industry (issue 28: the store's checks of a user voice look for colleagues' names in
    // it; a voice may show the author's company by its size and industry).
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/members$`),
      handle: async (req, res, [tenantId = ""]) => {
        const user = await authenticate(req);
        if (!user.memberships.some((m) => m.tenantId === tenantId))
          throw new SuiteApiError(403, API_MESSAGES.forbidden);
        const tenant = tenantOf(tenantId);
        assertReachable(tenant);
        const members = directory.membersOf(tenantId).map(({ user: member }) => ({ id: member.id, name: member.name }));
        const company = { size: tenant.companySize ?? null, industry: tenant.industry ?? null };
        sendJson(res, 200, { members, company });
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/connections$`),
      handle: async (req, res, [tenantId = ""]) => {
        const { tenant } = await tenantCaller(req, tenantId);
        assertOpenForChanges(tenant);
        sendJson(res, 200, { connections: records.listConnections(tenantId) });
      },
    },
    {
      method: "PUT",
      pattern: new RegExp(`^/tenants/${segment}/connections/${segment}$`),
      handle: async (req, res, [tenantId = "", oauthClientId = ""]) => {
        const caller = await tenantCaller(req, tenantId);
        const body = await readJsonBody(req);
        const appCode = optionalString(body, "appCode");
        const scopes = optionalScopes(body);
        const fingerprint = `grant ${tenantId} ${oauthClientId} ${scopes === undefined ? "-" : scopes.join(",")}`;
        const call = { fingerprint, subjects: [oauthClientId, appCode] };
        await checkGrantable(oauthClientId, scopes);
        applyOnce(req, res, caller, call, () => {
          const { connection, created } = records.grantConnection(
            tenantId,
            oauthClientId,
            caller.actor,
            appCode,
            scopes,
          );
          return { status: created ? 201 : 200, body: connection };
        });
      },
    },
    {
      method: "DELETE",
      pattern: new RegExp(`^/tenants/${segment}/connections/${segment}$`),
      handle: async (req, res, [tenantId = "", oauthClientId = ""]) => {
        const caller = await tenantCaller(req, tenantId);
        const call = { fingerprint: `revoke ${tenantId} ${oauthClientId}`, subjects: [oauthClientId] };
        applyOnce(req, res, caller, call, () => {
          records.revokeConnection(tenantId, oauthClientId, caller.actor);
          return { status: 204, body: null };
        });
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/addons$`),
      handle: async (req, res, [tenantId = ""]) => {
        const { tenant } = await tenantCaller(req, tenantId);
        assertOpenForChanges(tenant);
        sendJson(res, 200, { addons: records.listAddons(tenantId) });
      },
    },
    {
      method: "POST",
      pattern: new RegExp(`^/tenants/${segment}/addons$`),
      handle: async (req, res, [tenantId = ""]) => {
        const caller = await tenantCaller(req, tenantId);
        const body = await readJsonBody(req);
        const appCode = requiredString(body, "appCode");
        const addonKey = optionalString(body, "addonKey");
        const given = optionalScopes(body);
        const fingerprint = `add ${tenantId} ${appCode} ${addonKey ?? "-"} ${given === undefined ? "-" : given.join(",")}`;
        const scopes = addonScopes(addonKey, given);
        applyOnce(req, res, caller, { fingerprint, subjects: [appCode] }, () => {
          const { addon, created } = records.addAddon(tenantId, appCode, caller.actor, { addonKey, scopes });
          return { status: created ? 201 : 200, body: addon };
        });
      },
    },
    {
      method: "DELETE",
      pattern: new RegExp(`^/tenants/${segment}/addons/${segment}$`),
      handle: async (req, res, [tenantId = "", addonId = ""]) => {
        const caller = await tenantCaller(req, tenantId);
        const addon = records.listAddons(tenantId).find((a) => a.addonId === addonId);
        const call = { fingerprint: `remove ${tenantId} ${addonId}`, subjects: [addonId, addon?.appCode ?? null] };
        applyOnce(req, res, caller, call, () => {
          records.removeAddon(tenantId, addonId, caller.actor);
          return { status: 204, body: null };
        });
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/payment_status$`),
      handle: async (req, res, [tenantId = ""]) => {
        const { user } = await tenantAdmin(req, tenantId);
        records.logPaymentCheck(tenantId, user.id);
        sendJson(res, 200, { tenantId, status: "ok" });
      },
    },
  ];

  /** Handles `/api/v1/*`; `path` is the part after `/api/v1`. */
  return async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    try {
      const matching = routes
        .map((route) => ({ route, match: route.pattern.exec(path) }))
        .filter((candidate) => candidate.match !== null);
      if (matching.length === 0) throw new SuiteApiError(404, API_MESSAGES.notFound);
      const method = req.method === "HEAD" ? "GET" : req.method;
      const found = matching.find((candidate) => candidate.route.method === method);
      if (!found?.match) {
        res.setHeader("allow", matching.map((candidate) => candidate.route.method).join(", "));
        throw new SuiteApiError(405, API_MESSAGES.methodNotAllowed);
      }
      const params = found.match.slice(1).map((value) => decodePathSegment(value ?? ""));
      await found.route.handle(req, res, params);
    } catch (error) {
      if (error instanceof SuiteApiError) {
        if (error.status === 401) res.setHeader("www-authenticate", 'Bearer error="invalid_token"');
        return sendError(res, error);
      }
      console.error("suite api: unexpected error", error);
      sendError(res, new SuiteApiError(500, "unexpected error"));
    }
  };
}
