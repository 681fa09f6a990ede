"use client";

import { NEW_APP_STATUSES, REJECTION_REASON_MAX } from "@store/domain/schemas/change-request-review";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

const DECISIONS = ["approve", "reject", "backToDraft"] as const;
type TDecision = (typeof DECISIONS)[number];
type TNewAppStatus = (typeof NEW_APP_STATUSES)[number];

const FIELD = "mt-1 block w-full rounded-lg border border-line bg-white p-2";

/**
 * The reviewer's decision: approve (a new app's status to choose), reject with a reason, or back
 * to draft with an optional comment. A refusal is shown here and keeps what was typed; a decision
 * reloads the page, which then shows the outcome.
 */
export function DecisionPanel({ draftId, version, isNewApp }: { draftId: number; version: number; isNewApp: boolean }) {
  const t = useT("opsReview.decision");
  const tStatus = useT("opsReview.appStatus");
  const router = useRouter();
  const id = useId();
  const [decision, setDecision] = useState<TDecision>("approve");
  const [status, setStatus] = useState<TNewAppStatus>("draft");
  const [text, setText] = useState({ reject: "", backToDraft: "" });
  const { state, run, reset, check } = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    focusFirstInvalid: true,
    // A refused reason or comment is said in the one alert, tied to the text box.
    refused: (error) => {
      const items = error instanceof ApiError ? error.items : {};
      const field = items.reason?.[0] ?? items.comment?.[0];
      return field ? { message: field, items: { text: [field] } } : undefined;
    },
  });
  const busy = state.pending;
  const textInvalid = state.items.text !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Said in the store's words, in place (the browser's own bubble would be in its language).
    const missing = decision === "reject" && !text.reject.trim();
    if (!check(missing ? { text: [t("reasonRequired")] } : {}, t("reasonRequired"))) return;
    const body =
      decision === "approve"
        ? { decision, version, ...(isNewApp ? { status } : {}) }
        : decision === "reject"
          ? { decision, version, reason: text.reject }
          : { decision, version, ...(text.backToDraft.trim() ? { comment: text.backToDraft } : {}) };
    const decided = await run(async () => {
      await apiClient.post(`/api/ops/change_requests/${draftId}/decision`, body);
      return true;
    });
    if (decided) router.refresh();
  };

  const textField = decision === "approve" ? null : decision;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-decision-form="" className="flex flex-col gap-4">
      <fieldset>
        <legend className="font-bold">{t("choose")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {DECISIONS.map((choice) => (
            <label key={choice} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-decision`}
                value={choice}
                checked={decision === choice}
                onChange={() => {
                  setDecision(choice);
                  reset();
                }}
              />
              {t(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      {decision === "approve" ? (
        <div>
          <p>{t(isNewApp ? "approveNewLead" : "approveLead")}</p>
          {isNewApp ? (
            <label className="mt-3 block max-w-xs font-bold">
              {t("newStatus")}
              <select
                value={status}
                onChange={(event) => setStatus(event.target.value as TNewAppStatus)}
                className={FIELD}
                data-new-app-status=""
              >
                {NEW_APP_STATUSES.map((option) => (
                  <option key={option} value={option}>
                    {tStatus(option)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      {textField ? (
        <div>
          <label htmlFor={`${id}-text`} className="font-bold">
            {t(textField === "reject" ? "reason" : "comment")}
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={5}
            maxLength={REJECTION_REASON_MAX}
            required={textField === "reject"}
            value={text[textField]}
            onChange={(event) => setText({ ...text, [textField]: event.target.value })}
            aria-invalid={textInvalid ? true : undefined}
            aria-describedby={`${id}-hint${textInvalid ? ` ${id}-error` : ""}`}
            className={FIELD}
            data-decision-text={textField}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
            {t("reasonHint", { max: REJECTION_REASON_MAX })}
          </p>
        </div>
      ) : null}
      {state.message ? (
        <p id={`${id}-error`} role="alert" className="font-bold text-danger">
          {state.message}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={busy}
          data-decision-submit={decision}
          className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("sending") : t(`${decision}Confirm`)}
        </button>
      </div>
    </form>
  );
}
