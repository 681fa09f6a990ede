import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TermsVersionPageView } from "@/features/console/editorial-console/terms/components/terms-version-page-view";
import { findEditorialItemAnswer } from "@/features/console/editorial-console/server/editorial-item-lookup";
import { TERMS_STORE } from "@/features/console/editorial-console/terms/server/terms-store";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageIdParams } from "@/server/pages/page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.list");
  return pageMetadata({ title: t("title"), noIndex: true });
}

export default page({ auth: "operator", params: ZPageIdParams }, async ({ params }) => {
  const version = await findEditorialItemAnswer(await getDb(), TERMS_STORE, params.id);
  if (!version) notFound();
  return <TermsVersionPageView version={version} />;
});
