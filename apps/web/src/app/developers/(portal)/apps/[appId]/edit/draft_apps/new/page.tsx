import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { StartAppDraft } from "@/features/portal/app-drafts/components/start-app-draft";
import { getOwnApp } from "@/features/portal/app-drafts/server/get-own-app";
import { AreaPage } from "@/ui/area-page";
import { editDraftPath } from "@/paths/developer-paths";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";
import { ZPageRowId } from "@/server/pages/page-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("draftEditor");
  return pageMetadata({ title: t("metaTitle") });
}

/**
 * SPEC §2 /developers/apps/{appId}/edit/draft_apps/new: the app's open draft when it has one (one at
 * a time, DOMAIN.md), else a new one made from the app's content. Another provider's app: not found.
 */
export default page(
  { auth: "providerUser", params: z.object({ appId: ZPageRowId }) },
  async ({ principal, params }) => {
    const app = await getOwnApp(await getDb(), principal, params.appId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    });
    if (app.openDraftId !== null) redirect(editDraftPath({ id: app.openDraftId, appId: app.id }));
    const t = await getT("draftEditor");
    return (
      <AreaPage title={t("titleChange", { name: app.content.name })}>
        <StartAppDraft appId={app.id} />
      </AreaPage>
    );
  },
);
