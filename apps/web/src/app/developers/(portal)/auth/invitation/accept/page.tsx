import {
  AcceptInvitationPage,
  accountPageMetadata,
  ZInvitationPageQuery,
} from "@/features/platform/accounts/account-pages";
import { INVITATION_TOKEN_PARAM } from "@/paths/account-paths";
import { page } from "@/server/pages/page";

export function generateMetadata() {
  return accountPageMetadata("invitation");
}

/** SPEC §2 invitation acceptance: `?invitation_token=` from the mail. */
export default page({ query: ZInvitationPageQuery }, ({ query }) => (
  <AcceptInvitationPage token={query[INVITATION_TOKEN_PARAM]} />
));
