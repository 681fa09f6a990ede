import type { Metadata } from "next";
import { z } from "zod";
import { AppPreviewPage } from "@/features/portal/app-previews/components/app-preview-page";
import { appTarget, previewQuery } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { params: z.object({ appId: z.string() }), query: previewQuery };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  return previewPageMetadata(appTarget(params, query), { signIn: true });
}

/** SPEC §2: the app's page from its current stored content, whatever its status. */
export default page(SPEC, ({ params, query }) => <AppPreviewPage target={appTarget(params, query)} signIn />);
