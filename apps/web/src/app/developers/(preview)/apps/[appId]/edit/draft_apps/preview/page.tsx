import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/app-previews/components/app-preview-page";
import { appTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";

type TProps = { params: Promise<{ appId: string }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  return previewPageMetadata(appTarget(await params, await searchParams), { signIn: true });
}

/** SPEC §2: the app's page from its current stored content, whatever its status. */
export default async function AppContentPreviewPage({ params, searchParams }: TProps) {
  return <AppPreviewPage target={appTarget(await params, await searchParams)} signIn />;
}
