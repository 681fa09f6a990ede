// Who calls the store (DOMAIN.md "People and where they act"): the four signed-in audiences and
// what the server knows of each. Tenant users come from the parent service; provider users and
// operators have the store's own accounts with database-backed sessions.

export const AUDIENCES = ["tenantUser", "tenantAdmin", "providerUser", "operator"] as const;
export type TAudience = (typeof AUDIENCES)[number];

/** The audiences with the store's own accounts (password, invitation, reset). */
export const ACCOUNT_AUDIENCES = ["providerUser", "operator"] as const;
export type TAccountAudience = (typeof ACCOUNT_AUDIENCES)[number];

/** How the database names an account's kind. */
export const ACCOUNT_KIND = { providerUser: "provider_user", operator: "operator" } as const;
export type TAccountKind = (typeof ACCOUNT_KIND)[TAccountAudience];

export type TProviderPrincipal = {
  kind: "providerUser";
  sessionId: number;
  providerUserId: number;
  appProviderId: number;
  appProviderName: string;
  email: string;
  firstName: string;
  lastName: string;
  allowPasswordChange: boolean;
};

export type TOperatorPrincipal = {
  kind: "operator";
  sessionId: number;
  operatorId: number;
  name: string;
  email: string;
};

export type TAccountPrincipal = TProviderPrincipal | TOperatorPrincipal;
export type TAccountPrincipalOf<K extends TAccountAudience> = Extract<TAccountPrincipal, { kind: K }>;

/** A session ends after this long without a request (OWASP: short idle limits for staff tools). */
export const ACCOUNT_SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** …and this long after sign-in, however active. */
export const ACCOUNT_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** The session's last-seen time is written at most this often. */
export const ACCOUNT_SESSION_TOUCH_SECONDS = 60;

/** What a log line says of the acting principal: ids only, no personal data. */
export function describePrincipal(
  principal:
    | TAccountPrincipal
    | { kind: "tenantUser" | "tenantAdmin"; suiteUserId: string; tenantId: string | null }
    | null,
): Record<string, string | number | null> {
  if (!principal) return { principal: "visitor" };
  switch (principal.kind) {
    case "providerUser":
      return {
        principal: "providerUser",
        providerUserId: principal.providerUserId,
        appProviderId: principal.appProviderId,
      };
    case "operator":
      return { principal: "operator", operatorId: principal.operatorId };
    default:
      return { principal: principal.kind, suiteUserId: principal.suiteUserId, tenantId: principal.tenantId };
  }
}

/** Where each account audience signs in, and where it lands afterwards. */
export const ACCOUNT_SIGN_IN_PATH: Record<TAccountAudience, string> = {
  providerUser: "/developers/auth/sign_in",
  operator: "/ops/sign_in",
};
export const ACCOUNT_HOME_PATH: Record<TAccountAudience, string> = {
  providerUser: "/developers",
  operator: "/ops",
};
