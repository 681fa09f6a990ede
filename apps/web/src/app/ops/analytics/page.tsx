import type { Metadata } from "next";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { StoreAnalyticsPage, readStoreAnalyticsSearch } from "@/features/console/store-analytics/index.server";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("ops.analytics");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** /ops/analytics (issue 29): the store's or one provider's figures, top searches, review times. */
export default page({ auth: "operator", query: readStoreAnalyticsSearch }, async ({ query, locale }) => (
  <OpsClientMessages namespaces={["developers.analytics.filter", "developers.analytics.ranges"]}>
    <StoreAnalyticsPage search={query} locale={await locale} />
  </OpsClientMessages>
));
