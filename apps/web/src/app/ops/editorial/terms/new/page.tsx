import type { Metadata } from "next";
import { NewTermsVersionView } from "@/features/console/editorial-console/terms/components/new-terms-version-view";
import { loadNewTermsVersion } from "@/features/console/editorial-console/terms/server/load-new-terms-version";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { z } from "zod";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTerms.page");
  return pageMetadata({ title: t("newTitle"), noIndex: true });
}

export default page({ auth: "operator", query: z.object({ kind: z.string() }) }, async ({ query }) => (
  <NewTermsVersionView start={await loadNewTermsVersion(await getDb(), query.kind)} />
));
