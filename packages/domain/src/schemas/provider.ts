import { z } from "zod";
import { ZProviderUserInvitation } from "./account";
import { ZAppProviderProfileInput } from "./app-provider-profile";

/** SPEC §3 Provider user. */
export const ZProviderUser = z.object({
  id: z.number().int(),
  appProviderId: z.number().int(),
  provider: z.string(),
  uid: z.string(),
  allowPasswordChange: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TProviderUser = z.infer<typeof ZProviderUser>;

/** SPEC §5 payloads of the developer sign-in, invitation and password reset. */
export const ZDeveloperSignInRequest = z.object({ email: z.email(), password: z.string().min(1) });
export const ZAcceptInvitationRequest = z
  .object({
    invitationToken: z.string().min(1),
    password: z.string().min(10).max(128),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "does not match",
  });
export const ZResetPasswordRequest = z
  .object({
    resetPasswordToken: z.string().min(1),
    password: z.string().min(10).max(128),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "does not match",
  });

// The operator console's providers (issue 11): a new provider with its first user's invitation,
// and the states a provider user goes through.

/** A new app provider as an operator creates it, with the person invited as its first user. */
export const ZCreateAppProviderRequest = z.object({
  name: ZAppProviderProfileInput.shape.name,
  email: ZAppProviderProfileInput.shape.email,
  url: ZAppProviderProfileInput.shape.url.optional(),
  description: ZAppProviderProfileInput.shape.description.optional(),
  firstUser: ZProviderUserInvitation.pick({ email: true, firstName: true, lastName: true }),
  /** The language of the invitation mail. */
  locale: ZProviderUserInvitation.shape.locale,
});
export type TCreateAppProviderRequest = z.infer<typeof ZCreateAppProviderRequest>;

/** The console's search of providers by name. */
export const ZAppProviderSearch = z.object({ q: z.string().trim().max(100).optional() });
export type TAppProviderSearch = z.infer<typeof ZAppProviderSearch>;

/**
 * Where a provider user stands: invited (no password yet, the invitation not accepted), active,
 * or suspended by an operator (no sign-in, no session).
 */
export const PROVIDER_USER_STATES = ["invited", "active", "suspended"] as const;
export type TProviderUserState = (typeof PROVIDER_USER_STATES)[number];

export function providerUserState(user: {
  hasPassword: boolean;
  suspendedAt: Date | string | null;
}): TProviderUserState {
  if (user.suspendedAt) return "suspended";
  return user.hasPassword ? "active" : "invited";
}

/** Resending an invitation: the language of the new mail. */
export const ZResendInvitationRequest = z.object({ locale: ZProviderUserInvitation.shape.locale });
export type TResendInvitationRequest = z.infer<typeof ZResendInvitationRequest>;

/** What a suspension, reactivation or resent invitation answers: the user's state now. */
export const ZProviderUserStateAnswer = z.object({ id: z.number().int(), state: z.enum(PROVIDER_USER_STATES) });
export type TProviderUserStateAnswer = z.infer<typeof ZProviderUserStateAnswer>;

/** What creating a provider answers (201): its id and its first user's. */
export const ZCreatedAppProvider = z.object({ id: z.number().int(), providerUserId: z.number().int() });
export type TCreatedAppProvider = z.infer<typeof ZCreatedAppProvider>;

/** A 409 of an action the user's state does not allow carries their state now (`error.details`). */
export const ZProviderUserStateConflict = z.object({ current: ZProviderUserStateAnswer });
