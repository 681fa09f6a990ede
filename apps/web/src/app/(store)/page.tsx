import type { Metadata } from "next";
import { z } from "zod";
import { HomeView } from "@/features/store/home/home-view";
import { loadHome } from "@/features/store/home/load-home";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { query: z.object({ news_page: z.coerce.number().int().min(1).max(1000).catch(1) }) };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const t = await getT("home");
  const { query } = await pageInput(SPEC, props);
  // Later pages of the news list repeat the home page: only the first is indexed.
  return pageMetadata({ title: t("metaTitle"), noIndex: (query.news_page ?? 1) > 1 });
}

export default page(SPEC, async ({ query }) => {
  const home = await loadHome(query.news_page ?? 1);
  return (
    <PageFrame>
      <HomeView {...home} />
    </PageFrame>
  );
});
