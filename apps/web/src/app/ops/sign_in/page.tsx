import { accountPageMetadata, SignInPage, ZSignInPageQuery } from "@/features/platform/accounts/account-pages";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { page } from "@/server/pages/page";

export function generateMetadata() {
  return accountPageMetadata("operatorSignIn");
}

/** The operator signs in (ARCHITECTURE.md: the operator area is /ops); `?callbackUrl=` leads back. */
export default page({ query: ZSignInPageQuery }, ({ query }) => (
  <OpsClientMessages namespaces={["accounts"]}>
    <SignInPage audience="operator" callbackUrl={query.callbackUrl} />
  </OpsClientMessages>
));
