// What the stand-in remembers between calls: connections, add-ons, each user's current tenant, a
// log of every tenant-admin call and the answers kept under Idempotency-Keys. Memory only: a restart forgets it, like a fresh suite account.
import { randomUUID } from "node:crypto";

export type TConnection = {
  tenantId: string;
  oauthClientId: string;
  appCode: string | null;
  /** The scopes the tenant granted the client (sorted). */
  scopes: string[];
  grantedBy: string;
  grantedAt: string;
};

export type TAddon = {
  addonId: string;
  tenantId: string;
  appCode: string;
  /** The add-on registration it was added under (or a key the suite never registered), if named. */
  addonKey: string | null;
  /** The scopes the tenant gave the add-on (sorted). */
  scopes: string[];
  addedBy: string;
  addedAt: string;
};

/** What an add-on call asks for: `scopes` undefined keeps an existing add-on's own. */
export type TAddonRequest = { addonKey: string | null; scopes: string[] | undefined };

export type TOperationType =
  | "connection.granted"
  | "connection.updated"
  | "connection.revoked"
  | "addon.added"
  | "addon.updated"
  | "addon.removed"
  | "payment.checked"
  | "tenant.switched";

export type TOperation = {
  type: TOperationType;
  tenantId: string;
  userId: string;
  /** The OAuth client id, add-on id or app code the call was about. */
  subject: string | null;
  /** False when the call changed nothing (already granted, already removed). */
  effective: boolean;
  at: string;
};

export type TRecordsSnapshot = {
  connections: TConnection[];
  addons: TAddon[];
  currentTenants: Record<string, string>;
  operations: TOperation[];
};

/** The answer a change call gave, kept under its Idempotency-Key so a retry gets the same one. */
export type TKeptAnswer = { status: number; body: unknown };

type TKeptEntry = { fingerprint: string; answer: TKeptAnswer; at: number };

/**
 * How a change call fails on purpose (test API): `afterApply` answers 502 once the change is
 * applied, `dropAnswer` cuts the connection instead of answering.
 */
export type TChangeFailure = "afterApply" | "dropAnswer";

/** How long an Idempotency-Key is remembered (like the real suite: a day). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type TSuiteRecords = ReturnType<typeof createRecords>;

export function createRecords(now: () => Date = () => new Date()) {
  const connections = new Map<string, TConnection>();
  const addons = new Map<string, TAddon>();
  const currentTenants = new Map<string, string>();
  const operations: TOperation[] = [];
  /** Test overrides of the fixture's admin flags, `userId\0tenantId` → admin. */
  const adminFlags = new Map<string, boolean>();
  const keptAnswers = new Map<string, TKeptEntry>();
  const changeFailures: { failure: TChangeFailure; subject: string | null }[] = [];
  /** How many of the next release-notes requests fail (a test hook). */
  let releaseNoteFailures = 0;

  const connectionKey = (tenantId: string, oauthClientId: string) => `${tenantId}\u0000${oauthClientId}`;

  function log(type: TOperationType, tenantId: string, userId: string, subject: string | null, effective: boolean) {
    operations.push({ type, tenantId, userId, subject, effective, at: now().toISOString() });
  }

  return {
    /**
     * Idempotent: granting again keeps the first grant, unless `scopes` differ from the granted
     * ones: then they replace them (`connection.updated`). Without `scopes` (undefined) a new grant
     * has none and an existing one keeps its own.
     */
    grantConnection(
      tenantId: string,
      oauthClientId: string,
      userId: string,
      appCode: string | null,
      scopes: string[] | undefined,
    ) {
      const key = connectionKey(tenantId, oauthClientId);
      const existing = connections.get(key);
      const wanted = scopes === undefined ? undefined : [...new Set(scopes)].sort();
      if (existing) {
        if (wanted === undefined || wanted.join(" ") === existing.scopes.join(" ")) {
          log("connection.granted", tenantId, userId, oauthClientId, false);
          return { connection: existing, created: false };
        }
        const connection: TConnection = { ...existing, scopes: wanted };
        connections.set(key, connection);
        log("connection.updated", tenantId, userId, oauthClientId, true);
        return { connection, created: false };
      }
      log("connection.granted", tenantId, userId, oauthClientId, true);
      const connection: TConnection = {
        tenantId,
        oauthClientId,
        appCode,
        scopes: wanted ?? [],
        grantedBy: userId,
        grantedAt: now().toISOString(),
      };
      connections.set(key, connection);
      return { connection, created: true };
    },

    /** Idempotent: the store's database outlives this memory, so revoking an unknown grant succeeds. */
    revokeConnection(tenantId: string, oauthClientId: string, userId: string): boolean {
      const removed = connections.delete(connectionKey(tenantId, oauthClientId));
      log("connection.revoked", tenantId, userId, oauthClientId, removed);
      return removed;
    },

    listConnections(tenantId: string): TConnection[] {
      return [...connections.values()].filter((connection) => connection.tenantId === tenantId);
    },

    /**
     * One add-on per app and tenant: adding it again returns the existing one, unless the call names
     * another add-on key or other scopes: then those replace the old (`addon.updated`), as a
     * connection grant with other scopes does.
     */
    addAddon(tenantId: string, appCode: string, userId: string, request: TAddonRequest) {
      const existing = [...addons.values()].find((a) => a.tenantId === tenantId && a.appCode === appCode);
      const wanted = request.scopes === undefined ? undefined : [...new Set(request.scopes)].sort();
      if (existing) {
        const addonKey = request.addonKey ?? existing.addonKey;
        const scopes = wanted ?? existing.scopes;
        if (addonKey === existing.addonKey && scopes.join(" ") === existing.scopes.join(" ")) {
          log("addon.added", tenantId, userId, existing.addonId, false);
          return { addon: existing, created: false };
        }
        const addon: TAddon = { ...existing, addonKey, scopes };
        addons.set(addon.addonId, addon);
        log("addon.updated", tenantId, userId, addon.addonId, true);
        return { addon, created: false };
      }
      const addon: TAddon = {
        addonId: randomUUID(),
        tenantId,
        appCode,
        addonKey: request.addonKey,
        scopes: wanted ?? [],
        addedBy: userId,
        addedAt: now().toISOString(),
      };
      addons.set(addon.addonId, addon);
      log("addon.added", tenantId, userId, addon.addonId, true);
      return { addon, created: true };
    },

    /** Idempotent, for the same reason as revokeConnection. */
    removeAddon(tenantId: string, addonId: string, userId: string): boolean {
      const addon = addons.get(addonId);
      const removed = addon?.tenantId === tenantId && addons.delete(addonId);
      log("addon.removed", tenantId, userId, addonId, removed);
      return removed;
    },

    listAddons(tenantId: string): TAddon[] {
      return [...addons.values()].filter((addon) => addon.tenantId === tenantId);
    },

    logPaymentCheck(tenantId: string, userId: string) {
      log("payment.checked", tenantId, userId, null, true);
    },

    currentTenantOf(userId: string): string | undefined {
      return currentTenants.get(userId);
    },

    setCurrentTenant(userId: string, tenantId: string, logged = true) {
      const changed = currentTenants.get(userId) !== tenantId;
      currentTenants.set(userId, tenantId);
      if (logged) log("tenant.switched", tenantId, userId, null, changed);
    },

    /** The fixture's admin flag of a membership, unless a test changed it (/_test/set-admin). */
    adminOf(userId: string, tenantId: string, fixtureAdmin: boolean): boolean {
      return adminFlags.get(`${userId}\u0000${tenantId}`) ?? fixtureAdmin;
    },

    setAdmin(userId: string, tenantId: string, admin: boolean) {
      adminFlags.set(`${userId}\u0000${tenantId}`, admin);
    },

    /**
     * The answer kept for a caller's Idempotency-Key: `undefined` when the key is new (or
     * forgotten), `"mismatch"` when it was used for a different request.
     */
    keptAnswer(scope: string, key: string, fingerprint: string): TKeptAnswer | "mismatch" | undefined {
      const entry = keptAnswers.get(`${scope}\u0000${key}`);
      if (!entry || now().getTime() - entry.at > IDEMPOTENCY_KEY_TTL_MS) return undefined;
      return entry.fingerprint === fingerprint ? entry.answer : "mismatch";
    },

    keepAnswer(scope: string, key: string, fingerprint: string, answer: TKeptAnswer) {
      keptAnswers.set(`${scope}\u0000${key}`, { fingerprint, answer, at: now().getTime() });
    },

    /**
     * The next `count` change calls (applied or answered from their key) about `subject` (an app
     * code, OAuth client id or add-on id; any call when null) fail as `failure` says.
     */
    failNextChanges(failure: TChangeFailure, count: number, subject: string | null) {
      for (let i = 0; i < count; i++) changeFailures.push({ failure, subject });
    },

    /** The failure waiting for a call about these subjects, taken off the queue. */
    takeChangeFailure(subjects: (string | null)[]): TChangeFailure | undefined {
      const index = changeFailures.findIndex((entry) => entry.subject === null || subjects.includes(entry.subject));
      if (index < 0) return undefined;
      return changeFailures.splice(index, 1)[0]?.failure;
    },

    failNextReleaseNotes(count: number) {
      releaseNoteFailures += count;
    },

    /** True when this release-notes request is one a test asked to fail. */
    takeReleaseNoteFailure(): boolean {
      if (releaseNoteFailures === 0) return false;
      releaseNoteFailures -= 1;
      return true;
    },

    snapshot(): TRecordsSnapshot {
      return {
        connections: [...connections.values()],
        addons: [...addons.values()],
        currentTenants: Object.fromEntries(currentTenants),
        operations: [...operations],
      };
    },

    reset() {
      connections.clear();
      addons.clear();
      currentTenants.clear();
      adminFlags.clear();
      operations.length = 0;
      keptAnswers.clear();
      changeFailures.length = 0;
      releaseNoteFailures = 0;
    },
  };
}
