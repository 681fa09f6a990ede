import { providerPasswordEditRoute } from "@/features/platform/accounts/server/account-routes";

/** SPEC §7 password edit: a new password with the reset token, or the signed-in change when allowed. */
export const PUT = providerPasswordEditRoute();
