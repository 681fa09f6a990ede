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
import { accountSignInRequired, route } from "@/server/http/route";
import { ACCOUNT_PAGES } from "@/paths/account-paths";
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

/** How the API description groups and names each audience's account endpoints. */
const DOCS_OF = {
  providerUser: { tags: ["Developer accounts"], who: "provider user" },
  operator: { tags: ["Operator"], who: "store operator" },
} as const;

const SIGNED_IN = "Signed in: `{ signedIn: true, home }`, with the session cookie.";

/** A new session's cookie on the answer, with where the area starts. */
function signedIn(audience: TAccountAudience, session: { token: string; expiresAt: Date }): NextResponse {
  const response = NextResponse.json({ signedIn: true, home: ACCOUNT_PAGES[audience].home });
  setAccountSessionCookie(response, audience, session);
  return response;
}

/** `POST …/auth/sign_in`: e-mail and password; the session cookie on success. */
export function signInRoute(audience: TAccountAudience) {
  return route(
    {
      summary: `Signs a ${DOCS_OF[audience].who} in with e-mail and password`,
      description:
        "An unknown address, an account without a password and a wrong password answer the same 401. Attempts are counted per client address and per e-mail address (known or not, from any client): past either limit the answer is 429 with `Retry-After`, the same for every address; nothing locks the account, and a password reset by mail clears the address's count. 403 only after the right password of a suspended account.",
      tags: DOCS_OF[audience].tags,
      body: ZAccountSignIn,
      origin: "required",
      rateLimit: "accountSignInPerIp",
      answers: [{ status: 200, description: SIGNED_IN }],
      errors: ["UNAUTHENTICATED", "FORBIDDEN"],
    },
    async ({ db, body, client }) =>
      signedIn(audience, await signInAccount(db, { audience, credentials: body, client })),
  );
}

/** `POST …/auth/sign_out`: ends the session of the cookie and clears it; 204 even without one. */
export function signOutRoute(audience: TAccountAudience) {
  const docs = {
    summary: `Signs a ${DOCS_OF[audience].who} out`,
    tags: DOCS_OF[audience].tags,
    answers: [{ status: 204, description: "The session is ended and its cookie cleared (also without one)." }],
  } as const;
  return route({ ...docs, origin: "required" }, async ({ db, request }) => {
    await signOutAccount(db, audience, request.cookies);
    const response = new NextResponse(null, { status: 204 });
    clearAccountSessionCookie(response, audience);
    return response;
  });
}

/** `POST /api/developers/auth/invitation`: accepts an invitation and signs the new user in. */
export function acceptInvitationRoute(audience: TAccountAudience) {
  return route(
    {
      summary: `Accepts an invitation: sets the password and signs the new ${DOCS_OF[audience].who} in`,
      tags: DOCS_OF[audience].tags,
      body: ZAcceptInvitation,
      origin: "required",
      rateLimit: "accountSignInPerIp",
      answers: [{ status: 200, description: SIGNED_IN }],
      errors: ["NOT_FOUND"],
    },
    async ({ db, body, client, locale }) =>
      signedIn(audience, await acceptInvitation(db, { audience, body, client, locale })),
  );
}

/** `POST …/auth/password`: asks for a reset mail; 202 with the same answer for every address. */
export function requestPasswordResetRoute(audience: TAccountAudience) {
  return route(
    {
      summary: "Asks for a password reset mail",
      tags: DOCS_OF[audience].tags,
      body: ZPasswordResetRequest,
      origin: "required",
      rateLimit: "passwordResetPerIp",
      answers: [{ status: 202, description: "`{ accepted: true }`, the same for every address." }],
    },
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
    {
      summary: "Sets a new password: with the mail's reset token, or signed in with the current password",
      tags: DOCS_OF.providerUser.tags,
      optionalAuth: "providerUser",
      body: ZPasswordEdit,
      origin: "required",
      rateLimit: "accountSignInPerIp",
      answers: [
        { status: 200, description: `With a reset token. ${SIGNED_IN}` },
        { status: 204, description: "The signed-in provider user's password is changed." },
      ],
      errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
    },
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
    {
      summary: "Sets a new operator password with the mail's reset token",
      tags: DOCS_OF.operator.tags,
      body: ZPasswordReset,
      origin: "required",
      rateLimit: "accountSignInPerIp",
      answers: [{ status: 200, description: SIGNED_IN }],
      errors: ["NOT_FOUND"],
    },
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
    {
      summary: "Invites a person of an app provider; the invitation mail is queued",
      tags: DOCS_OF.operator.tags,
      auth: "operator",
      body: ZProviderUserInvitation,
      origin: "required",
      answers: [{ status: 202, description: "`{ providerUserId, newUser }`." }],
      errors: ["NOT_FOUND", "CONFLICT"],
    },
    async ({ db, body, log, principal }) => {
      const invited = await inviteProviderUser(db, body, { operatorId: principal.operatorId });
      log.info({ providerUserId: invited.providerUserId, newUser: invited.newUser }, "provider user invited");
      return NextResponse.json({ providerUserId: invited.providerUserId, newUser: invited.newUser }, { status: 202 });
    },
  );
}
