import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/app-previews/components/app-preview-page";
import { editDraftTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";

type TProps = { params: Promise<{ appId: string; draftId: string }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  return previewPageMetadata(editDraftTarget(await params, await searchParams), { signIn: true });
}

/** SPEC §2: the preview of a draft of an existing app. */
export default async function EditDraftPreviewPage({ params, searchParams }: TProps) {
  return <AppPreviewPage target={editDraftTarget(await params, await searchParams)} signIn />;
}
