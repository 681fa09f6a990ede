import "server-only";
import { type NextRequest, NextResponse } from "next/server";
import { SCREEN_PAGE_PATH, SCREEN_REWRITE_HEADER } from "@/features/platform/errors";
import { logger } from "@/server/logger";
import { readRouteSession, writeSessionCookie } from "@/server/tenant-session/session";
import { tenantAdminAccess } from "@/server/tenant-session/tenant-admin-access";

const TENANT_ADMIN_PAGE = /^\/tenant_admin(\/|$)/;

/**
 * Tenant-admin pages answer a refusal with its HTTP status (402 payment, 403 forbidden, IP or
 * subdomain, 401 a token no longer accepted) and the branded screen: a server component cannot
 * set a status, so proxy.ts decides here, with the decision pages and the API share, and rewrites
 * to the screen page. It may refresh tokens (it can set cookies); visitors go on to the page, which
 * sends them to sign in.
 */
export async function guardTenantAdminPage(
  request: NextRequest,
  requestHeaders: Headers,
  pass: () => NextResponse | Promise<NextResponse>,
): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (!TENANT_ADMIN_PAGE.test(pathname) || (request.method !== "GET" && request.method !== "HEAD")) return pass();
  const session = await readRouteSession(request).catch((error: unknown) => {
    logger.error({ err: error }, "could not decide the tenant-admin caller in proxy.ts");
    return null;
  });
  if (!session) return pass();
  const returnTo = `${pathname}${search}`;
  const access = tenantAdminAccess({ principal: session.principal(), stale: session.stale() }, returnTo);
  let response: NextResponse;
  if (access.kind === "screen") {
    const url = new URL(`${SCREEN_PAGE_PATH}/${access.screen}`, request.url);
    url.search = "";
    url.searchParams.set("returnTo", returnTo);
    if (access.subdomain) url.searchParams.set("subdomain", access.subdomain);
    const headers = new Headers(requestHeaders);
    headers.set(SCREEN_REWRITE_HEADER, "1");
    response = NextResponse.rewrite(url, { status: access.status, request: { headers } });
  } else {
    response = await pass();
  }
  if (session.changed()) await writeSessionCookie(request, response, session);
  return response;
}
