import type { Metadata } from "next";
import { AppDetailPage, appPageMetadata } from "@/features/catalog/app-detail-page";

type TParams = Promise<{ code: string }>;

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  return appPageMetadata((await params).code, "documentRequest");
}

/** SPEC §2: the app page with the document-request dialog open. */
export default async function AppDocumentRequestPage({ params }: { params: TParams }) {
  return <AppDetailPage code={(await params).code} dialog="documentRequest" />;
}
