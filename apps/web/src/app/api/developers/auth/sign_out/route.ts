import { signOutRoute } from "@/features/platform/accounts/server/account-routes";

/** SPEC §7 developer sign-out: ends the session and clears its cookie (204). */
export const POST = signOutRoute("providerUser");
