import { accountPageMetadata, RequestPasswordResetPage } from "@/features/platform/accounts/account-pages";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";

export function generateMetadata() {
  return accountPageMetadata("passwordReset");
}

/** The operator asks for a password-reset mail. */
export default function OperatorPasswordResetPage() {
  return (
    <OpsClientMessages namespaces={["accounts"]}>
      <RequestPasswordResetPage audience="operator" />
    </OpsClientMessages>
  );
}
