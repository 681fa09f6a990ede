import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { z } from "zod";
import { authErrorCode } from "@/features/tenant/auth/auth-error-codes";
import { SignInPanel } from "@/features/tenant/auth/sign-in-panel";
import { safeCallbackUrl } from "@store/domain/sign-in-url";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { config } from "@/server/config";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { readSession } from "@/server/tenant-session/session";

const ZSignInQuery = z.object({ callbackUrl: z.string(), error: z.string() });

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("auth");
  return pageMetadata({ title: t("signIn.title") });
}

/** next-auth's sign-in page (SPEC §2): the reason when there is one, and the way back afterwards. */
export default page({ query: ZSignInQuery }, async ({ query }) => {
  const callbackUrl = safeCallbackUrl(query.callbackUrl, new URL(config().NEXTAUTH_URL).origin);
  const error = query.error ? authErrorCode(query.error) : null;
  if (!error && (await readSession())) redirect(callbackUrl);
  const t = await getT("auth");

  return (
    <PageFrame hideContactArea>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold">{t("signIn.title")}</h1>
        {error ? (
          <p role="alert" data-auth-error={error} className="mt-6 w-full rounded-lg bg-amber-50 px-4 py-3 text-warning">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        <p className="mt-6 text-ink-muted">{t("signIn.body")}</p>
        <SignInPanel callbackUrl={callbackUrl} adminRequired={callbackUrl.startsWith("/tenant_admin")} />
      </section>
    </PageFrame>
  );
});
