// Development and review tenants the store asks for (one per provider, one per review): real
// tenants of the directory whose members are suite users and admins of them, so a provider can
// install its app's draft through the real OAuth flow. Added beside the fixture; `/_test/reset`
// forgets them.
import { createHash } from "node:crypto";
import type { TSuiteDirectory, TSuiteUser } from "./fixture.js";
import { SuiteApiError } from "./http.js";

export const DEVELOPMENT_TENANT_KINDS = ["development", "review"] as const;
export type TDevelopmentTenantKind = (typeof DEVELOPMENT_TENANT_KINDS)[number];

export type TDevelopmentTenantMember = { userId: string; email: string; name: string; admin: true };

export type TDevelopmentTenant = {
  id: string;
  subdomain: string;
  name: string;
  kind: TDevelopmentTenantKind;
  key: string;
  members: TDevelopmentTenantMember[];
};

export type TDevelopmentTenantRequest = {
  key: string;
  kind: TDevelopmentTenantKind;
  name: string;
  members: { email: string; name: string }[];
};

export const MAX_MEMBERS = 20;
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(field: string, message: string): never {
  throw new SuiteApiError(422, `${field} ${message}`, { [field]: [message] });
}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== "string" || value.trim() === "") invalid(field, "is required");
  const trimmed = value.trim();
  if (trimmed.length > max) invalid(field, `must be at most ${max} characters`);
  return trimmed;
}

/** Checks the body of POST /api/v1/development_tenants; 422 with `items` per field. */
export function parseDevelopmentTenantRequest(body: Record<string, unknown>): TDevelopmentTenantRequest {
  const key = text(body.key, "key", 64);
  if (!KEY_PATTERN.test(key)) invalid("key", "must be letters, digits, '.', '_' or '-'");
  const kind = body.kind;
  if (kind === undefined) invalid("kind", "is required");
  if (!DEVELOPMENT_TENANT_KINDS.includes(kind as TDevelopmentTenantKind))
    invalid("kind", "must be development or review");
  const name = text(body.name, "name", 100);
  const members = body.members;
  if (!Array.isArray(members) || members.length < 1 || members.length > MAX_MEMBERS) {
    invalid("members", `must be a list of 1 to ${MAX_MEMBERS} members`);
  }
  const parsed = members.map((raw, i) => {
    const member = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const email = text(member.email, `members[${i}].email`, 254);
    if (!EMAIL_PATTERN.test(email)) invalid(`members[${i}].email`, "must be an e-mail address");
    return { email, name: text(member.name, `members[${i}].name`, 100) };
  });
  return { key, kind: kind as TDevelopmentTenantKind, name, members: parsed };
}

function slugOf(key: string): string {
  return (
    key
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50) || "tenant"
  );
}

export type TDevelopmentTenants = ReturnType<typeof createDevelopmentTenants>;

export function createDevelopmentTenants(directory: TSuiteDirectory, onChange: () => void = () => {}) {
  const byKey = new Map<string, TDevelopmentTenant>();

  function freeTenantId(key: string): string {
    const base = `dev-${slugOf(key)}`;
    let id = base;
    for (let n = 2; directory.findTenant(id) || directory.findTenantBySubdomain(id); n++) id = `${base}-${n}`;
    return id;
  }

  /** The suite user with this e-mail, else a new one (`u-dev-…`, derived from the e-mail). */
  function userFor(email: string, name: string, userId?: string): TSuiteUser {
    const known = (userId ? directory.findUser(userId) : undefined) ?? directory.findUserByEmail(email);
    if (known) return known;
    const digest = createHash("sha256").update(email.toLowerCase()).digest("hex");
    let id = userId ?? `u-dev-${digest.slice(0, 12)}`;
    for (let n = 2; directory.findUser(id); n++) id = `u-dev-${digest.slice(0, 12)}-${n}`;
    directory.addUser({ id, name, email, memberships: [] });
    const added = directory.findUser(id);
    if (!added) throw new Error(`user ${id} was not added`);
    return added;
  }

  function addMembers(tenant: TDevelopmentTenant, members: { email: string; name: string; userId?: string }[]) {
    let added = false;
    for (const member of members) {
      const user = userFor(member.email, member.name, member.userId);
      if (tenant.members.some((m) => m.userId === user.id)) continue;
      directory.setMembership(user.id, tenant.id, true);
      tenant.members.push({ userId: user.id, email: user.email, name: user.name, admin: true });
      added = true;
    }
    return added;
  }

  function create(
    request: Omit<TDevelopmentTenantRequest, "members"> & { id?: string },
    members: { email: string; name: string; userId?: string }[],
  ) {
    const id = request.id ?? freeTenantId(request.key);
    directory.addTenant({ id, subdomain: id, name: request.name, active: true, scenario: null });
    const tenant: TDevelopmentTenant = {
      id,
      subdomain: id,
      name: request.name,
      kind: request.kind,
      key: request.key,
      members: [],
    };
    byKey.set(request.key, tenant);
    addMembers(tenant, members);
    return tenant;
  }

  return {
    find(key: string): TDevelopmentTenant | undefined {
      return byKey.get(key);
    },

    /** Idempotent on `key`: creates the tenant, or adds the members it does not have yet. */
    ensure(request: TDevelopmentTenantRequest): { tenant: TDevelopmentTenant; created: boolean } {
      const existing = byKey.get(request.key);
      if (existing) {
        if (addMembers(existing, request.members)) onChange();
        return { tenant: existing, created: false };
      }
      const tenant = create(request, request.members);
      onChange();
      return { tenant, created: true };
    },

    list(): TDevelopmentTenant[] {
      return [...byKey.values()];
    },

    /** Recreates tenants read from the data file, with the same ids. */
    restore(tenants: TDevelopmentTenant[]) {
      for (const tenant of tenants) create({ ...tenant, id: tenant.id }, tenant.members);
    },

    /** Forgets every development tenant (the directory is reset separately). */
    reset() {
      byKey.clear();
      onChange();
    },
  };
}
