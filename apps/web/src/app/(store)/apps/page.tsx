import { DEFAULT_LOCALE } from "@store/domain/locales";
import type { Metadata } from "next";
import { countSearch } from "@/features/store/catalog/counting/record-search";
import { AppListView } from "@/features/store/catalog/list/app-list-view";
import { appListState, isIndexableAppList } from "@/features/store/catalog/list/app-list-url";
import { parseAppListSearchParams } from "@/features/store/catalog/list/parse-app-list-search-params";
import { pageCatalogContext } from "@/features/store/catalog/catalog-context";
import { readAppFacets, readAppList } from "@/features/store/catalog/read-public-catalog";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

// The list's own reader: repeated `categories` are joined, a value that does not fit is dropped.
const SPEC = { query: parseAppListSearchParams };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const t = await getT("catalog");
  const { query } = await pageInput(SPEC, props);
  return pageMetadata({
    title: query.q ? t("searchTitle", { q: query.q }) : t("title"),
    description: t("metaDescription"),
    noIndex: !isIndexableAppList(appListState(query)),
  });
}

export default page(SPEC, async ({ query }) => {
  const ctx = await pageCatalogContext();
  const [apps, facets] = await Promise.all([
    readAppList(query, ctx),
    readAppFacets(query, ctx.locale ?? DEFAULT_LOCALE),
  ]);
  await countSearch(query, apps.pagination.count);
  return (
    <PageFrame>
      <AppListView state={appListState(query)} apps={apps} facets={facets} />
    </PageFrame>
  );
});
