import { accountPageMetadata, SignInPage } from "@/features/accounts/account-pages";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata() {
  return accountPageMetadata("providerSignIn");
}

/** SPEC §2 developer sign-in; `?callbackUrl=` leads back to the page that asked. */
export default function DeveloperSignInPage({ searchParams }: TProps) {
  return <SignInPage audience="providerUser" searchParams={searchParams} />;
}
