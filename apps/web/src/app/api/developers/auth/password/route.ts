import { requestPasswordResetRoute } from "@/features/platform/accounts/server/account-routes";

/** SPEC §7 password reset request: the same answer (202) whether or not the address has an account. */
export const POST = requestPasswordResetRoute("providerUser");
