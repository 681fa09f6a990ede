import "server-only";
import { AppError } from "@store/domain/errors";
import type {
  TAccountAudience,
  TAccountPrincipalOf,
  TOperatorPrincipal,
  TProviderPrincipal,
} from "@store/domain/principals";
import { safeCallbackUrl, sessionRequiredUrl } from "@store/domain/sign-in-url";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { accountSignInUrl } from "@/paths/account-paths";
import { readAccountPrincipal } from "@/server/account-session";
import { getDb } from "@/server/db";
import { readPageSession } from "@/server/tenant-session/session";
import { tenantAdminAccess, type TTenantAdminAccess } from "@/server/tenant-session/tenant-admin-access";
import type { TTenantPrincipal } from "@/server/tenant-session/tenant-principal";

// Pages decide their caller as route handlers do (server/http/route.ts), through one helper per
// audience: a caller who must sign in is sent to their audience's sign-in page with the page's
// path and query as `callbackUrl`.

/** The path and query of the page being rendered (set by proxy.ts), as a return URL. */
export async function currentReturnPath(): Promise<string> {
  return safeCallbackUrl((await headers()).get("x-return-to"));
}

/** The signed-in provider user or operator of this page's request, or null (sign-in pages, frames). */
export const readPagePrincipal = cache(
  async <K extends TAccountAudience>(audience: K): Promise<TAccountPrincipalOf<K> | null> =>
    readAccountPrincipal(await getDb(), audience, await cookies()),
);

/** What a tenant-admin page shows: its content for the admin, or the screen of a refusal. */
export type TTenantAdminPage = Exclude<TTenantAdminAccess, { kind: "signIn" } | { kind: "unavailable" }>;

export function requirePrincipal(audience: "providerUser"): Promise<TProviderPrincipal>;
export function requirePrincipal(audience: "operator"): Promise<TOperatorPrincipal>;
export function requirePrincipal(audience: "tenantUser"): Promise<TTenantPrincipal>;
export function requirePrincipal(audience: "tenantAdmin"): Promise<TTenantAdminPage>;
/**
 * The caller of a page of an audience. A visitor (or an ended session) is redirected to sign in
 * and back. Tenant-admin pages get the decision itself, as they show a screen for a refusal
 * (402, 403 …, already answered with that status by proxy.ts).
 */
export async function requirePrincipal(
  audience: "providerUser" | "operator" | "tenantUser" | "tenantAdmin",
): Promise<TProviderPrincipal | TOperatorPrincipal | TTenantPrincipal | TTenantAdminPage> {
  const returnTo = await currentReturnPath();
  if (audience === "providerUser" || audience === "operator") {
    const principal = await readPagePrincipal(audience);
    if (!principal) redirect(accountSignInUrl(audience, returnTo));
    return principal;
  }
  const session = await readPageSession();
  if (audience === "tenantUser") {
    if (!session) redirect(sessionRequiredUrl(returnTo));
    return session.principal;
  }
  const access = tenantAdminAccess(session, returnTo);
  if (access.kind === "signIn") redirect(access.url);
  if (access.kind === "unavailable")
    throw new AppError("UNAVAILABLE", "the parent service did not confirm the session");
  return access;
}
