import "server-only";
import type { TAccountAudience } from "@store/domain/principals";
import {
  ZAcceptInvitation,
  ZAccountSignIn,
  ZPasswordEdit,
  ZPasswordReset,
  ZPasswordResetRequest,
  ZProviderUserInvitation,
} from "@store/domain/schemas/account";
import { NextResponse } from "next/server";
import { clearAccountSessionCookie, setAccountSessionCookie } from "@/server/account-session";
import { accountSignInRequired, route } from "@/server/route";
import { ACCOUNT_PAGES } from "./account-paths";
import { acceptInvitation } from "./accept-invitation";
import { changePassword } from "./change-password";
import { inviteProviderUser } from "./invite-provider-user";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signInAccount } from "./sign-in-account";
import { signOutAccount } from "./sign-out-account";

// The account endpoints of SPEC §7 (`/api/developers/auth/*`) and their operator twins
// (`/api/ops/auth/*`), one definition per endpoint for both audiences. Every one is a browser-only
// write (Origin required); sign-ins and reset requests count against their abuse limits.

/** A new session's cookie on the answer, with where the area starts. */
function signedIn(audience: TAccountAudience, session: { token: string; expiresAt: Date }): NextResponse {
  const response = NextResponse.json({ signedIn: true, home: ACCOUNT_PAGES[audience].home });
  setAccountSessionCookie(response, audience, session);
  return response;
}

/** `POST …/auth/sign_in`: e-mail and password; the session cookie on success. */
export function signInRoute(audience: TAccountAudience) {
  return route(
    { body: ZAccountSignIn, origin: "required", rateLimit: "accountSignInPerIp" },
    async ({ db, body, client }) =>
      signedIn(audience, await signInAccount(db, { audience, credentials: body, client })),
  );
}

/** `POST …/auth/sign_out`: ends the session of the cookie and clears it; 204 even without one. */
export function signOutRoute(audience: TAccountAudience) {
  return route({ origin: "required" }, async ({ db, request }) => {
    await signOutAccount(db, audience, request.cookies);
    const response = new NextResponse(null, { status: 204 });
    clearAccountSessionCookie(response, audience);
    return response;
  });
}

/** `POST /api/developers/auth/invitation`: accepts an invitation and signs the new user in. */
export function acceptInvitationRoute(audience: TAccountAudience) {
  return route(
    { body: ZAcceptInvitation, origin: "required", rateLimit: "accountSignInPerIp" },
    async ({ db, body, client, locale }) =>
      signedIn(audience, await acceptInvitation(db, { audience, body, client, locale })),
  );
}

/** `POST …/auth/password`: asks for a reset mail; 202 with the same answer for every address. */
export function requestPasswordResetRoute(audience: TAccountAudience) {
  return route(
    { body: ZPasswordResetRequest, origin: "required", rateLimit: "passwordResetPerIp" },
    async ({ db, body, locale }) =>
      NextResponse.json(await requestPasswordReset(db, { audience, body, locale }), { status: 202 }),
  );
}

/**
 * `PUT /api/developers/auth/password/edit`: with the mail's reset token, sets the password and
 * signs in anew; without one, the signed-in provider user changes their own (403 unless allowed).
 */
export function providerPasswordEditRoute() {
  return route(
    { optionalAuth: "providerUser", body: ZPasswordEdit, origin: "required", rateLimit: "accountSignInPerIp" },
    async ({ db, body, principal, client, locale }) => {
      const { resetPasswordToken, currentPassword, password, passwordConfirmation } = body;
      if (resetPasswordToken !== undefined) {
        const reset = { resetPasswordToken, password, passwordConfirmation };
        const session = await resetPassword(db, { audience: "providerUser", body: reset, client, locale });
        return signedIn("providerUser", session);
      }
      if (!principal) throw accountSignInRequired("providerUser");
      await changePassword(db, principal, {
        body: { currentPassword: currentPassword ?? "", password, passwordConfirmation },
        locale,
      });
      return undefined;
    },
  );
}

/** `PUT /api/ops/auth/password/edit`: an operator sets a new password with the mail's reset token. */
export function operatorPasswordEditRoute() {
  return route(
    { body: ZPasswordReset, origin: "required", rateLimit: "accountSignInPerIp" },
    async ({ db, body, client, locale }) =>
      signedIn("operator", await resetPassword(db, { audience: "operator", body, client, locale })),
  );
}

/**
 * `POST /api/ops/provider_user_invitations`: a signed-in operator invites a person of an app
 * provider (DOMAIN.md) in the language the mail should be in; 202 once the mail is queued.
 */
export function inviteProviderUserRoute() {
  return route(
    { auth: "operator", body: ZProviderUserInvitation, origin: "required" },
    async ({ db, body, log, principal }) => {
      const invited = await inviteProviderUser(db, body, { operatorId: principal.operatorId });
      log.info({ providerUserId: invited.providerUserId, newUser: invited.newUser }, "provider user invited");
      return NextResponse.json({ providerUserId: invited.providerUserId, newUser: invited.newUser }, { status: 202 });
    },
  );
}
