import { z } from "zod";
import { OAUTH_CLIENT_STATES } from "../integration";
import { ZOauthClientUse, ZScopeName } from "./oauth-client";

// A provider's add-on at the parent service as the developer API takes and answers it (issue 27):
// what an install or labs app adds to a tenant's suite. Its registration token is never answered.

/** `/api/developers/addons/{addonKey}`: the key the parent service gave. */
export const ZAddonKeyParams = z.object({
  addonKey: z.string().regex(/^[A-Za-z0-9._~-]{1,200}$/),
});

export const ZRegisterAddonRequest = z.object({
  name: z.string().trim().min(1).max(100),
  /** Where the parent service loads the add-on from: https (checked by the store). */
  addonUrl: z.string().trim().min(1).max(2000),
  scopes: z.array(ZScopeName).max(50),
});
export type TRegisterAddonRequest = z.infer<typeof ZRegisterAddonRequest>;

export const ZUpdateAddonRequest = ZRegisterAddonRequest.partial();
export type TUpdateAddonRequest = z.infer<typeof ZUpdateAddonRequest>;

/** An add-on as the developer area sees it. */
export const ZAddon = z.object({
  addonKey: z.string(),
  name: z.string(),
  addonUrl: z.string(),
  scopes: z.array(z.string()),
  /** As the parent service last answered; null for an add-on the store did not register (demo data). */
  state: z.enum(OAUTH_CLIENT_STATES).nullable(),
  stateCheckedAt: z.iso.datetime().nullable(),
  /** Whether the store can manage it at the parent service (registered from the developer area). */
  managed: z.boolean(),
  /** The apps and open drafts that name it. */
  usedBy: z.array(ZOauthClientUse),
});
export type TAddon = z.infer<typeof ZAddon>;

export const ZAddonList = z.object({ addons: z.array(ZAddon) });
