import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
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
