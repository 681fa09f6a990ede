import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadSpecial } from "@/features/store/editorial/server/page-loaders";
import { SpecialDetailView } from "@/features/store/editorial/components/specials-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { pageMetadata } from "@/server/pages/metadata";
import { pageInput, type TPageProps } from "@/server/pages/page";
import { ZPageSlugParams } from "@/server/pages/page-params";

async function load(props: TPageProps) {
  const { params } = await pageInput({ params: ZPageSlugParams }, props);
  const special = await loadSpecial(params.id);
  if (!special) notFound();
  return special;
}

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const special = await load(props);
  return pageMetadata({
    title: special.title,
    description: special.description,
    image: special.heroImageUrl ?? undefined,
    noIndex: false,
  });
}

export default async function SpecialPage(props: TPageProps) {
  return (
    <PageFrame>
      <SpecialDetailView special={await load(props)} />
    </PageFrame>
  );
}
