import {
  accountPageMetadata,
  PasswordEditPage,
  passwordEditPageQuery,
} from "@/features/platform/accounts/account-pages";
import { page } from "@/server/pages/page";

export function generateMetadata() {
  return accountPageMetadata("passwordEdit");
}

/** SPEC §2 password edit: `?reset_password_token=` from the mail, or the signed-in change. */
export default page({ query: passwordEditPageQuery }, ({ query }) => (
  <PasswordEditPage audience="providerUser" token={query.token} />
));
