import type { Metadata } from "next";
import { AppDetailPage, appPageMetadata } from "@/features/catalog/app-detail-page";

type TParams = Promise<{ code: string }>;

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  return appPageMetadata((await params).code);
}

export default async function AppPage({ params }: { params: TParams }) {
  return <AppDetailPage code={(await params).code} />;
}
