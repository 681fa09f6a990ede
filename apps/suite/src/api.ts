// The suite's resource API the store calls with a user's access token: who the user is, the tenant
// switch, and the tenant-admin calls made on install, connect and uninstall. The error messages
// are the real suite's (SPEC §8); the fixture's `scenario` decides which tenant fails how.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { TSuiteDirectory, TSuiteTenant, TSuiteUser } from "./fixture.js";
import { readJsonBody, SuiteApiError, sendError, sendJson, sendNoContent } from "./http.js";
import type { TSuiteRecords } from "./records.js";

export const API_MESSAGES = {
  invalidToken: "invalid access token",
  expiredToken: "access token has expired, reissue it with the refresh token",
  forbidden: "access to the resource is forbidden",
  ipRestricted: "access from a non-permitted IP address",
  paymentFailed: "payment check failed",
  notFound: "not found",
  methodNotAllowed: "method not allowed",
} as const;

export function inactiveSubdomainMessage(subdomain: string): string {
  return `subdomain ${subdomain} is inactive`;
}

export type TUserView = {
  id: string;
  name: string;
  email: string;
  admin: boolean;
  tenants: { id: string; subdomain: string; name: string; active: boolean; admin: boolean }[];
  currentTenantId: string;
};

export type TApiDeps = { provider: Provider; directory: TSuiteDirectory; records: TSuiteRecords };

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

function optionalString(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new SuiteApiError(422, `${field} must be a string`, { [field]: ["is invalid"] });
  return value.trim() || null;
}

function decodePathSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new SuiteApiError(400, "malformed path");
  }
}

export function createApiHandler({ provider, directory, records }: TApiDeps) {
  /** Bearer access token → user. `find` with ignoreExpiration so an expired token reads as expired, not invalid. */
  async function authenticate(req: IncomingMessage): Promise<TSuiteUser> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
    const value = match?.[1];
    if (!value) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    const token = await provider.AccessToken.find(value, { ignoreExpiration: true });
    if (!token) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    if (token.isExpired) throw new SuiteApiError(401, API_MESSAGES.expiredToken);
    const user = directory.findUser(token.accountId);
    if (!user) throw new SuiteApiError(401, API_MESSAGES.invalidToken);
    return user;
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

  /** An inactive subdomain answers 400 and an IP-restricted tenant 403, whoever asks. */
  function assertReachable(tenant: TSuiteTenant) {
    if (!tenant.active || tenant.scenario === "inactive_subdomain") {
      throw new SuiteApiError(400, inactiveSubdomainMessage(tenant.subdomain));
    }
    if (tenant.scenario === "ip_restricted") throw new SuiteApiError(403, API_MESSAGES.ipRestricted);
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

  const segment = "([^/]+)";
  const routes: TRoute[] = [
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
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/connections$`),
      handle: async (req, res, [tenantId = ""]) => {
        await tenantAdmin(req, tenantId);
        sendJson(res, 200, { connections: records.listConnections(tenantId) });
      },
    },
    {
      method: "PUT",
      pattern: new RegExp(`^/tenants/${segment}/connections/${segment}$`),
      handle: async (req, res, [tenantId = "", oauthClientId = ""]) => {
        const { user } = await tenantAdmin(req, tenantId);
        const appCode = optionalString(await readJsonBody(req), "appCode");
        const { connection, created } = records.grantConnection(tenantId, oauthClientId, user.id, appCode);
        sendJson(res, created ? 201 : 200, connection);
      },
    },
    {
      method: "DELETE",
      pattern: new RegExp(`^/tenants/${segment}/connections/${segment}$`),
      handle: async (req, res, [tenantId = "", oauthClientId = ""]) => {
        const { user } = await tenantAdmin(req, tenantId);
        records.revokeConnection(tenantId, oauthClientId, user.id);
        sendNoContent(res);
      },
    },
    {
      method: "GET",
      pattern: new RegExp(`^/tenants/${segment}/addons$`),
      handle: async (req, res, [tenantId = ""]) => {
        await tenantAdmin(req, tenantId);
        sendJson(res, 200, { addons: records.listAddons(tenantId) });
      },
    },
    {
      method: "POST",
      pattern: new RegExp(`^/tenants/${segment}/addons$`),
      handle: async (req, res, [tenantId = ""]) => {
        const { user } = await tenantAdmin(req, tenantId);
        const appCode = requiredString(await readJsonBody(req), "appCode");
        const { addon, created } = records.addAddon(tenantId, appCode, user.id);
        sendJson(res, created ? 201 : 200, addon);
      },
    },
    {
      method: "DELETE",
      pattern: new RegExp(`^/tenants/${segment}/addons/${segment}$`),
      handle: async (req, res, [tenantId = "", addonId = ""]) => {
        const { user } = await tenantAdmin(req, tenantId);
        records.removeAddon(tenantId, addonId, user.id);
        sendNoContent(res);
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
