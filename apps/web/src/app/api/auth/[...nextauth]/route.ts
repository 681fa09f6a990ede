import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { CALLBACK_URL_COOKIE, guardAuthRequest, isUsableCallbackUrl } from "@/features/auth/auth-request-guard";
import { errorResponse } from "@/server/error-response";
import { authOptions } from "@/server/tenant-session/session";

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

export { handler as GET, handler as POST };
