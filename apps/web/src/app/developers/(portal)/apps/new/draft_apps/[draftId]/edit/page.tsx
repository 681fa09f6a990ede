import type { Metadata } from "next";
import { DraftEditorPage } from "@/features/app-drafts/components/draft-editor-page";
import { loadEditableDraft } from "@/features/developer-portal/server/load-editable-draft";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("draftEditor");
  return pageMetadata({ title: t("metaTitle") });
}

/** SPEC §2 /developers/apps/new/draft_apps/{draftId}/edit: a new app's draft. */
export default async function EditNewAppDraftPage({ params }: { params: Promise<{ draftId: string }> }) {
  const { draftId } = await params;
  const draft = await loadEditableDraft({ draftId, appId: null });
  return <DraftEditorPage draft={draft} />;
}
