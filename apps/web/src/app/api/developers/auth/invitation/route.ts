import { acceptInvitationRoute } from "@/features/accounts/account-routes";

/** SPEC §7 invitation acceptance: invitation token, password and confirmation; signs the new user in. */
export const POST = acceptInvitationRoute("providerUser");
