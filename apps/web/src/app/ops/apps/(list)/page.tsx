import { ZOperatorAppListQuery } from "@store/domain/schemas/operator-app";
import type { Metadata } from "next";
import { AppListView } from "@/features/ops-apps/components/app-list-view";
import { listOperatorAppPage } from "@/features/ops-apps/server/list-operator-apps";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";
import { parsePageQuery, type TSearchParams } from "@/server/page-query";
import { requirePrincipal } from "@/server/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("opsApps");
  return pageMetadata({ title: t("list.metaTitle") });
}

/** Every app of the store, whatever its status, searched and filtered by the query. */
export default async function OpsAppsPage({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  await requirePrincipal("operator");
  const { query, typed, invalid } = parsePageQuery(ZOperatorAppListQuery, await searchParams);
  const page = await listOperatorAppPage(await getDb(), query);
  return (
    <AppListView
      apps={page.apps}
      nextBefore={page.nextBefore}
      providers={page.providers}
      query={query}
      typed={typed}
      invalid={invalid}
    />
  );
}
