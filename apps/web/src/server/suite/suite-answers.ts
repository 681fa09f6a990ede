import { z } from "zod";

// What the parent service answers about a user and their tokens (SPEC §7), as the store reads it.

/** One of the user's tenants in the parent service's answers. */
export const ZSuiteTenant = z.object({
  id: z.string(),
  subdomain: z.string(),
  name: z.string(),
  admin: z.boolean(),
  active: z.boolean(),
});

/** The parent service's `GET /api/v1/users/me`. */
export const ZSuiteMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  tenants: z.array(ZSuiteTenant),
  currentTenantId: z.string().nullable(),
});
export type TSuiteMe = z.infer<typeof ZSuiteMe>;

export type TSuiteTokens = { accessToken: string; refreshToken: string | null; accessTokenExpiresAt: number };
