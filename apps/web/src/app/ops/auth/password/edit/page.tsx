import { accountPageMetadata, PasswordEditPage } from "@/features/accounts/account-pages";
import { OpsClientMessages } from "@/features/operator/components/ops-client-messages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("passwordEdit");
}

/** The operator sets a new password with `?reset_password_token=` from the mail. */
export default function OperatorPasswordEditPage({ searchParams }: TProps) {
  return (
    <OpsClientMessages namespaces={["accounts"]}>
      <PasswordEditPage audience="operator" searchParams={searchParams} />
    </OpsClientMessages>
  );
}
