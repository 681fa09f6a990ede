import type { Metadata } from "next";
import { DraftEditorPage } from "@/features/portal/app-drafts/components/draft-editor-page";
import { getT } from "@/i18n/get-t";
import { pageMetadata } from "@/server/pages/metadata";
import { requirePrincipal } from "@/server/http/require-principal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("draftEditor");
  return pageMetadata({ title: t("titleNew") });
}

/** SPEC §2 /developers/apps/new/draft_apps/new: an empty editor; its first save creates the draft. */
export default async function NewAppDraftPage() {
  await requirePrincipal("providerUser");
  return <DraftEditorPage draft={null} />;
}
