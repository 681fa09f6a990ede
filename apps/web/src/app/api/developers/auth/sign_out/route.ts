import { signOutRoute } from "@/features/accounts/account-routes";

/** SPEC §7 developer sign-out: ends the session and clears its cookie (204). */
export const POST = signOutRoute("providerUser");
