import NextAuth from "next-auth";
import { SIGN_IN_CANCELLED_PARAM, SUITE_PROVIDER_ID, safeCallbackUrl } from "@store/domain/sign-in-url";
import { type NextRequest, NextResponse } from "next/server";
import { config } from "@/server/config";
import type { TErrorCode } from "@store/domain/errors";
import {
  CALLBACK_URL_COOKIE,
  guardAuthRequest,
  isUsableCallbackUrl,
} from "@/features/tenant/auth/server/auth-request-guard";
import { errorResponse } from "@/server/http/error-response";
import { authOptions } from "@/server/tenant-session/session";
import { documented, type TOutsideRouteDocs } from "@/server/openapi/route-docs";

/**
 * next-auth's endpoints of SPEC §2: session, csrf, providers, signin, callback, signout, error.
 * Bad input is answered here with 400 (413, 415, 429) before next-auth sees it; a return-URL
 * cookie that caused the refusal is cleared so the browser recovers.
 */
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const { nextauth } = await context.params;
  const cancelled = cancelledSignIn(request, nextauth ?? []);
  if (cancelled) return cancelled;
  let checked: NextRequest;
  try {
    checked = await guardAuthRequest(request, nextauth ?? []);
  } catch (error) {
    const response = errorResponse(error, request);
    if (!isUsableCallbackUrl(request.cookies.get(CALLBACK_URL_COOKIE)?.value)) {
      response.cookies.delete(CALLBACK_URL_COOKIE);
    }
    return response;
  }
  return NextAuth(checked, { params: Promise.resolve({ nextauth }) }, await authOptions());
}

/**
 * Issue 31: someone who cancels at the parent service's sign-in or consent page (its answer is
 * `access_denied`) goes back to the page they were signing in for, which says so in a toast
 * (`signin=cancelled`), instead of next-auth's error page. The return URL is the one next-auth
 * kept; only a path of the store is followed.
 */
function cancelledSignIn(request: NextRequest, segments: readonly string[]): Response | null {
  const [action, provider] = segments;
  if (action !== "callback" || provider !== SUITE_PROVIDER_ID) return null;
  if (request.nextUrl.searchParams.get("error") !== "access_denied") return null;
  const base = new URL(config().BASE_URL);
  const back = new URL(safeCallbackUrl(request.cookies.get(CALLBACK_URL_COOKIE)?.value, base.origin), base);
  back.searchParams.set(SIGN_IN_CANCELLED_PARAM, "cancelled");
  return NextResponse.redirect(back, 303);
}

/** next-auth's own endpoints (SPEC §2), all served by this catch-all; its answers, not route()'s. */
function nextAuth(
  summary: string,
  description: string,
  errors: TErrorCode[] = [],
  status: 200 | 302 = 200,
): TOutsideRouteDocs {
  return {
    summary,
    description,
    tags: ["Tenant sign-in"],
    answers: [{ status, description: status === 302 ? "A redirect." : "next-auth's answer." }],
    errors: ["BAD_REQUEST", ...errors],
  };
}

const NEXT_AUTH_PATHS = {
  "/api/auth/session": {
    get: nextAuth("The tenant session", "The signed-in user (`{ user, expires }`), or `{}` for a visitor."),
  },
  "/api/auth/csrf": { get: nextAuth("next-auth's CSRF token", "`{ csrfToken }`, to send with its POSTs.") },
  "/api/auth/providers": { get: nextAuth("The sign-in providers", "The parent service (`suite`) only.") },
  "/api/auth/signin/{provider}": {
    post: nextAuth(
      "Starts signing in with the parent service",
      "Form or JSON `{ csrfToken, callbackUrl? }`; answers with the parent service's authorization URL. Counts against the sign-in abuse limit.",
      ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "RATE_LIMITED"],
    ),
  },
  "/api/auth/callback/{provider}": {
    get: nextAuth("The parent service's OAuth callback", "Sets the tenant session cookie and redirects back.", [], 302),
  },
  "/api/auth/signout": {
    post: nextAuth("Signs the tenant user out", "Form or JSON `{ csrfToken, callbackUrl? }`; clears the session.", [
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
    ]),
  },
  "/api/auth/error": { get: nextAuth("next-auth's error page", "`?error=` names next-auth's error code.") },
};

const serve = documented({ kind: "catchAll", paths: NEXT_AUTH_PATHS }, handler);

export { serve as GET, serve as POST };
