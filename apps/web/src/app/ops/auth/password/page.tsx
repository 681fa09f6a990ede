import { accountPageMetadata, RequestPasswordResetPage } from "@/features/accounts/account-pages";

export function generateMetadata() {
  return accountPageMetadata("passwordReset");
}

/** The operator asks for a password-reset mail. */
export default function OperatorPasswordResetPage() {
  return <RequestPasswordResetPage audience="operator" />;
}
