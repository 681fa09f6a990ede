import { accountPageMetadata, SignInPage, ZSignInPageQuery } from "@/features/platform/accounts/account-pages";
import { page } from "@/server/pages/page";

export function generateMetadata() {
  return accountPageMetadata("providerSignIn");
}

/** SPEC §2 developer sign-in; `?callbackUrl=` leads back to the page that asked. */
export default page({ query: ZSignInPageQuery }, ({ query }) => (
  <SignInPage audience="providerUser" callbackUrl={query.callbackUrl} />
));
