// next-auth's error codes that can reach the store's sign-in and auth error pages; each has its
// own message (auth.errors.<code>). Anything else is shown as Default.
export const AUTH_ERROR_CODES = [
  "SessionRequired",
  "OAuthSignin",
  "OAuthCallback",
  "Callback",
  "AccessDenied",
  "Configuration",
  "Verification",
  "Default",
] as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function authErrorCode(raw: string | null | undefined): TAuthErrorCode {
  return AUTH_ERROR_CODES.find((code) => code === raw) ?? "Default";
}
