import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/app-previews/components/app-preview-page";
import { publicDraftTarget, type TQuery } from "@/features/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/app-previews/server/preview-page-data";
import { AppDetailPage, appPageMetadata } from "@/features/catalog/app-detail-page";

type TProps = { params: Promise<{ code: string }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const { code } = await params;
  const preview = publicDraftTarget(code, await searchParams);
  return preview === "absent" ? appPageMetadata(code) : previewPageMetadata(preview, { signIn: false });
}

/** The app page, or with `preview_app_id` the preview of a draft on the app's public route (SPEC §2). */
export default async function AppPage({ params, searchParams }: TProps) {
  const { code } = await params;
  const preview = publicDraftTarget(code, await searchParams);
  return preview === "absent" ? <AppDetailPage code={code} /> : <AppPreviewPage target={preview} signIn={false} />;
}
