import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseDetailView } from "@/features/editorial/cases-view";
import { loadCase } from "@/features/editorial/page-loaders";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

type TProps = { params: Promise<{ id: string }> };

async function load({ params }: TProps) {
  const story = await loadCase((await params).id);
  if (!story) notFound();
  return story;
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const story = await load(props);
  const t = await getT("cases");
  return pageMetadata({
    title: t("detailTitle", { company: story.companyName }),
    description: story.summary,
    image: story.imageUrl ?? undefined,
    noIndex: false,
  });
}

export default async function CasePage(props: TProps) {
  return (
    <PageFrame>
      <CaseDetailView story={await load(props)} />
    </PageFrame>
  );
}
