import { accountPageMetadata, PasswordEditPage } from "@/features/accounts/account-pages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("passwordEdit");
}

/** SPEC §2 password edit: `?reset_password_token=` from the mail, or the signed-in change. */
export default function DeveloperPasswordEditPage({ searchParams }: TProps) {
  return <PasswordEditPage audience="providerUser" searchParams={searchParams} />;
}
