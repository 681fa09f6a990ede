import { inviteProviderUserRoute } from "@/features/platform/accounts/server/account-routes";

/** An operator invites a person of an app provider; the invitation mail is queued (202). */
export const POST = inviteProviderUserRoute();
