import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/portal/app-previews/components/app-preview-page";
import { previewQuery, publicDraftTarget } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { AppDetailPage, appPageMetadata } from "@/features/store/catalog/detail/app-detail-page";
import { page, pageInput, type TPageProps } from "@/server/pages/page";
import { ZAppCodeParams } from "@/server/pages/page-params";

const SPEC = { params: ZAppCodeParams, query: previewQuery };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  const preview = publicDraftTarget(params.code, query);
  return preview === "absent" ? appPageMetadata(params.code) : previewPageMetadata(preview, { signIn: false });
}

/** The app page, or with `preview_app_id` the preview of a draft on the app's public route (SPEC §2). */
export default page(SPEC, ({ params, query }) => {
  const preview = publicDraftTarget(params.code, query);
  return preview === "absent" ? (
    <AppDetailPage code={params.code} />
  ) : (
    <AppPreviewPage target={preview} signIn={false} />
  );
});
