import type { Metadata } from "next";
import { z } from "zod";
import { AppPreviewPage } from "@/features/portal/app-previews/components/app-preview-page";
import { editDraftTarget, previewQuery } from "@/features/portal/app-previews/preview-targets";
import { previewPageMetadata } from "@/features/portal/app-previews/server/preview-page-data";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { params: z.object({ appId: z.string(), draftId: z.string() }), query: previewQuery };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params, query } = await pageInput(SPEC, props);
  return previewPageMetadata(editDraftTarget(params, query), { signIn: true });
}

/** SPEC §2: the preview of a draft of an existing app. */
export default page(SPEC, ({ params, query }) => <AppPreviewPage target={editDraftTarget(params, query)} signIn />);
