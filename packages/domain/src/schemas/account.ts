import { z } from "zod";
import { PASSWORD_POLICY } from "../account-rules";
import { LOCALES } from "../locales";

// SPEC §5 sign-in payloads of the developer area (and the operator's, which are the same):
// email and password; invitation token, password and confirmation; reset token, password and
// confirmation. The password policy itself (passwordProblems) needs the account's address, so
// the use case applies it; these schemas only bound what the server reads.

/**
 * An address as typed: trimmed and compared without case (accounts store it lower-case). Refusals
 * name their message keys, which the route wrapper translates for the viewer.
 */
export const ZAccountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "accounts.fields.emailRequired")
  .pipe(z.email("accounts.fields.emailInvalid").max(254));

/**
 * A password as sent, never trimmed. Longer than any the policy allows is refused before it
 * reaches argon2 (hashing megabytes would be a cheap way to load the server).
 */
const ZPasswordInput = z
  .string()
  .min(1, "accounts.fields.passwordRequired")
  .max(PASSWORD_POLICY.maxLength * 4);

/** Tokens are 43 base64url characters; anything far longer cannot be one. */
const ZTokenInput = z.string().trim().min(1).max(128);

export const ZAccountSignIn = z.object({ email: ZAccountEmail, password: ZPasswordInput });
export type TAccountSignIn = z.infer<typeof ZAccountSignIn>;

export const ZAcceptInvitation = z.object({
  invitationToken: ZTokenInput,
  password: ZPasswordInput,
  passwordConfirmation: z.string().max(PASSWORD_POLICY.maxLength * 4),
});
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitation>;

export const ZPasswordResetRequest = z.object({ email: ZAccountEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordReset = z.object({
  resetPasswordToken: ZTokenInput,
  password: ZPasswordInput,
  passwordConfirmation: z.string().max(PASSWORD_POLICY.maxLength * 4),
});
export type TPasswordReset = z.infer<typeof ZPasswordReset>;

/** A signed-in provider user changes their own password: the current one proves it is them. */
export const ZPasswordChange = z.object({
  currentPassword: ZPasswordInput,
  password: ZPasswordInput,
  passwordConfirmation: z.string().max(PASSWORD_POLICY.maxLength * 4),
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/**
 * `PUT …/auth/password/edit`: with a reset token (from the mail), or signed in with the current
 * password. One object rather than a union, so a refusal still names its fields.
 */
export const ZPasswordEdit = z.object({
  resetPasswordToken: ZTokenInput.optional(),
  currentPassword: ZPasswordInput.optional(),
  password: ZPasswordInput,
  passwordConfirmation: z.string().max(PASSWORD_POLICY.maxLength * 4),
});
export type TPasswordEdit = z.infer<typeof ZPasswordEdit>;

/** An operator invites a person of an app provider (the command line, and later the console). */
export const ZProviderUserInvitation = z.object({
  appProviderId: z.number().int().positive().max(2_147_483_647),
  email: ZAccountEmail,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  /** The language of the invitation mail. */
  locale: z.enum(LOCALES),
});
export type TProviderUserInvitation = z.infer<typeof ZProviderUserInvitation>;
