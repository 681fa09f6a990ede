import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseDetailView } from "@/features/store/editorial/components/cases-view";
import { loadCase } from "@/features/store/editorial/server/page-loaders";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { pageInput, type TPageProps } from "@/server/pages/page";
import { ZPageSlugParams } from "@/server/pages/page-params";

async function load(props: TPageProps) {
  const { params } = await pageInput({ params: ZPageSlugParams }, props);
  const story = await loadCase(params.id);
  if (!story) notFound();
  return story;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const story = await load(props);
  const t = await getT("cases");
  return pageMetadata({
    title: t("detailTitle", { company: story.companyName }),
    description: story.summary,
    image: story.imageUrl ?? undefined,
    noIndex: false,
  });
}

export default async function CasePage(props: TPageProps) {
  return (
    <PageFrame>
      <CaseDetailView story={await load(props)} />
    </PageFrame>
  );
}
