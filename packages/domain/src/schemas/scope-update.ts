import { z } from "zod";
import { SCOPE_UPDATE_DECISIONS } from "../scope-update";

/** Issue 27 item 4: the admin's answer to an update that asks for more scopes. */
export const ZScopeUpdateRequest = z.object({ decision: z.enum(SCOPE_UPDATE_DECISIONS) });
export type TScopeUpdateRequest = z.infer<typeof ZScopeUpdateRequest>;

/**
 * What the decision came to: the new scopes granted, the old grant kept, the app disconnected, or
 * (a disconnect the parent service has not confirmed yet) in progress.
 */
export const ZScopeUpdateResponse = z.object({
  status: z.enum(["approved", "kept", "disconnected", "in_progress"]),
  /** The scopes the tenant grants now (empty once disconnected). */
  grantedScopes: z.array(z.string()),
});
export type TScopeUpdateResponse = z.infer<typeof ZScopeUpdateResponse>;
