import { type NextRequest, NextResponse } from "next/server";
import { guardTenantAdminPage } from "@/features/auth/tenant-admin-proxy";
import { SCREEN_REWRITE_HEADER } from "@/features/errors/screen-rewrite";

/**
 * Hands the current path to server components (canonical URL, footer variant, analytics), and
 * answers refused tenant-admin pages with their status (features/auth/tenant-admin-proxy.ts).
 */
export async function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-pathname", request.nextUrl.pathname);
  requestHeaders.delete(SCREEN_REWRITE_HEADER);
  return guardTenantAdminPage(request, requestHeaders, () =>
    NextResponse.next({ request: { headers: requestHeaders } }),
  );
}

export const config = {
  matcher: ["/((?!_next/|img/|api/|favicon.ico|scripts/).*)"],
};
