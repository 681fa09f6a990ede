import type { Metadata } from "next";
import { OpsClientMessages } from "@/features/console/operator/components/ops-client-messages";
import { TaxonomyConsoleView } from "@/features/console/taxonomy-console/components/taxonomy-console-view";
import { getTaxonomyConsole } from "@/features/console/taxonomy-console/server/taxonomy-console";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsTaxonomy");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The taxonomy's names in the store's other locales: categories, plans, tags, news categories. */
export default page({ auth: "operator" }, async () => {
  const taxonomy = await getTaxonomyConsole(await getDb());
  return (
    <OpsClientMessages namespaces={["opsTaxonomy"]}>
      <TaxonomyConsoleView taxonomy={taxonomy} />
    </OpsClientMessages>
  );
});
