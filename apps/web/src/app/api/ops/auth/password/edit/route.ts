import { operatorPasswordEditRoute } from "@/features/accounts/account-routes";

/** The operator sets a new password with the reset token of the mail, and is signed in. */
export const PUT = operatorPasswordEditRoute();
