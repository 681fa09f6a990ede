import { signInRoute } from "@/features/platform/accounts/server/account-routes";

/** SPEC §7 developer sign-in: e-mail and password; the developer session cookie on success. */
export const POST = signInRoute("providerUser");
