"use client";

import { type TDraftApp, ZDraftApp } from "@store/domain/schemas/draft-app";
import type { TErrorItems } from "@store/domain/errors";
import { type TPreCheckReport, ZPreCheckReport } from "@store/domain/schemas/pre-check";
import { useEffect } from "react";
import { draftPreviewPath } from "@/paths/developer-paths";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { smallButton } from "./sections/list-editor";
import { DRAFT_APPS_API, type TDraftMeta } from "./use-draft-autosave";

const primary =
  "min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50";

/** POST …/draft_apps/{id}/change_request: submit or withdraw, based on the version shown. */
export async function moveChangeRequest(
  id: number,
  action: "submit" | "withdraw",
  version: number,
): Promise<TDraftApp> {
  return ZDraftApp.parse(await apiClient.post(`${DRAFT_APPS_API}/${id}/change_request`, { action, version }));
}

/** The pre-check report a refused submit carries (422, `error.details.preCheckReport`), if any. */
function refusedReport(error: unknown): TPreCheckReport | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = ZPreCheckReport.safeParse(error.details.preCheckReport);
  return parsed.success ? parsed.data : null;
}

/**
 * Preview, submit for review and, while it waits for review, withdraw. Submitting content with
 * issues is allowed to be tried: the server's pre-checks answer with the checklist (shown by the
 * editor), and the count of issues with a link to the first says so beforehand.
 */
export function DraftActions(props: {
  meta: TDraftMeta;
  issueCount: number;
  firstIssueId: string | null;
  /** Saves what is typed first; false when that failed. */
  flush: () => Promise<boolean>;
  onMoved: (draft: TDraftApp) => void;
  /** A submit the pre-checks refused: their report. */
  onRefused: (report: TPreCheckReport) => void;
  /** A submit refused at its fields without a report (a code someone took meanwhile): shown at them. */
  onRefusedItems: (items: TErrorItems) => void;
  /** The provider asked where the issues are (or tried to submit): every field shows its own. */
  onRevealIssues: () => void;
}) {
  const t = useT("draftEditor.actions");
  const { state, run, reset } = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    // A submit the pre-checks refused hands its report to the editor; its message shows here too.
    refused: (caught) => {
      const report = refusedReport(caught);
      if (report) props.onRefused(report);
      else if (caught instanceof ApiError && caught.status === 422) props.onRefusedItems(caught.items);
      return undefined;
    },
  });
  const busy = state.pending;
  const error = state.message;
  const { meta } = props;
  // A refusal is about the version it was asked for: once a save moves the draft on, it is stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the trigger
  useEffect(() => reset(), [meta.version, reset]);
  const id = meta.id;
  const act = async (action: "submit" | "withdraw") => {
    if (id === null || busy) return;
    if (action === "submit") props.onRevealIssues();
    if (action === "submit" && !window.confirm(t("confirmSubmit"))) return;
    const moved = await run(async () => {
      if (action === "submit" && !(await props.flush())) throw new ApiError(0, t("saveFirst"));
      return moveChangeRequest(id, action, meta.version);
    });
    if (moved) props.onMoved(moved);
  };
  const editable = meta.changeRequestStatus === "in_draft" || meta.changeRequestStatus === "rejected";
  return (
    <div className="flex flex-col gap-2" data-draft-actions="">
      <div className="flex flex-wrap items-center gap-2">
        {id !== null ? (
          <a
            href={draftPreviewPath({ id, appId: meta.appId })}
            target="_blank"
            rel="noreferrer"
            className={`${smallButton} inline-flex items-center`}
          >
            {t("preview")}
            <span className="sr-only"> {t("opensNewTab")}</span>
          </a>
        ) : null}
        {editable ? (
          <button
            type="button"
            className={primary}
            disabled={busy || id === null}
            aria-describedby={props.issueCount > 0 ? "draft-issue-count" : undefined}
            onClick={() => void act("submit")}
          >
            {t("submit")}
          </button>
        ) : null}
        {meta.changeRequestStatus === "pending" ? (
          <button type="button" className={primary} disabled={busy} onClick={() => void act("withdraw")}>
            {t("withdraw")}
          </button>
        ) : null}
      </div>
      {editable && props.issueCount > 0 ? (
        <p id="draft-issue-count" className="text-sm">
          {t("issueCount", { count: props.issueCount })}{" "}
          {props.firstIssueId ? (
            <a
              href={`#${props.firstIssueId}`}
              className="font-bold text-brand-700 underline"
              onClick={props.onRevealIssues}
            >
              {t("firstIssue")}
            </a>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
