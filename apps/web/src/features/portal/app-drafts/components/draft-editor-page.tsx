import { emptyAppContent } from "@store/domain/schemas/app-content";
import type { TDraftApp } from "@store/domain/schemas/draft-app";
import { Link } from "@/ui/store-link";
import { AreaPage } from "@/ui/area-page";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { getContentChoices } from "../server/get-content-choices";
import { getMediaUsage } from "@/features/platform/media/index.server";
import { DevelopmentInstallPanel } from "@/features/portal/development-installs/index.server";
import { integrationChoicesOf } from "@/features/portal/integrations/index.server";
import { requestLocale } from "@/server/pages/request-locale";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { requirePrincipal } from "@/server/http/require-principal";
import { DraftEditor } from "./draft-editor";
import { editorValuesOf } from "./draft-payload";
import type { TDraftMeta } from "./use-draft-autosave";

/** A new app's draft before its first save: nothing stored yet, everything empty. */
function unsavedDraft(): { meta: TDraftMeta; values: ReturnType<typeof editorValuesOf> } {
  const now = new Date().toISOString();
  return {
    meta: {
      id: null,
      appId: null,
      name: "",
      code: "",
      merged: false,
      changeRequestStatus: "in_draft",
      reviewComment: null,
      version: 0,
      submittedAt: null,
      updatedAt: now,
      issues: [],
      preCheckReport: null,
      removedMarkup: {},
    },
    values: editorValuesOf({ content: emptyAppContent(), notificationEmail: null, loginUrl: null }),
  };
}

/** The editor's page: its title, a way back to the list, and the editor with the store's choices. */
export async function DraftEditorPage({ draft }: { draft: TDraftApp | null }) {
  const [db, locale] = await Promise.all([getDb(), requestLocale()]);
  const [t, choices, principal] = await Promise.all([
    getT("draftEditor"),
    getContentChoices(db, locale),
    requirePrincipal("providerUser"),
  ]);
  const [mediaUsage, integrationChoices] = await Promise.all([
    getMediaUsage(db, principal.appProviderId),
    integrationChoicesOf(db, principal, locale),
  ]);
  let initial = unsavedDraft();
  if (draft) {
    const { content: _c, notificationEmail: _n, loginUrl: _l, ...meta } = draft;
    initial = { meta, values: editorValuesOf(draft) };
  }
  const title =
    draft === null
      ? t("titleNew")
      : draft.appId === null
        ? t("titleNewDraft", { name: draft.name || t("untitled") })
        : t("titleChange", { name: draft.name });
  return (
    <AreaPage
      title={title}
      lead={t("lead")}
      before={
        <p className="mb-4 text-sm">
          <Link href={DEVELOPER_PATHS.apps} prefetch={false} className="font-bold text-brand-700 underline">
            {t("backToList")}
          </Link>
        </p>
      }
    >
      <DraftEditor
        initial={initial}
        choices={choices}
        integrationChoices={integrationChoices}
        mediaUsage={mediaUsage}
      />
      {draft ? (
        <DevelopmentInstallPanel
          draftId={draft.id}
          kind="development"
          startUrl={`/api/developers/experimental/draft_apps/${draft.id}/development_install`}
        />
      ) : null}
    </AreaPage>
  );
}
