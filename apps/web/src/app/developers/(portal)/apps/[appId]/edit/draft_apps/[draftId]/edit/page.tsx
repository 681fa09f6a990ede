import type { Metadata } from "next";
import { DraftEditorPage } from "@/features/portal/app-drafts/components/draft-editor-page";
import { loadEditableDraft } from "@/features/portal/developer-portal/server/load-editable-draft";
import { getT } from "@/i18n/get-t";
import { z } from "zod";
import { pageMetadata } from "@/server/pages/metadata";
import { page, pageInput, type TPageProps } from "@/server/pages/page";

const SPEC = { params: z.object({ appId: z.string(), draftId: z.string() }) };

export async function generateMetadata(props: TPageProps): Promise<Metadata> {
  const { params } = await pageInput(SPEC, props);
  // Someone else's draft is the not-found screen, with its title.
  await loadEditableDraft(params.draftId, params.appId);
  const t = await getT("draftEditor");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/apps/{appId}/edit/draft_apps/{draftId}/edit: a draft of a change to an existing app. */
export default page(SPEC, async ({ params }) => (
  <DraftEditorPage draft={await loadEditableDraft(params.draftId, params.appId)} />
));
