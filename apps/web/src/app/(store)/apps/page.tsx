import type { Metadata } from "next";
import { AppListView } from "@/features/catalog/app-list-view";
import { appListState, isIndexableAppList, parseAppListSearchParams } from "@/features/catalog/app-list-url";
import { pageCatalogContext } from "@/features/catalog/catalog-context";
import { listAppFacets, listApps } from "@/features/catalog/list-apps";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";

type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: TSearchParams }): Promise<Metadata> {
  const t = await getT("catalog");
  const query = parseAppListSearchParams(await searchParams);
  return pageMetadata({
    title: query.q ? t("searchTitle", { q: query.q }) : t("title"),
    description: t("metaDescription"),
    noIndex: !isIndexableAppList(appListState(query)),
  });
}

export default async function AppListPage({ searchParams }: { searchParams: TSearchParams }) {
  const query = parseAppListSearchParams(await searchParams);
  const [db, ctx] = await Promise.all([getDb(), pageCatalogContext()]);
  const [apps, facets] = await Promise.all([listApps(db, query, ctx), listAppFacets(db, query, ctx)]);
  return (
    <PageFrame>
      <AppListView state={appListState(query)} apps={apps} facets={facets} />
    </PageFrame>
  );
}
