import { NextResponse } from "next/server";
import {
  endSessionsOf,
  suiteSigningKeys,
  verifyLogoutToken,
  ZBackchannelLogoutForm,
} from "@/features/tenant/auth/server/backchannel-logout";
import { config } from "@/server/config";
import { logger } from "@/server/logger";
import { route } from "@/server/http/route";

let keys: ReturnType<typeof suiteSigningKeys> | undefined;

/**
 * OpenID Connect back-channel logout: the parent service POSTs `logout_token` (form-encoded) when
 * a user logs out there; every store session of that parent-service session ends. 200 when done,
 * 400 for a token that does not verify (nothing ends).
 */
export const POST = route(
  {
    summary: "OpenID Connect back-channel logout from the parent service",
    description: "Ends every store session of the parent-service session the signed `logout_token` names.",
    tags: ["Tenant sign-in"],
    body: { form: ZBackchannelLogoutForm },
    bodyLimitBytes: 16 * 1024,
    answers: [{ status: 200, description: "The sessions are ended." }],
  },
  async ({ db, body: { logout_token: token } }) => {
    const { SUITE_URL, SUITE_CLIENT_ID } = config();
    keys ??= suiteSigningKeys(SUITE_URL);
    const subject = await verifyLogoutToken(token, { keys, issuer: SUITE_URL, audience: SUITE_CLIENT_ID });
    const ended = await endSessionsOf(db, subject, new Date());
    logger.info({ area: "auth", sid: subject.sid, sub: subject.sub, ended }, "back-channel logout");
    return new NextResponse(null, { status: 200, headers: { "cache-control": "no-store" } });
  },
);
