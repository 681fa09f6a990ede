import type { Metadata } from "next";
import { ThanksView } from "@/features/store/editorial/components/thanks-view";
import { PageFrame } from "@/features/platform/page-frame/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("thanks");
  return pageMetadata({ title: t("title"), description: t("metaDescription") });
}

// The visitor has just sent a form: the contact cards would only ask them to send another.
export default function ThanksPage() {
  return (
    <PageFrame hideContactArea>
      <ThanksView />
    </PageFrame>
  );
}
