// The public server side of this feature: what other features may import from it (server-only).
import "server-only";

export { personName } from "./server/account-mail";
export { invitationMailJob, passwordResetMailJob } from "./server/accounts-jobs";
export { inviteProviderUser } from "./server/invite-provider-user";
export { issueInvitation } from "./server/issue-invitation";
