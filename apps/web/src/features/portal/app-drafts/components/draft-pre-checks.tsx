"use client";

import { linkRefs } from "@store/domain/pre-checks/links";
import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { useEffect, useMemo } from "react";
import { PreCheckPanel } from "@/features/portal/app-prechecks";
import { fieldId } from "./editor-context";
import type { TEditorValues } from "./draft-payload";
import { displayPath } from "./use-content-issues";
import { DRAFT_APPS_API, type TDraftMeta } from "./use-draft-autosave";

/** The editor's control of a finding's field, to jump to. */
const fieldHref = (path: string) => `#${fieldId(displayPath(path.split(".")))}`;

/**
 * The pre-check checklist beside the editor's submit: the stored report, or the one a refused
 * submit answered (then it takes the focus); a run saves what is typed first.
 */
export function DraftPreChecks(props: {
  meta: TDraftMeta & { id: number };
  values: TEditorValues;
  refusedReport: TPreCheckReport | null;
  save: () => Promise<boolean>;
}) {
  const { meta, values, refusedReport } = props;
  const linkCount = useMemo(
    () =>
      new Set(
        linkRefs({
          content: values.content,
          notificationEmail: values.notificationEmail,
          loginUrl: values.loginUrl,
        }).map((ref) => ref.url),
      ).size,
    [values],
  );
  useEffect(() => {
    if (!refusedReport) return;
    const heading = document.getElementById("pre-check-title");
    heading?.scrollIntoView({ block: "start" });
    heading?.focus();
  }, [refusedReport]);
  const newest =
    refusedReport && (!meta.preCheckReport || refusedReport.checkedAt > meta.preCheckReport.checkedAt)
      ? refusedReport
      : meta.preCheckReport;
  return (
    <PreCheckPanel
      initialReport={newest}
      runUrl={`${DRAFT_APPS_API}/${meta.id}/pre_checks`}
      draftVersion={meta.version}
      linkCount={linkCount}
      fieldHref={fieldHref}
      beforeRun={props.save}
    />
  );
}
