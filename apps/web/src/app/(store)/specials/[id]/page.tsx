import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadSpecial } from "@/features/editorial/page-loaders";
import { SpecialDetailView } from "@/features/editorial/specials-view";
import { PageFrame } from "@/features/shell/page-frame";
import { pageMetadata } from "@/server/metadata";

type TProps = { params: Promise<{ id: string }> };

async function load({ params }: TProps) {
  const special = await loadSpecial((await params).id);
  if (!special) notFound();
  return special;
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const special = await load(props);
  return pageMetadata({
    title: special.title,
    description: special.description,
    image: special.heroImageUrl ?? undefined,
    noIndex: false,
  });
}

export default async function SpecialPage(props: TProps) {
  return (
    <PageFrame>
      <SpecialDetailView special={await load(props)} />
    </PageFrame>
  );
}
