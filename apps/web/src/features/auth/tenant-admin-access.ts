import "server-only";
import {
  errorScreenFor,
  INACTIVE_SUBDOMAIN_PATTERN,
  SUITE_ERROR_MESSAGES,
  type TErrorScreen,
} from "@store/domain/errors";
import { accessTokenExpiresSoon, type TSessionState } from "./session-state";
import { sessionRequiredUrl } from "./sign-in-url";
import { SuiteRequestError, type TSuiteApi } from "./suite-api";

export type TTenantAdminAccess =
  /** No session: SPEC §2 sends the visitor to sign in, with SessionRequired and the return URL. */
  | { kind: "signIn"; url: string }
  /** The access token has expired: the client refreshes it through the session endpoint. */
  | { kind: "refresh" }
  /** The parent service refused: one of the screens of SPEC §2 / §8. */
  | { kind: "screen"; screen: TErrorScreen; subdomain?: string }
  | { kind: "allowed"; tenant: { id: string; subdomain: string; name: string } };

/** The screen for a refusal of the parent service, with the subdomain for the inactive one. */
export function screenForSuiteError(status: number, message: string): Extract<TTenantAdminAccess, { kind: "screen" }> {
  const screen = errorScreenFor(status, message);
  const subdomain = INACTIVE_SUBDOMAIN_PATTERN.exec(message)?.[1];
  return subdomain ? { kind: "screen", screen, subdomain } : { kind: "screen", screen };
}

/**
 * Whether the session may see a tenant-admin page, asked of the parent service itself: the user
 * (401 invalid token, 403 IP restriction, 400 inactive subdomain), the admin flag of the current
 * tenant (403) and the tenant's payment check (402).
 */
export async function checkTenantAdminAccess(params: {
  state: TSessionState | null;
  returnTo: string;
  suite: TSuiteApi;
  now?: number;
}): Promise<TTenantAdminAccess> {
  const { state, suite } = params;
  if (!state) return { kind: "signIn", url: sessionRequiredUrl(params.returnTo) };
  if (accessTokenExpiresSoon(state, params.now ?? Date.now(), 0)) return { kind: "refresh" };
  try {
    const me = await suite.fetchMe(state.accessToken);
    const tenant = me.tenants.find((t) => t.id === me.currentTenantId);
    if (!me.admin || !tenant) return { kind: "screen", screen: "forbidden" };
    await suite.checkPaymentStatus(state.accessToken, tenant.id);
    return { kind: "allowed", tenant: { id: tenant.id, subdomain: tenant.subdomain, name: tenant.name } };
  } catch (error) {
    if (!(error instanceof SuiteRequestError) || error.status === 0 || error.status >= 500) throw error;
    if (error.status === 401 && error.message === SUITE_ERROR_MESSAGES.expiredAccessToken) return { kind: "refresh" };
    return screenForSuiteError(error.status, error.message);
  }
}
