import type { Metadata } from "next";
import { z } from "zod";
import { AppPreviewPage } from "@/features/portal/app-previews/components/app-preview-page";
import { appTarget, previewQuery } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { readVoicesQuery } from "@/features/store/catalog/detail/voices/voices-query";
import { page, pageInput, type TPageProps, type TSearchParams } from "@/server/pages/page";

/** The preview's ids as typed (preview-targets.ts) and the voices section's choices (issue 28). */
const SPEC = {
  params: z.object({ appId: z.string() }),
  query: (search: TSearchParams) => ({ preview: previewQuery(search), voices: readVoicesQuery(search) }),
};

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  return previewPageMetadata(appTarget(params, query.preview), { signIn: true });
}

/** SPEC §2: the app's page from its current stored content, whatever its status. */
export default page(SPEC, ({ params, query }) => (
  <AppPreviewPage target={appTarget(params, query.preview)} signIn voices={query.voices} />
));
