import { ERROR_SCREENS } from "@store/domain/errors";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ErrorScreen } from "@/features/platform/errors/error-screen";
import { SCREEN_REWRITE_HEADER } from "@/features/platform/errors/screen-rewrite";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const ZScreen = z.enum(ERROR_SCREENS);

const ZScreenQuery = z.object({
  /** A path on this site only: the payment screen links back to it. */
  returnTo: z.string().refine((value) => value.startsWith("/") && !value.startsWith("//")),
  subdomain: z.string(),
});

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  // The page answers an unknown screen with 404; its title is the not-found screen's.
  const { params } = await pageInput({ params: z.object({ screen: ZScreen.catch("notFound") }) }, props);
  const t = await getT("errors");
  return pageMetadata({ title: t(`${params.screen}.title`) });
}

/** The error screen proxy.ts rewrites a refused tenant-admin page to, sent with the refusal's status. */
export default page({ params: z.object({ screen: ZScreen }), query: ZScreenQuery }, async ({ params, query }) => {
  if ((await headers()).get(SCREEN_REWRITE_HEADER) !== "1") notFound();
  return (
    <PageFrame footer="error">
      <ErrorScreen screen={params.screen} returnTo={query.returnTo} subdomain={query.subdomain} />
    </PageFrame>
  );
});
