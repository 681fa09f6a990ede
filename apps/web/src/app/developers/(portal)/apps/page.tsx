import { ZOwnAppListQuery } from "@store/domain/schemas/draft-app";
import type { Metadata } from "next";
import { OwnAppListView } from "@/features/portal/developer-portal/components/own-app-list-view";
import { getOwnAppList } from "@/features/portal/developer-portal/server/get-own-app-list";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("developerArea.apps");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/apps: the own-app list of SPEC §3, each list paged (`appsPage`, `draftsPage`). */
export default page({ auth: "providerUser", query: ZOwnAppListQuery }, async ({ principal, query }) => {
  const list = await getOwnAppList(await getDb(), principal, { appsPage: 1, draftsPage: 1, ...query });
  return <OwnAppListView list={list} company={principal.appProviderName} />;
});
