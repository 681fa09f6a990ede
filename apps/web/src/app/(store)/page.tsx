import type { Metadata } from "next";
import { z } from "zod";
import { HomeView } from "@/features/home/home-view";
import { loadHome } from "@/features/home/load-home";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

type TProps = { searchParams: Promise<{ news_page?: string }> };

const ZNewsPage = z.coerce.number().int().min(1).max(1000).catch(1);

export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const t = await getT("home");
  // Later pages of the news list repeat the home page: only the first is indexed.
  const newsPage = ZNewsPage.parse((await searchParams).news_page);
  return pageMetadata({ title: t("metaTitle"), noIndex: newsPage > 1 });
}

export default async function HomePage({ searchParams }: TProps) {
  const { news_page } = await searchParams;
  const home = await loadHome(ZNewsPage.parse(news_page));
  return (
    <PageFrame>
      <HomeView {...home} />
    </PageFrame>
  );
}
