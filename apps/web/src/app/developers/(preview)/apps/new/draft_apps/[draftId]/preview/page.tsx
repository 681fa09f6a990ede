import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/app-previews/components/app-preview-page";
import { newDraftTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";

type TProps = { params: Promise<{ draftId: string }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  return previewPageMetadata(newDraftTarget(await params, await searchParams), { signIn: true });
}

/** SPEC §2: the preview of a new app's draft. */
export default async function NewDraftPreviewPage({ params, searchParams }: TProps) {
  return <AppPreviewPage target={newDraftTarget(await params, await searchParams)} signIn />;
}
