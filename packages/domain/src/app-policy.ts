// Issue 27 item 6, the tenant admin's app policy, as one pure decision: may a member of the tenant
// ask its admins for an app? Admins are not refused anything by it: the policy is about members'
// requests, and an admin may still install a blocked app or one off the allow list.
import type { TAppPolicyMode, TAppPolicyRule } from "./enums";

/** Why the policy refuses a member's request for an app. */
export const ACCESS_REQUEST_REFUSALS = ["blocked", "notOnList", "noRequests"] as const;
export type TAccessRequestRefusal = (typeof ACCESS_REQUEST_REFUSALS)[number];

/** The mode of a tenant without a policy of its own. */
export const DEFAULT_APP_POLICY_MODE: TAppPolicyMode = "any";

/**
 * Null when a member may request the app under the tenant's policy, else why not: `any` lets every
 * app be asked for but a blocked one; `allow_list` only an allowed one; `none` no app at all.
 */
export function accessRequestRefusal(mode: TAppPolicyMode, rule: TAppPolicyRule | null): TAccessRequestRefusal | null {
  if (mode === "none") return "noRequests";
  if (rule === "blocked") return "blocked";
  if (mode === "allow_list" && rule !== "allowed") return "notOnList";
  return null;
}

/** The operation-log type of an effective change of one app's rule (from `before` to `after`, null: none). */
export function appRuleOperationType(
  before: TAppPolicyRule | null,
  after: TAppPolicyRule | null,
): "app_allowed" | "app_disallowed" | "app_blocked" | "app_unblocked" | null {
  if (before === after) return null;
  if (after === "blocked") return "app_blocked";
  if (after === "allowed") return "app_allowed";
  return before === "blocked" ? "app_unblocked" : "app_disallowed";
}

/** The operation-log type of a change of the mode. */
export function appPolicyModeOperationType(mode: TAppPolicyMode) {
  return `app_policy_${mode}` as const;
}
