import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { sessionSecret } from "@/server/session-secret";

// The `state` of a development installation's authorization request (issue 27): what the callback
// needs to finish it, signed with the store's key and bound to the browser that started it by a
// nonce in a cookie, so a code cannot be replayed into another browser's installation.

export const DEVELOPMENT_INSTALL_COOKIE = "hrstore_development_install";
/** How long the parent service's sign-in and consent may take. */
export const DEVELOPMENT_INSTALL_TTL_S = 15 * 60;

const ZInstallState = z.object({
  kind: z.enum(["development", "review"]),
  draftId: z.number().int().positive(),
  tenantId: z.string().min(1),
  clientId: z.string().min(1),
  /** Where the browser returns: the editor or the review page. */
  returnTo: z.string().startsWith("/"),
  nonce: z.string().min(16),
  exp: z.number().int(),
});
export type TInstallState = z.infer<typeof ZInstallState>;

async function signature(payload: string): Promise<Buffer> {
  return createHmac("sha256", `development install\0${await sessionSecret()}`)
    .update(payload)
    .digest();
}

export function newNonce(): string {
  return randomBytes(24).toString("base64url");
}

export async function signInstallState(state: TInstallState): Promise<string> {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${(await signature(payload)).toString("base64url")}`;
}

/** The state when its signature holds, it has not expired and the browser's nonce matches; else null. */
export async function openInstallState(
  value: string,
  nonce: string | undefined,
  now: Date,
): Promise<TInstallState | null> {
  const [payload, mac] = value.split(".");
  if (!payload || !mac || !nonce) return null;
  const expected = await signature(payload);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const state = ZInstallState.safeParse(parsed);
  if (!state.success || state.data.exp * 1000 < now.getTime() || state.data.nonce !== nonce) return null;
  return state.data;
}
