import { AcceptInvitationPage, accountPageMetadata } from "@/features/accounts/account-pages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("invitation");
}

/** SPEC §2 invitation acceptance: `?invitation_token=` from the mail. */
export default function InvitationAcceptPage({ searchParams }: TProps) {
  return <AcceptInvitationPage searchParams={searchParams} />;
}
