import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  findOperatorSession,
  findProviderUserSession,
  insertAccountSession,
  revokeAccountSession,
  touchAccountSession,
} from "@store/db/queries/account-sessions";
import { cookieName } from "@store/domain/cookies";
import {
  ACCOUNT_KIND,
  ACCOUNT_SESSION_ABSOLUTE_SECONDS,
  ACCOUNT_SESSION_IDLE_SECONDS,
  ACCOUNT_SESSION_TOUCH_SECONDS,
  type TAccountAudience,
  type TAccountPrincipalOf,
} from "@store/domain/principals";
import type { NextResponse } from "next/server";
import { config } from "./config";

// Provider users' and operators' sessions (ARCHITECTURE.md): a random token in an http-only
// cookie of its own per audience, only its SHA-256 in the database, an idle and an absolute end.
// A tenant cookie never opens these, nor these the tenant side.

export const ACCOUNT_SESSION_COOKIE: Record<TAccountAudience, string> = {
  providerUser: cookieName("developer_session"),
  operator: cookieName("ops_session"),
};

/** The one-way hash under which session, invitation and reset tokens are stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new unguessable token (256 bits), safe in URLs and cookies. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

type TCookieReader = { get: (name: string) => { value: string } | undefined };

/** The audience's session token of a request's cookies; none when missing or too long to be one. */
function sessionTokenOf(cookies: TCookieReader, audience: TAccountAudience): string | null {
  const token = cookies.get(ACCOUNT_SESSION_COOKIE[audience])?.value;
  return token && token.length <= 128 ? token : null;
}

/**
 * The signed-in provider user or operator of a request's cookies, or null: no cookie, an unknown,
 * revoked, idle or expired session, or a suspended account. Marks the session as seen.
 */
export async function readAccountPrincipal<K extends TAccountAudience>(
  db: TDb,
  audience: K,
  cookies: TCookieReader,
  now: Date = new Date(),
): Promise<TAccountPrincipalOf<K> | null> {
  const token = sessionTokenOf(cookies, audience);
  if (!token) return null;
  const query = {
    tokenHash: hashToken(token),
    now,
    idleSince: new Date(now.getTime() - ACCOUNT_SESSION_IDLE_SECONDS * 1000),
  };
  const found =
    audience === "providerUser"
      ? await findProviderUserSession(db, query).then((row) => row && { kind: "providerUser" as const, ...row })
      : await findOperatorSession(db, query).then((row) => row && { kind: "operator" as const, ...row });
  if (!found) return null;
  const { lastSeenAt, ...principal } = found;
  if (now.getTime() - lastSeenAt.getTime() > ACCOUNT_SESSION_TOUCH_SECONDS * 1000) {
    await touchAccountSession(db, { sessionId: principal.sessionId, now });
  }
  return principal as TAccountPrincipalOf<K>;
}

/** Starts a session after a successful sign-in; the token goes into the cookie, never the database. */
export async function openAccountSession(
  db: TDb,
  params: { audience: TAccountAudience; accountId: number; userAgent: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_SESSION_ABSOLUTE_SECONDS * 1000);
  await insertAccountSession(db, {
    tokenHash: hashToken(token),
    accountKind: ACCOUNT_KIND[params.audience],
    accountId: params.accountId,
    expiresAt,
    lastSeenAt: now,
    userAgent: params.userAgent.slice(0, 512),
    ipAddress: params.ipAddress,
  });
  return { token, expiresAt };
}

/** Ends the session of a request's cookie, if any (sign-out). */
export async function closeAccountSession(db: TDb, audience: TAccountAudience, cookies: TCookieReader): Promise<void> {
  const token = sessionTokenOf(cookies, audience);
  if (token) await revokeAccountSession(db, { tokenHash: hashToken(token), now: new Date() });
}

function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: config().BASE_URL.startsWith("https://"),
  };
}

export function setAccountSessionCookie(
  response: NextResponse,
  audience: TAccountAudience,
  session: { token: string; expiresAt: Date },
): void {
  response.cookies.set(ACCOUNT_SESSION_COOKIE[audience], session.token, {
    ...cookieOptions(),
    expires: session.expiresAt,
  });
}

export function clearAccountSessionCookie(response: NextResponse, audience: TAccountAudience): void {
  response.cookies.set(ACCOUNT_SESSION_COOKIE[audience], "", { ...cookieOptions(), maxAge: 0 });
}
