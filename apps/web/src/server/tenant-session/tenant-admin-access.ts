import "server-only";
import { ERROR_STATUS, type TErrorScreen } from "@store/domain/errors";
import { decideTenantAccess } from "@store/domain/tenant-access";
import type { TPageSession } from "@/server/tenant-session/session";
import { sessionRequiredUrl } from "@store/domain/sign-in-url";

export type TTenantAdminAccess =
  /** No session (or an ended one): SPEC §2 sends the visitor to sign in, with the return URL. */
  | { kind: "signIn"; url: string }
  /** The access token must be refreshed first: the client does it through the session endpoint. */
  | { kind: "refresh" }
  /** One of the screens of SPEC §2 / §8, served with its HTTP status. */
  | { kind: "screen"; screen: TErrorScreen; status: number; subdomain?: string }
  /** The parent service could not confirm the session within the window. */
  | { kind: "unavailable" }
  | { kind: "allowed"; tenant: { id: string; subdomain: string; name: string } };

/**
 * Whether the caller may see a tenant-admin page: the same decision as the API's (402 payment,
 * 403 IP restriction, inactive subdomain or not an admin, 401 a token no longer accepted), made
 * from the session's principal (tenant-principal.ts).
 */
export function tenantAdminAccess(session: TPageSession | null, returnTo: string): TTenantAdminAccess {
  if (!session) return { kind: "signIn", url: sessionRequiredUrl(returnTo) };
  const { principal, stale } = session;
  if (stale === "needsRefresh") return { kind: "refresh" };
  const decision = decideTenantAccess(
    { access: principal.access, admin: principal.user.admin, hasCurrentTenant: principal.user.currentTenant !== null },
    "tenantAdmin",
  );
  if (!decision.allowed) {
    const status = ERROR_STATUS[decision.code];
    return decision.screen === "inactiveSubdomain"
      ? { kind: "screen", screen: decision.screen, status, subdomain: principal.subdomain ?? "" }
      : { kind: "screen", screen: decision.screen, status };
  }
  if (stale === "suiteSilent") return { kind: "unavailable" };
  const tenant = principal.user.currentTenant;
  if (!tenant) return { kind: "screen", screen: "forbidden", status: ERROR_STATUS.FORBIDDEN };
  return { kind: "allowed", tenant };
}
