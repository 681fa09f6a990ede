import { ZOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import type { Metadata } from "next";
import { AppListView } from "@/features/console/ops-apps/components/app-list-view";
import { listOperatorAppPage } from "@/features/console/ops-apps/server/list-operator-apps";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsApps");
  return pageMetadata({ title: t("list.metaTitle") });
}

/** Every app of the store, whatever its status, searched and filtered by the query. */
export default page({ auth: "operator", query: ZOperatorAppListQuery }, async ({ query, typed, invalid }) => {
  const list = await listOperatorAppPage(await getDb(), query);
  return (
    <AppListView
      apps={list.apps}
      nextBefore={list.nextBefore}
      providers={list.providers}
      query={query}
      typed={typed}
      invalid={invalid}
    />
  );
});
