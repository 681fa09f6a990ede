import {
  ACCOUNT_AUDIENCES,
  ACCOUNT_HOME_PATH,
  ACCOUNT_SIGN_IN_PATH,
  type TAccountAudience,
} from "@store/domain/principals";
import { safeCallbackUrl } from "@store/domain/sign-in-url";

// Where each account audience's pages and API live (SPEC §2 developer area; the operator's area
// is /ops). Pure: pages, forms, mails and tests build the same addresses.

export type TAccountPages = {
  home: string;
  signIn: string;
  /** Ask for a reset mail. */
  passwordReset: string;
  /** Set a password with the mail's token (and, for provider users, change it when signed in). */
  passwordEdit: string;
  /** Accept an invitation; operators are not invited through the store. */
  invitation: string | null;
};

export const ACCOUNT_PAGES: Record<TAccountAudience, TAccountPages> = {
  providerUser: {
    home: ACCOUNT_HOME_PATH.providerUser,
    signIn: ACCOUNT_SIGN_IN_PATH.providerUser,
    passwordReset: "/developers/auth/password",
    passwordEdit: "/developers/auth/password/edit",
    invitation: "/developers/auth/invitation/accept",
  },
  operator: {
    home: ACCOUNT_HOME_PATH.operator,
    signIn: ACCOUNT_SIGN_IN_PATH.operator,
    passwordReset: "/ops/auth/password",
    passwordEdit: "/ops/auth/password/edit",
    invitation: null,
  },
};

/** The base of each audience's account endpoints: `…/sign_in`, `…/sign_out`, `…/password`, … */
export const ACCOUNT_API: Record<TAccountAudience, string> = {
  providerUser: "/api/developers/auth",
  operator: "/api/ops/auth",
};

/** The query parameter of each link the store mails (SPEC §5 names the tokens). */
export const INVITATION_TOKEN_PARAM = "invitation_token";
/** The invitation link's language: the one its mail was written in (issue 31), read by the proxy. */
export const INVITATION_LOCALE_PARAM = "lang";
export const RESET_PASSWORD_TOKEN_PARAM = "reset_password_token";

/** Pages under these paths are the sign-in pages themselves: never a place to return to. */
function accountAuthPaths(audience: TAccountAudience): string[] {
  const pages = ACCOUNT_PAGES[audience];
  return [pages.signIn, pages.passwordReset, ...(pages.invitation ? [pages.invitation] : [])];
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? "";
}

function within(path: string, base: string): boolean {
  const pathname = pathnameOf(path);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The sign-in page of an account audience, with where to come back to. */
export function accountSignInUrl(audience: TAccountAudience, returnTo: string): string {
  return `${ACCOUNT_SIGN_IN_PATH[audience]}?${new URLSearchParams({ callbackUrl: safeCallbackUrl(returnTo) })}`;
}

/** The audience whose area (the developer area, the operator console) a path is in, if any. */
export function accountAreaOf(path: string): TAccountAudience | null {
  return ACCOUNT_AUDIENCES.find((audience) => within(path, ACCOUNT_HOME_PATH[audience])) ?? null;
}

/** Whether a path is one of the pages an audience reaches signed out: signing in, passwords, an invitation. */
export function isAccountAuthPage(audience: TAccountAudience, path: string): boolean {
  const { signIn, passwordReset, passwordEdit, invitation } = ACCOUNT_PAGES[audience];
  return [signIn, passwordReset, passwordEdit, invitation].some((page) => page !== null && within(path, page));
}

/**
 * Where to go after signing in: the `callbackUrl` when it is a path of this site inside the
 * audience's own area and not a sign-in page; otherwise the area's home. An absolute URL counts
 * only on the store's own `origin`.
 */
export function accountCallbackUrl(
  raw: string | null | undefined,
  audience: TAccountAudience,
  origin?: string,
): string {
  const home = ACCOUNT_PAGES[audience].home;
  const path = safeCallbackUrl(raw, origin, home);
  if (!within(path, home)) return home;
  if (accountAuthPaths(audience).includes(pathnameOf(path).replace(/\/+$/, ""))) return home;
  return path;
}
