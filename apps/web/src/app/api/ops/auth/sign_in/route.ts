import { signInRoute } from "@/features/platform/accounts/server/account-routes";

/** The operator signs in: e-mail and password; the operator session cookie on success. */
export const POST = signInRoute("operator");
