import { operatorPasswordEditRoute } from "@/features/platform/accounts/server/account-routes";

/** The operator sets a new password with the reset token of the mail, and is signed in. */
export const PUT = operatorPasswordEditRoute();
