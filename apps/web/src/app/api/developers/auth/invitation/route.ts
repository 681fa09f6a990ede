import { acceptInvitationRoute } from "@/features/platform/accounts/server/account-routes";

/** SPEC §7 invitation acceptance: invitation token, password and confirmation; signs the new user in. */
export const POST = acceptInvitationRoute("providerUser");
