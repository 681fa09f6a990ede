// The demo tenants and users the stand-in serves. The store's demo seed reads the same file, so
// both sides agree on ids, e-mails and the tenants that exercise each error path (SPEC §8).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type TSuiteTenant = {
  id: string;
  subdomain: string;
  name: string;
  active: boolean;
  /**
   * Error path the tenant exercises: payment_failed, ip_restricted, inactive_subdomain or
   * access_revoked (users/me answers 401 after sign-in); others have no effect.
   */
  scenario: string | null;
  /** The company's size and industry as the parent service's directory says them (free text), if it knows. */
  companySize?: string | null;
  industry?: string | null;
};

export type TSuiteMembership = { tenantId: string; admin: boolean };

export type TSuiteUser = {
  id: string;
  name: string;
  email: string;
  memberships: TSuiteMembership[];
};

export type TSuiteFixture = { tenants: TSuiteTenant[]; users: TSuiteUser[] };

export type TSuiteDirectory = {
  tenants: readonly TSuiteTenant[];
  users: readonly TSuiteUser[];
  findTenant(id: string): TSuiteTenant | undefined;
  findTenantBySubdomain(subdomain: string): TSuiteTenant | undefined;
  findUser(id: string): TSuiteUser | undefined;
  findUserByEmail(email: string): TSuiteUser | undefined;
  membersOf(tenantId: string): { user: TSuiteUser; admin: boolean }[];
  /** Adds a tenant beside the fixture's (a development tenant); `reset` forgets it. */
  addTenant(tenant: TSuiteTenant): void;
  /** Adds a user beside the fixture's; `reset` forgets it. */
  addUser(user: TSuiteUser): void;
  /** Makes a user a member (or changes their admin flag) of a tenant; `reset` undoes it. */
  setMembership(userId: string, tenantId: string, admin: boolean): void;
  /** Back to the fixture alone. */
  reset(): void;
};

/** Every demo user signs in with this password (the per-user buttons skip it). */
export const DEMO_PASSWORD = "demo-password";

export function defaultFixturePath(): string {
  return createRequire(import.meta.url).resolve("@store/db/fixtures/suite-demo.json");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") throw new Error(`fixture: ${where} must be a non-empty string`);
  return value;
}

function bool(value: unknown, where: string): boolean {
  if (typeof value !== "boolean") throw new Error(`fixture: ${where} must be a boolean`);
  return value;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`fixture: ${where} must be an array`);
  return value;
}

/** Checks the shape and the references, so a broken fixture fails at start-up, not mid-sign-in. */
export function parseFixture(value: unknown): TSuiteFixture {
  if (!isRecord(value)) throw new Error("fixture: expected an object with tenants and users");
  const tenants = array(value.tenants, "tenants").map((raw, i): TSuiteTenant => {
    const where = `tenants[${i}]`;
    if (!isRecord(raw)) throw new Error(`fixture: ${where} must be an object`);
    const scenario = raw.scenario ?? null;
    return {
      id: str(raw.id, `${where}.id`),
      subdomain: str(raw.subdomain, `${where}.subdomain`),
      name: str(raw.name, `${where}.name`),
      active: bool(raw.active, `${where}.active`),
      scenario: scenario === null ? null : str(scenario, `${where}.scenario`),
      companySize: raw.companySize == null ? null : str(raw.companySize, `${where}.companySize`),
      industry: raw.industry == null ? null : str(raw.industry, `${where}.industry`),
    };
  });
  const tenantIds = new Set(tenants.map((tenant) => tenant.id));
  const users = array(value.users, "users").map((raw, i): TSuiteUser => {
    const where = `users[${i}]`;
    if (!isRecord(raw)) throw new Error(`fixture: ${where} must be an object`);
    const memberships = array(raw.memberships, `${where}.memberships`).map((m, j): TSuiteMembership => {
      if (!isRecord(m)) throw new Error(`fixture: ${where}.memberships[${j}] must be an object`);
      const tenantId = str(m.tenantId, `${where}.memberships[${j}].tenantId`);
      if (!tenantIds.has(tenantId)) throw new Error(`fixture: ${where} refers to unknown tenant ${tenantId}`);
      return { tenantId, admin: bool(m.admin, `${where}.memberships[${j}].admin`) };
    });
    if (memberships.length === 0) throw new Error(`fixture: ${where} belongs to no tenant`);
    return {
      id: str(raw.id, `${where}.id`),
      name: str(raw.name, `${where}.name`),
      email: str(raw.email, `${where}.email`),
      memberships,
    };
  });
  return { tenants, users };
}

/**
 * The fixture's tenants and users, plus those added while running (development tenants and their
 * members). Added ones live in a copy of the fixture, so `reset` is a fresh copy.
 */
export function createDirectory(fixture: TSuiteFixture): TSuiteDirectory {
  let state: TSuiteFixture = structuredClone(fixture);
  return {
    get tenants() {
      return state.tenants;
    },
    get users() {
      return state.users;
    },
    findTenant: (id) => state.tenants.find((tenant) => tenant.id === id),
    findTenantBySubdomain: (subdomain) => state.tenants.find((tenant) => tenant.subdomain === subdomain),
    findUser: (id) => state.users.find((user) => user.id === id),
    findUserByEmail: (email) => {
      const wanted = email.trim().toLowerCase();
      return state.users.find((user) => user.email.toLowerCase() === wanted);
    },
    membersOf: (tenantId) =>
      state.users.flatMap((user) =>
        user.memberships
          .filter((membership) => membership.tenantId === tenantId)
          .map((membership) => ({ user, admin: membership.admin })),
      ),
    addTenant(tenant) {
      if (state.tenants.some((t) => t.id === tenant.id || t.subdomain === tenant.subdomain)) {
        throw new Error(`tenant ${tenant.id} already exists`);
      }
      state.tenants.push({ ...tenant });
    },
    addUser(user) {
      if (state.users.some((u) => u.id === user.id)) throw new Error(`user ${user.id} already exists`);
      state.users.push({ ...user, memberships: user.memberships.map((m) => ({ ...m })) });
    },
    setMembership(userId, tenantId, admin) {
      const user = state.users.find((u) => u.id === userId);
      if (!user) throw new Error(`unknown user ${userId}`);
      const membership = user.memberships.find((m) => m.tenantId === tenantId);
      if (membership) membership.admin = admin;
      else user.memberships.push({ tenantId, admin });
    },
    reset() {
      state = structuredClone(fixture);
    },
  };
}

export function loadDirectory(path: string = defaultFixturePath()): TSuiteDirectory {
  return createDirectory(parseFixture(JSON.parse(readFileSync(path, "utf8"))));
}
