import type { Metadata } from "next";
import { AppPreviewPage } from "@/features/portal/app-previews/components/app-preview-page";
import { previewQuery, publicDraftTarget } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { AppDetailPage, appPageMetadata } from "@/features/store/catalog/detail/app-detail-page";
import { countNavigationView, viewCampaign } from "@/features/store/catalog/counting/record-app-view";
import { readVoicesQuery } from "@/features/store/catalog/detail/voices/voices-query";
import { page, pageInput, type TPageProps, type TSearchParams } from "@/server/pages/page";
import { ZAppCodeParams } from "@/server/pages/page-params";

/** The preview's ids as typed (preview-targets.ts) and the voices section's choices (issue 28). */
const SPEC = {
  params: ZAppCodeParams,
  query: (search: TSearchParams) => ({
    preview: previewQuery(search),
    voices: readVoicesQuery(search),
    campaign: viewCampaign(search),
    original: search.original === "1",
  }),
};

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  const preview = publicDraftTarget(params.code, query.preview);
  return preview === "absent"
    ? appPageMetadata(params.code, null, query.original)
    : previewPageMetadata(preview, { signIn: false });
}

/**
 * The app page, or with `preview_app_id` the preview of a draft on the app's public route (SPEC §2).
 * A view of the page itself counts (issue 29): a page load in proxy.ts, a client-side navigation here;
 * never a preview.
 */
export default page(SPEC, async ({ params, query }) => {
  const preview = publicDraftTarget(params.code, query.preview);
  if (preview === "absent") await countNavigationView(params.code, query.campaign);
  return preview === "absent" ? (
    <AppDetailPage code={params.code} voices={query.voices} original={query.original} />
  ) : (
    <AppPreviewPage target={preview} signIn={false} voices={query.voices} />
  );
});
