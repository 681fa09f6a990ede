import { accountPageMetadata, RequestPasswordResetPage } from "@/features/platform/accounts/account-pages";

export function generateMetadata() {
  return accountPageMetadata("passwordReset");
}

/** SPEC §2 password reset, first step: the address to mail the link to. */
export default function DeveloperPasswordResetPage() {
  return <RequestPasswordResetPage audience="providerUser" />;
}
