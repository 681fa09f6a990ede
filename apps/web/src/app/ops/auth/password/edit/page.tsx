import {
  accountPageMetadata,
  PasswordEditPage,
  passwordEditPageQuery,
} from "@/features/platform/accounts/account-pages";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { page } from "@/server/pages/page";

export function generateMetadata() {
  return accountPageMetadata("passwordEdit");
}

/** The operator sets a new password with `?reset_password_token=` from the mail. */
export default page({ query: passwordEditPageQuery }, ({ query }) => (
  <OpsClientMessages namespaces={["accounts"]}>
    <PasswordEditPage audience="operator" token={query.token} />
  </OpsClientMessages>
));
