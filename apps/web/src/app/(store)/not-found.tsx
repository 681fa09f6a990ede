import type { Metadata } from "next";
import { ErrorScreen } from "@/features/errors/error-screen";
import { PageFrame } from "@/features/shell/page-frame";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("errors");
  return pageMetadata({ title: t("notFound.title") });
}

export default function NotFound() {
  return (
    <PageFrame footer="error">
      <ErrorScreen screen="notFound" />
    </PageFrame>
  );
}
