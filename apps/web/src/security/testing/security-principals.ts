// The callers ("principals") the security suite tries every route as: a visitor, tenant users and
// admins signed in through the stand-in, a cookie forged with the old built-in secret, a session
// the parent service revoked, two providers' users and an operator.
import { selectRows, type TDb } from "@store/db/client";
import { seedOperator } from "@store/db/seed/accounts";
import { seedApp } from "@store/db/seed/apps";
import { seedProvider, seedProviderUser } from "@store/db/seed/providers";
import { sql } from "drizzle-orm";
import { decode, encode, type JWT } from "next-auth/jwt";
import { vi } from "vitest";
import type { TSecurityHarness } from "./security-harness";
import { PROVIDER_A, PROVIDER_B, TENANT_A, TENANT_B } from "./security-fixture";

/**
 * The value the store sealed session cookies with whenever NEXTAUTH_SECRET was unset (the default
 * of `npm start` and of staging), once `DEVELOPMENT_NEXTAUTH_SECRET` in server/config.ts. It is
 * public, so a cookie sealed with it is a forgery anyone can make; it must never open a session.
 */
export const OLD_BUILT_IN_SECRET = "hrstore-development-only-nextauth-secret-do-not-use-in-production";

/**
 * How far the revoked principal's clock moves before each call: past the store's re-validation
 * window with the parent service (60 s by default), and within the access token's life (1 h).
 */
export const REVALIDATION_WINDOW_PASSED_MS = 10 * 60_000;

/** Who may call a route: anyone, a tenant user or admin, a provider user, an operator. */
export type TAccess = "public" | "user" | "tenantAdmin" | "providerUser" | "operator";

/** The kinds of session a caller can have; a route of another kind must answer 401, not 403. */
export type TSessionKind = "tenant" | "providerUser" | "operator";

export type TPrincipal = {
  name: string;
  description: string;
  /** The tenant session cookie's value, or null for none. */
  cookie: string | null;
  /** A provider user's or operator's session cookie as `name=value`, or null for none. */
  accountCookie: string | null;
  /** A live session the store must recognise; the others must be treated as visitors (401). */
  authenticated: boolean;
  /** The live sessions it has (empty for a visitor, a forged or a revoked cookie). */
  sessions: readonly TSessionKind[];
  grants: readonly TAccess[];
  /** The user and current tenant the cookie claims (a forged or revoked one claims them too). */
  userId: string | null;
  tenantId: string | null;
  /** Runs one call as this principal (the revoked one first moves the clock past re-validation). */
  act: <T>(call: () => Promise<T>) => Promise<T>;
};

const asIs = <T>(call: () => Promise<T>) => call();

/** Replaces every token-like string in the session claims with one the attacker made up. */
function withMadeUpTokens(value: unknown, key = ""): unknown {
  if (typeof value === "string" && /token/i.test(key)) return `forged-${key}`;
  if (Array.isArray(value)) return value.map((item) => withMadeUpTokens(item));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMadeUpTokens(v, k)]));
  }
  return value;
}

/**
 * A cookie an attacker seals with the old built-in secret: the claims of a real session of `cookie`
 * (the format is in the repository), with made-up parent-service tokens.
 */
export async function forgeWithOldSecret(harness: TSecurityHarness, cookie: string): Promise<string> {
  const options = await harness.authOptions();
  const secret = options.secret ?? "";
  const claims = (await (options.jwt?.decode ?? decode)({ token: cookie, secret })) as JWT | null;
  if (!claims) throw new Error("the real session cookie could not be read");
  const { iat: _iat, exp: _exp, jti: _jti, ...rest } = claims;
  return encode({ token: withMadeUpTokens(rest) as JWT, secret: OLD_BUILT_IN_SECRET });
}

/** Moves the clock past the re-validation window for one call (Date only; timers stay real). */
async function pastRevalidationWindow<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + REVALIDATION_WINDOW_PASSED_MS, shouldAdvanceTime: true });
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

export const PRINCIPAL_NAMES = [
  "visitor",
  "tenantUser",
  "adminA",
  "adminB",
  "forgedOldSecret",
  "revoked",
  "providerA",
  "providerB",
  "operator",
] as const;
export type TPrincipalName = (typeof PRINCIPAL_NAMES)[number];

/** A live session of a provider user or an operator, as its cookie `name=value`. */
async function accountSessionCookie(
  db: TDb,
  audience: "providerUser" | "operator",
  accountId: number,
): Promise<string> {
  const { ACCOUNT_SESSION_COOKIE, openAccountSession } = await import("@/server/account-session");
  const session = await openAccountSession(db, {
    audience,
    accountId,
    userAgent: "SecuritySuite/1.0",
    ipAddress: null,
  });
  return `${ACCOUNT_SESSION_COOKIE[audience]}=${session.token}`;
}

/** Provider A's and B's users and an operator, each with a live session. */
async function accountPrincipals(db: TDb) {
  const [providerA] = await selectRows<{ id: number }>(
    db,
    sql`select id from app_providers where email = ${PROVIDER_A.email}`,
  );
  if (!providerA) throw new Error("seed the security catalog first: provider A is missing");
  const providerB = await seedProvider(db, { name: PROVIDER_B.name, email: PROVIDER_B.email });
  await seedApp(db, {
    appProviderId: providerB.id,
    code: "sec-provider-b",
    name: "検証ビーアプリ",
    integrationType: "install",
  });
  const userA = await seedProviderUser(db, {
    appProviderId: providerA.id,
    email: PROVIDER_A.userEmail,
    firstName: "エー",
    lastName: "開発",
  });
  const userB = await seedProviderUser(db, {
    appProviderId: providerB.id,
    email: PROVIDER_B.userEmail,
    firstName: "ビー",
    lastName: "開発",
  });
  const operator = await seedOperator(db, { name: "検証 運営", email: "operator@sec.example", passwordHash: "x" });
  return {
    providerA: { appProviderId: providerA.id, cookie: await accountSessionCookie(db, "providerUser", userA.id) },
    providerB: { appProviderId: providerB.id, cookie: await accountSessionCookie(db, "providerUser", userB.id) },
    operator: { cookie: await accountSessionCookie(db, "operator", operator.id) },
  };
}

/**
 * The callers every route is tried as. Tenant sign-ins go through the stand-in; the revoked user's
 * tokens are then destroyed at the parent service (access and refresh tokens alike). Provider users
 * and the operator get sessions of their own (call after seedSecurityCatalog).
 */
export async function createPrincipals(
  harness: TSecurityHarness,
  db: TDb,
): Promise<Record<TPrincipalName, TPrincipal>> {
  const [adminA, tenantUser, adminB, revoked] = await Promise.all([
    harness.signIn(`u-sec-admin-a:${TENANT_A.id}`),
    harness.signIn(`u-sec-user-a:${TENANT_A.id}`),
    harness.signIn(`u-sec-admin-b:${TENANT_B.id}`),
    harness.signIn(`u-sec-revoked-a:${TENANT_A.id}`),
  ]);
  await harness.suiteHook("/_test/invalidate-tokens", "u-sec-revoked-a");
  await harness.suiteHook("/_test/revoke-refresh-tokens", "u-sec-revoked-a");
  const accounts = await accountPrincipals(db);
  const refused = { authenticated: false, sessions: [], grants: ["public"], accountCookie: null, act: asIs } as const;
  const tenant = { authenticated: true, sessions: ["tenant"], accountCookie: null, act: asIs } as const;
  const account = (sessions: "providerUser" | "operator", cookie: string) =>
    ({
      authenticated: true,
      sessions: [sessions],
      grants: ["public", sessions],
      cookie: null,
      accountCookie: cookie,
      userId: null,
      tenantId: null,
      act: asIs,
    }) as const;
  return {
    visitor: { name: "visitor", description: "no cookie", cookie: null, userId: null, tenantId: null, ...refused },
    tenantUser: {
      name: "tenantUser",
      description: "a plain user of tenant A",
      cookie: tenantUser,
      grants: ["public", "user"],
      userId: "u-sec-user-a",
      tenantId: TENANT_A.id,
      ...tenant,
    },
    adminA: {
      name: "adminA",
      description: "an admin of tenant A",
      cookie: adminA,
      grants: ["public", "user", "tenantAdmin"],
      userId: "u-sec-admin-a",
      tenantId: TENANT_A.id,
      ...tenant,
    },
    adminB: {
      name: "adminB",
      description: "an admin of tenant B (a plain member of A)",
      cookie: adminB,
      grants: ["public", "user", "tenantAdmin"],
      userId: "u-sec-admin-b",
      tenantId: TENANT_B.id,
      ...tenant,
    },
    forgedOldSecret: {
      name: "forgedOldSecret",
      description: "admin A's claims with made-up tokens, sealed with the old built-in secret",
      cookie: await forgeWithOldSecret(harness, adminA),
      userId: "u-sec-admin-a",
      tenantId: TENANT_A.id,
      ...refused,
    },
    revoked: {
      name: "revoked",
      description: "an admin of tenant A whose tokens the parent service revoked",
      cookie: revoked,
      userId: "u-sec-revoked-a",
      tenantId: TENANT_A.id,
      ...refused,
      act: pastRevalidationWindow,
    },
    providerA: {
      name: "providerA",
      description: "a user of provider A (which owns the security catalog's apps)",
      ...account("providerUser", accounts.providerA.cookie),
    },
    providerB: {
      name: "providerB",
      description: "a user of provider B",
      ...account("providerUser", accounts.providerB.cookie),
    },
    operator: { name: "operator", description: "a store operator", ...account("operator", accounts.operator.cookie) },
  };
}
