import { z } from "zod";
import { APP_POLICY_MODES, APP_POLICY_RULES } from "../enums";
import { ZIsoDate } from "./common";

/** The most app rules a tenant keeps (the allow list and the blocked apps together). */
export const APP_POLICY_RULES_MAX = 500;

/** One app's rule in the tenant's app policy (issue 27 item 6). */
export const ZAppPolicyRuleItem = z.object({
  code: z.string(),
  name: z.string(),
  rule: z.enum(APP_POLICY_RULES),
  updatedAt: ZIsoDate,
});
export type TAppPolicyRuleItem = z.infer<typeof ZAppPolicyRuleItem>;

/** The tenant's app policy: what members may request, and the apps on the allow list or blocked. */
export const ZAppPolicy = z.object({
  mode: z.enum(APP_POLICY_MODES),
  rules: z.array(ZAppPolicyRuleItem).describe(`Sorted by app name; at most ${APP_POLICY_RULES_MAX}.`),
});
export type TAppPolicy = z.infer<typeof ZAppPolicy>;

export const ZSetAppPolicyMode = z.object({ mode: z.enum(APP_POLICY_MODES) });
export type TSetAppPolicyMode = z.infer<typeof ZSetAppPolicyMode>;

export const ZSetAppPolicyRule = z.object({ rule: z.enum(APP_POLICY_RULES) });
export type TSetAppPolicyRule = z.infer<typeof ZSetAppPolicyRule>;

/** What a change answers: the policy as it now is, and whether anything changed (an operation-log row). */
export const ZAppPolicyChanged = ZAppPolicy.extend({ changed: z.boolean() });
export type TAppPolicyChanged = z.infer<typeof ZAppPolicyChanged>;
