import { accountPageMetadata, SignInPage } from "@/features/accounts/account-pages";
import { OpsClientMessages } from "@/features/operator/components/ops-client-messages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("operatorSignIn");
}

/** The operator signs in (ARCHITECTURE.md: the operator area is /ops); `?callbackUrl=` leads back. */
export default function OperatorSignInPage({ searchParams }: TProps) {
  return (
    <OpsClientMessages namespaces={["accounts"]}>
      <SignInPage audience="operator" searchParams={searchParams} />
    </OpsClientMessages>
  );
}
