import { accountPageMetadata, PasswordEditPage } from "@/features/accounts/account-pages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("passwordEdit");
}

/** The operator sets a new password with `?reset_password_token=` from the mail. */
export default function OperatorPasswordEditPage({ searchParams }: TProps) {
  return <PasswordEditPage audience="operator" searchParams={searchParams} />;
}
