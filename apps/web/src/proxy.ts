import { type NextRequest, NextResponse } from "next/server";

/** Hands the current path to server components (canonical URL, footer variant, analytics). */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-pathname", request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ["/((?!_next/|img/|api/|favicon.ico|scripts/).*)"],
};
