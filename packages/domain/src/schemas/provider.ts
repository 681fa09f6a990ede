import { z } from "zod";
import { CHANGE_REQUEST_STATUSES, APP_STATUSES } from "../enums";
import { ZIsoDate, ZLink, ZNestedItemMarker } from "./common";
import { ZAppContent } from "./app";

export const ZProviderAward = z.object({ id: z.number().int(), title: z.string(), description: z.string() });

/** SPEC §3 App provider. */
export const ZAppProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  url: ZLink.nullable(),
  email: z.string(),
  updatedAt: ZIsoDate,
  awards: z.array(ZProviderAward),
});
export type TAppProvider = z.infer<typeof ZAppProvider>;

export const ZUpdateAppProviderRequest = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000),
  address: z.string().max(200),
  url: ZLink.nullable(),
  email: z.email(),
  awards: z.array(
    ZNestedItemMarker.extend({ title: z.string().trim().min(1).max(100), description: z.string().max(500) }),
  ),
});
export type TUpdateAppProviderRequest = z.infer<typeof ZUpdateAppProviderRequest>;

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

/** SPEC §3 Draft app: all app fields plus its own. */
export const ZDraftApp = ZAppContent.extend({
  id: z.number().int(),
  appId: z.number().int().nullable(),
  merged: z.boolean(),
  updatedAt: ZIsoDate,
  notificationEmail: z.string().nullable(),
  loginUrl: ZLink.nullable(),
  changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES),
});
export type TDraftApp = z.infer<typeof ZDraftApp>;

/** SPEC §3 Own-app list. */
export const ZOwnAppList = z.object({
  apps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      status: z.enum(APP_STATUSES),
      updatedAt: ZIsoDate,
      changeRequestStatus: z.enum(CHANGE_REQUEST_STATUSES).nullable(),
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
