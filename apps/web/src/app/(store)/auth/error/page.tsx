import type { Metadata } from "next";
import { Link } from "@/ui/store-link";
import { authErrorCode } from "@/features/tenant/auth/auth-error-codes";
import { signInPageUrl } from "@store/domain/sign-in-url";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { z } from "zod";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("auth");
  return pageMetadata({ title: t("error.title") });
}

/** next-auth's error page (SPEC §2, §8): one message per error code, in the store's shell. */
export default page({ query: z.object({ error: z.string() }) }, async ({ query }) => {
  const code = authErrorCode(query.error);
  const t = await getT("auth");
  const tErrors = await getT("errors");

  return (
    <PageFrame footer="error">
      <section
        data-error-screen="auth"
        data-auth-error={code}
        className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      >
        <h1 className="mb-4 text-2xl font-bold">{t("error.title")}</h1>
        <p className="mb-10 text-ink-muted">{t(`errors.${code}`)}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            href={signInPageUrl({ callbackUrl: "/" })}
            className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
          >
            {t("error.retry")}
          </Link>
          <Link href="/" className="rounded-lg border border-line px-6 py-3 font-bold hover:bg-canvas">
            {tErrors("backToTop")}
          </Link>
        </div>
      </section>
    </PageFrame>
  );
});
