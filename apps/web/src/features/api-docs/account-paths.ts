import "server-only";
import {
  ZAcceptInvitation,
  ZAccountSignIn,
  ZPasswordEdit,
  ZPasswordReset,
  ZPasswordResetRequest,
  ZProviderUserInvitation,
} from "@store/domain/schemas/account";
import type { TOperationSpec, TPathSpecs } from "./operation";

// The account endpoints of SPEC §7 for provider users (`/api/developers/auth/*`) and their
// operator twins (`/api/ops/auth/*`), declared once for both as account-routes.ts declares them.

const SIGNED_IN = "Signed in: `{ signedIn: true, home }`, with the session cookie.";

function accountPaths(base: string, tag: string, audience: string): TPathSpecs {
  const browserOnly: Pick<TOperationSpec, "tags" | "origin"> = { tags: [tag], origin: "required" };
  return {
    [`${base}/sign_in`]: {
      post: {
        ...browserOnly,
        summary: `Signs a ${audience} in with e-mail and password`,
        description:
          "An unknown address, an account without a password and a wrong password answer the same 401. Attempts are counted per client address and per e-mail address (known or not, from any client): past either limit the answer is 429 with `Retry-After`, the same for every address; nothing locks the account, and a password reset by mail clears the address's count. 403 only after the right password of a suspended account.",
        body: ZAccountSignIn,
        rateLimited: true,
        answers: [{ status: 200, description: SIGNED_IN }],
        errors: ["UNAUTHENTICATED", "FORBIDDEN"],
      },
    },
    [`${base}/sign_out`]: {
      post: {
        ...browserOnly,
        summary: `Signs a ${audience} out`,
        answers: [{ status: 204, description: "The session is ended and its cookie cleared (also without one)." }],
      },
    },
    [`${base}/password`]: {
      post: {
        ...browserOnly,
        summary: "Asks for a password reset mail",
        body: ZPasswordResetRequest,
        rateLimited: true,
        answers: [{ status: 202, description: "`{ accepted: true }`, the same for every address." }],
      },
    },
  };
}

const providerPasswordEdit: TOperationSpec = {
  tags: ["Developer accounts"],
  origin: "required",
  summary: "Sets a new password: with the mail's reset token, or signed in with the current password",
  body: ZPasswordEdit,
  rateLimited: true,
  answers: [
    { status: 200, description: `With a reset token. ${SIGNED_IN}` },
    { status: 204, description: "The signed-in provider user's password is changed." },
  ],
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
};

export const ACCOUNT_PATHS: TPathSpecs = {
  ...accountPaths("/api/developers/auth", "Developer accounts", "provider user"),
  "/api/developers/auth/password/edit": { put: providerPasswordEdit },
  "/api/developers/auth/invitation": {
    post: {
      tags: ["Developer accounts"],
      origin: "required",
      summary: "Accepts an invitation: sets the password and signs the new provider user in",
      body: ZAcceptInvitation,
      rateLimited: true,
      answers: [{ status: 200, description: SIGNED_IN }],
      errors: ["NOT_FOUND"],
    },
  },
  ...accountPaths("/api/ops/auth", "Operator", "store operator"),
  "/api/ops/auth/password/edit": {
    put: {
      tags: ["Operator"],
      origin: "required",
      summary: "Sets a new operator password with the mail's reset token",
      body: ZPasswordReset,
      rateLimited: true,
      answers: [{ status: 200, description: SIGNED_IN }],
      errors: ["NOT_FOUND"],
    },
  },
  "/api/ops/provider_user_invitations": {
    post: {
      tags: ["Operator"],
      auth: "operator",
      origin: "required",
      summary: "Invites a person of an app provider; the invitation mail is queued",
      body: ZProviderUserInvitation,
      answers: [{ status: 202, description: "`{ providerUserId, newUser }`." }],
      errors: ["NOT_FOUND", "CONFLICT"],
    },
  },
};
