"use client";

import type { TPreCheckReport } from "@store/domain/schemas/pre-check";
import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";
import { PreCheckResultRow } from "./pre-check-result-row";
import { usePreCheckRun } from "./use-pre-check-run";

const button =
  "min-h-11 rounded-lg border border-brand-600 bg-white px-4 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60";

export type TPreCheckPanelProps = {
  /** The stored report (null before any run); a newer one handed in later replaces the shown one. */
  initialReport: TPreCheckReport | null;
  /** POST here runs the checks and answers the report. */
  runUrl: string;
  /** The draft's version now: a report of another version is marked stale. */
  draftVersion: number;
  /** Runs once when the panel opens (the operator's review page). */
  autoRun?: boolean;
  /** The summary speaks to the operator who decides, not to the provider who submits. */
  reviewer?: boolean;
  /** How many links a run will fetch, for the progress text. */
  linkCount?: number;
  /** Where a finding's field is (the editor's control), or null. */
  fieldHref?: (path: string) => string | null;
  /** Saves what is typed before a run (the editor). */
  beforeRun?: () => Promise<unknown>;
};

/**
 * The pre-check checklist (issue 11): one row per rule with its outcome in words and its findings
 * named by field, a button to run the checks again with live progress, and a notice when the
 * report is older than the draft. The provider's editor and the operator's review show the same.
 */
export function PreCheckPanel(props: TPreCheckPanelProps) {
  const t = useT("preCheck");
  const format = useFormatter();
  const { report, run, start } = usePreCheckRun(props);
  const running = run.kind === "running";
  const stale = report !== null && report.draftVersion !== props.draftVersion;
  let status = "";
  if (running) status = props.linkCount ? t("runningLinks", { count: props.linkCount }) : t("running");
  else if (run.kind === "failed") status = t("runFailed");
  else if (report) status = t(`${props.reviewer ? "reviewSummary" : "summary"}.${report.outcome}`);
  return (
    <section
      aria-labelledby="pre-check-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
      data-pre-check-panel=""
      data-outcome={report?.outcome ?? "none"}
      aria-busy={running}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="pre-check-title" className="text-lg font-bold" tabIndex={-1}>
            {t("title")}
          </h2>
          <p className="text-sm text-ink-muted">{t("lead")}</p>
        </div>
        <button type="button" className={button} disabled={running} onClick={() => void start()}>
          {t("run")}
        </button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-bold" data-pre-check-status="">
        {status}
      </p>
      {report ? (
        <>
          <p className="text-xs text-ink-muted">
            {t("checkedAt", {
              time: format.dateTime(new Date(report.checkedAt), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </p>
          {stale ? (
            <p className="rounded-lg border border-warning bg-amber-50 p-2 text-sm" data-pre-check-stale="">
              {t("stale")}
            </p>
          ) : null}
          <ul aria-label={t("listLabel")} className="flex flex-col">
            {report.results.map((result) => (
              <PreCheckResultRow key={result.rule} result={result} fieldHref={props.fieldHref} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm">{t("never")}</p>
      )}
    </section>
  );
}
