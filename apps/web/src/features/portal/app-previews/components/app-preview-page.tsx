import "server-only";
import {
  AppDetailView,
  loadAppVoices,
  type TVoicesPageQuery,
  voicesState,
} from "@/features/store/catalog/index.server";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { appPreviewPath, editDraftPreviewPath, newDraftPreviewPath, publicPreviewPath } from "@/paths/developer-paths";
import { getDb } from "@/server/db";
import type { TAppPreviewTarget } from "../preview-targets";
import { previewPageData } from "../server/preview-page-data";
import { AppPreviewFrame } from "./app-preview-frame";

/** The preview's own address: the voices section's links keep it (and its ids). */
function previewPath(target: TAppPreviewTarget): string {
  if (target.kind === "newDraft") return newDraftPreviewPath(target.draftId);
  if (target.kind === "editDraft") return editDraftPreviewPath(target.appId, target.draftId);
  if (target.kind === "app") return appPreviewPath(target.appId);
  return publicPreviewPath(target.code, target.draftId);
}

/**
 * A preview of an app page (SPEC §2): the public page's view over the same builder's data, with the
 * warning bar and its actions inert. No structured data: a preview is nothing to index. Its voices
 * section shows the live app's published voices (issue 28), read past the public cache; a new app's
 * draft has none.
 */
export async function AppPreviewPage({
  target,
  signIn,
  voices = {},
}: {
  target: TAppPreviewTarget | null;
  signIn: boolean;
  voices?: TVoicesPageQuery;
}) {
  const { app, related, ctx } = await previewPageData(target, { signIn });
  const voicesData = await loadAppVoices(await getDb(), { appId: app.id, state: voicesState(voices) });
  return (
    <PageFrame>
      <AppPreviewFrame>
        <AppDetailView
          app={app}
          related={related}
          viewer={ctx.viewer}
          tenantAccess={ctx.tenantAccess}
          mode="preview"
          voices={target ? { data: voicesData, base: previewPath(target) } : null}
        />
      </AppPreviewFrame>
    </PageFrame>
  );
}
