"use client";

import { ACCOUNT_SIGN_IN_PATH } from "@store/domain/principals";
import { useFormatter } from "next-intl";
import { useT } from "@/i18n/use-t";
import { fieldId } from "./editor-context";
import type { TAutosaveStatus } from "./use-draft-autosave";

/** The control of the first field a save was refused at, when the editor shows one. */
function refusedControl(items: Record<string, unknown>): HTMLElement | null {
  for (const path of Object.keys(items)) {
    const found =
      document.getElementById(fieldId(path)) ??
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`);
    if (found) return found;
  }
  return null;
}

/** What became of the last save, read out as it changes. */
export function AutosaveStatus(props: { status: TAutosaveStatus; unsaved: boolean; onRetry: () => void }) {
  const t = useT("draftEditor.autosave");
  const format = useFormatter();
  const { status } = props;
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm" data-autosave={status.kind}>
      {status.kind === "saving" ? <span className="text-ink-muted">{t("saving")}</span> : null}
      {status.kind === "saved" && !props.unsaved ? (
        <span className="font-bold text-brand-700">
          {t("saved", { time: format.dateTime(new Date(status.at), { timeStyle: "short" }) })}
        </span>
      ) : null}
      {(status.kind === "idle" || status.kind === "saved") && props.unsaved ? (
        <span className="text-ink-muted">{t("unsaved")}</span>
      ) : null}
      {status.kind === "failed" ? (
        <span className="font-bold text-danger">
          {t(status.savedOthers ? "savedExcept" : "failed", { message: status.message || t("unknownError") })}{" "}
          {Object.keys(status.items).length > 0 ? (
            <button
              type="button"
              className="underline"
              onClick={() => {
                const control = refusedControl(status.items);
                control?.scrollIntoView({ block: "center" });
                control?.focus();
              }}
            >
              {t("toField")}
            </button>
          ) : (
            <button type="button" className="underline" onClick={props.onRetry}>
              {t("retry")}
            </button>
          )}
        </span>
      ) : null}
      {status.kind === "conflict" ? <span className="font-bold text-warning">{t("conflict")}</span> : null}
      {status.kind === "sessionEnded" ? (
        <span className="font-bold text-danger">
          {t("sessionEnded")}{" "}
          <a className="underline" href={ACCOUNT_SIGN_IN_PATH.providerUser} target="_blank" rel="noreferrer">
            {t("signInAgain")}
          </a>
        </span>
      ) : null}
    </p>
  );
}
