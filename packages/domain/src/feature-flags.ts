import { z } from "zod";
import { APP_STATUSES } from "./enums";

/** SPEC §3 Feature flags, read from request headers outside the test/production flag environment. */
export const ZFeatureFlags = z.object({
  permissioningFlag: z.boolean(),
  forcedAppStatus: z.enum(APP_STATUSES).nullable(),
  forcedNewsOrders: z.array(z.number().int()).nullable(),
});
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>;

export const NO_FLAGS: TFeatureFlags = { permissioningFlag: false, forcedAppStatus: null, forcedNewsOrders: null };

/** Flag environments in which request headers may not change what the store shows. */
const LOCKED_FLAG_ENVIRONMENTS = new Set(["test", "production"]);

/**
 * Reads the three flag headers. Unparseable values are ignored rather than rejected: a flag
 * is a developer's convenience, never a reason for a visitor's request to fail.
 */
export function readFeatureFlags(get: (name: string) => string | null, flagEnvironment: string): TFeatureFlags {
  if (LOCKED_FLAG_ENVIRONMENTS.has(flagEnvironment)) return NO_FLAGS;
  const permissioning = get("permissioning-flag");
  const status = ZFeatureFlags.shape.forcedAppStatus.safeParse(get("forced-app-status"));
  const orders = (get("forced-news-orders") ?? "")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    permissioningFlag: permissioning === "true" || permissioning === "1",
    forcedAppStatus: status.success ? status.data : null,
    forcedNewsOrders: orders.length > 0 ? orders : null,
  };
}

export function activeFlagNames(flags: TFeatureFlags): string[] {
  const names: string[] = [];
  if (flags.permissioningFlag) names.push("permissioningFlag");
  if (flags.forcedAppStatus) names.push(`forcedAppStatus=${flags.forcedAppStatus}`);
  if (flags.forcedNewsOrders) names.push(`forcedNewsOrders=${flags.forcedNewsOrders.join(",")}`);
  return names;
}

/**
 * Features built but not yet released: hidden unless the permissioning-flag header unlocks them,
 * which it can only outside the test and production flag environments (readFeatureFlags).
 * - loginPrompt: the store suggests signing in unprompted, once per browser tab, with a blockable
 *   login dialog (SPEC §2 'do not show this message again').
 */
export const UNRELEASED_FEATURES = ["loginPrompt"] as const;
export type TUnreleasedFeature = (typeof UNRELEASED_FEATURES)[number];

export function unlockedFeatures(flags: TFeatureFlags): TUnreleasedFeature[] {
  return flags.permissioningFlag ? [...UNRELEASED_FEATURES] : [];
}
