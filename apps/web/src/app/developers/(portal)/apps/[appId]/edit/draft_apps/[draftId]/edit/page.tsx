import type { Metadata } from "next";
import { DraftEditorPage } from "@/features/portal/app-drafts/components/draft-editor-page";
import { loadEditableDraft } from "@/features/portal/developer-portal/server/load-editable-draft";
import { getT } from "@/i18n/get-t";
import { z } from "zod";
import { pageMetadata } from "@/server/pages/metadata";
import { page } from "@/server/pages/page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("draftEditor");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/apps/{appId}/edit/draft_apps/{draftId}/edit: a draft of a change to an existing app. */
export default page({ params: z.object({ appId: z.string(), draftId: z.string() }) }, async ({ params }) => (
  <DraftEditorPage draft={await loadEditableDraft(params)} />
));
