"use client";

import type { TAppStatus } from "@store/domain/enums";
import { REASON_MAX_LENGTH } from "@store/domain/schemas/operator-app";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

type TProps = { appId: number; current: TAppStatus; options: readonly TAppStatus[] };

const control = "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

/**
 * Moves the app to one of the statuses the domain's table allows from the one shown, with a
 * required reason. A refusal is shown here and the typed reason kept; when the app moved on in
 * the meantime (409) the page reloads with its current status.
 */
export function AppStatusForm({ appId, current, options }: TProps) {
  const t = useT("opsApps.statusForm");
  const tStatus = useT("opsApps.statuses");
  const router = useRouter();
  const id = useId();
  const [status, setStatus] = useState<TAppStatus | null>(null);
  const [reason, setReason] = useState("");
  const { state, run, check } = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    // The app moved on in the meantime: the page is read again, showing its current status.
    refused: (error) => {
      if (error instanceof ApiError && error.status === 409) router.refresh();
      return undefined;
    },
  });
  const busy = state.pending;
  const [done, setDone] = useState<string | null>(null);
  const chosen = status !== null && options.includes(status) ? status : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(null);
    const missing = {
      ...(chosen ? {} : { status: [t("chooseStatus")] }),
      ...(reason.trim() ? {} : { reason: [t("reasonRequired")] }),
    };
    if (!check(missing) || !chosen) return;
    const moved = await run(async () => {
      await apiClient.post(`/api/ops/apps/${appId}/status`, { status: chosen, reason, from: current });
      return true;
    });
    if (!moved) return;
    setDone(t("done", { status: tStatus(chosen) }));
    setReason("");
    setStatus(null);
    router.refresh();
  };

  const reasonId = `${id}-reason`;
  const statusError = state.items.status?.join(" ");
  const reasonError = state.items.reason?.join(" ");
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-app-status-form="">
      <fieldset aria-describedby={[`${id}-status-effect`, statusError ? `${id}-status-error` : ""].join(" ").trim()}>
        <legend className="text-sm font-bold">{t("newStatus", { status: tStatus(current) })}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((option) => (
            <label
              key={option}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="status"
                value={option}
                checked={chosen === option}
                onChange={() => setStatus(option)}
              />
              {tStatus(option)}
            </label>
          ))}
        </div>
        {/* What each status means for the public store, for the one chosen or the one the app has. */}
        <p id={`${id}-status-effect`} aria-live="polite" className="mt-2 text-sm text-ink-muted" data-status-effect="">
          {t(`effects.${chosen ?? current}`)}
        </p>
        {statusError ? (
          <p id={`${id}-status-error`} className="mt-1 text-sm font-bold text-danger">
            {statusError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-bold">
          {t("reason")}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={3}
          required
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ""}`}
          className={control}
        />
        <p id={`${reasonId}-hint`} className="text-sm text-ink-muted">
          {t("reasonHint", { max: REASON_MAX_LENGTH })}
        </p>
        {reasonError ? (
          <p id={`${reasonId}-error`} className="text-sm font-bold text-danger">
            {reasonError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {busy ? t("submitting") : t("submit")}
        </button>
        <p role="status" className="text-sm font-bold">
          {done}
        </p>
      </div>
      {state.message ? (
        <p role="alert" className="font-bold text-danger">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
