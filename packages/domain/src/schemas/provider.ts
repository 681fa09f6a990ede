import { z } from "zod";
import { CHANGE_REQUEST_STATUSES, APP_STATUSES } from "../enums";
import { ZIsoDate } from "./common";

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

/** SPEC §3 Own-app list. */
export const ZOwnAppList = z.object({
  apps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      status: z.enum(APP_STATUSES),
      updatedAt: ZIsoDate,
      /** The change request status of the app's open draft (DOMAIN.md: one at a time), if it has one. */
      changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES).nullable(),
      /** Beyond SPEC §3: that open draft, so the list links to it rather than to a new one. */
      openDraftId: z.number().int().nullable(),
    }),
  ),
  draftApps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      updatedAt: ZIsoDate,
      appId: z.number().int().nullable(),
      changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES),
    }),
  ),
});
export type TOwnAppList = z.infer<typeof ZOwnAppList>;

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
