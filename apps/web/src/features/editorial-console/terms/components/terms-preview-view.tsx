import { editEditorialPath } from "@/paths/ops-paths";
import { TermsView } from "@/features/editorial/terms-view";
import { getT } from "@/i18n/get-t";
import type { TTermsPreview } from "../server/load-terms-preview";
import { PreviewNotice } from "./preview-notice";

/** /ops/editorial/terms/{id}/preview: the public terms page's own view of this version, under a preview bar. */
export async function TermsPreviewView({ preview }: { preview: TTermsPreview }) {
  const [t, tStates] = await Promise.all([getT("opsTerms.preview"), getT("opsTerms.states")]);
  return (
    <div data-preview="">
      <PreviewNotice
        label={t("label")}
        text={t("text", { state: tStates(preview.state) })}
        backHref={editEditorialPath("terms", preview.id)}
        backLabel={t("back")}
      />
      <TermsView kind={preview.kind} page={preview.page} />
    </div>
  );
}
