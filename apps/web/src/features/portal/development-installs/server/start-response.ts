import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";
import { DEVELOPMENT_INSTALL_COOKIE, DEVELOPMENT_INSTALL_TTL_S } from "./install-state";
import type { TDevelopmentInstallStart } from "./start-development-install";

export const ZDevelopmentInstallStart = z.object({
  authorizeUrl: z
    .string()
    .describe(
      "The parent service's sign-in and consent page to send the browser to; for an add-on, added " +
        "already, the draft's page with the outcome.",
    ),
  tenantName: z.string().describe("The development or review tenant the draft is installed in."),
});

export const DEVELOPMENT_INSTALL_NOTE =
  "For a connection the browser goes to the parent service's consent page and comes back to the " +
  "store's callback, which reads the grant from the parent service; an install or labs draft's " +
  "registered add-on is added by the store at once. A development installation never counts as an " +
  "install: no figure, count or lifecycle webhook sees it.";

/** The answer of a start: where to go, with the nonce cookie that binds the callback to this browser. */
export function startResponse(start: TDevelopmentInstallStart): NextResponse {
  const response = NextResponse.json({ authorizeUrl: start.authorizeUrl, tenantName: start.tenantName });
  if (start.nonce === null) return response;
  response.cookies.set(DEVELOPMENT_INSTALL_COOKIE, start.nonce, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production" && !process.env.BASE_URL?.startsWith("http://"),
    path: DEVELOPMENT_CALLBACK_PATH,
    maxAge: DEVELOPMENT_INSTALL_TTL_S,
  });
  return response;
}
