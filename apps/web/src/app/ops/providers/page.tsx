import { ZAppProviderSearch } from "@store/domain/schemas/provider";
import type { Metadata } from "next";
import { ProviderListView } from "@/features/console/ops-providers/components/provider-list-view";
import { listAppProviders } from "@/features/console/ops-providers/server/list-app-providers";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsProviders.list");
  return pageMetadata({ title: t("metaTitle"), noIndex: true });
}

/** The console's list of app providers, searchable by name. */
export default page({ auth: "operator", query: ZAppProviderSearch }, async ({ query }) => {
  const { providers, hasMore } = await listAppProviders(await getDb(), query);
  return <ProviderListView q={query.q ?? ""} providers={providers} hasMore={hasMore} />;
});
