import type { Metadata } from "next";
import { AppDetailPage, appPageMetadata } from "@/features/catalog/app-detail-page";

type TParams = Promise<{ code: string }>;

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  return appPageMetadata((await params).code, "documentRequestThanks");
}

/** SPEC §2: the app page with the document-request dialog on its thanks view. */
export default async function AppDocumentRequestThanksPage({ params }: { params: TParams }) {
  return <AppDetailPage code={(await params).code} dialog="documentRequestThanks" />;
}
