import { z } from "zod";

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
