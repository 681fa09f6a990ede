import "server-only";
import { AppDetailView } from "@/features/store/catalog/index.server";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import type { TAppPreviewTarget } from "../preview-targets";
import { previewPageData } from "../server/preview-page-data";
import { AppPreviewFrame } from "./app-preview-frame";

/**
 * A preview of an app page (SPEC §2): the public page's view over the same builder's data, with the
 * warning bar and its actions inert. No structured data: a preview is nothing to index.
 */
export async function AppPreviewPage({ target, signIn }: { target: TAppPreviewTarget | null; signIn: boolean }) {
  const { app, related, ctx } = await previewPageData(target, { signIn });
  return (
    <PageFrame>
      <AppPreviewFrame>
        <AppDetailView app={app} related={related} viewer={ctx.viewer} tenantAccess={ctx.tenantAccess} mode="preview" />
      </AppPreviewFrame>
    </PageFrame>
  );
}
