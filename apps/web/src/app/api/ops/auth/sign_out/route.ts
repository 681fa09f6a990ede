import { signOutRoute } from "@/features/platform/accounts/server/account-routes";

/** The operator signs out: ends the session and clears its cookie (204). */
export const POST = signOutRoute("operator");
