import type { Metadata } from "next";
import { AnalyticsPage, readAnalyticsSearch } from "@/features/portal/listing-analytics/index.server";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developers.analytics");
  return pageMetadata({ title: t("metaTitle") });
}

/** /developers/analytics (issue 29): views, requests, installs and uninstalls of the provider's apps. */
export default page({ auth: "providerUser", query: readAnalyticsSearch }, async ({ principal, query, locale }) => (
  <AnalyticsPage principal={principal} search={query} locale={await locale} />
));
