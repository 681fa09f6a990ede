import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/server/session";

/** next-auth's endpoints of SPEC §2: session, csrf, providers, signin, callback, signout, error. */
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return NextAuth(request, context, await authOptions());
}

export { handler as GET, handler as POST };
