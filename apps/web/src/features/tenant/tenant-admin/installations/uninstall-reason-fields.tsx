"use client";

import { type TUninstallReason, UNINSTALL_NOTE_MAX, UNINSTALL_REASONS } from "@store/domain/analytics/listing-events";
import { useId } from "react";
import { useT } from "@/i18n/use-t";

/** The dialog's answer: no reason chosen is `null` (the first radio, 'prefer not to say'). */
export type TUninstallAnswer = { reason: TUninstallReason | null; note: string };

/**
 * Issue 29 item 2: why the company leaves, optional. A radio per reason after 'prefer not to say'
 * (chosen at first, so skipping needs nothing), and a free text with its counter. The provider
 * reads the answer without the company's or the person's name, and the hint says so.
 */
export function UninstallReasonFields(props: {
  value: TUninstallAnswer;
  onChange: (value: TUninstallAnswer) => void;
  disabled: boolean;
}) {
  const t = useT("dialogs.uninstallApp.reason");
  const name = useId();
  const hintId = useId();
  const noteId = useId();
  const counterId = useId();
  const { value, onChange } = props;
  const options: (TUninstallReason | null)[] = [null, ...UNINSTALL_REASONS];
  return (
    <div className="mt-4" data-uninstall-reason="">
      <fieldset aria-describedby={hintId} disabled={props.disabled}>
        <legend className="font-bold">{t("legend")}</legend>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {t("hint")}
        </p>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {options.map((reason) => (
            <label
              key={reason ?? "none"}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-canvas"
            >
              <input
                type="radio"
                name={name}
                value={reason ?? ""}
                checked={value.reason === reason}
                onChange={() => onChange({ ...value, reason })}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{reason === null ? t("none") : t(`reasons.${reason}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={noteId} className="mt-3 block text-sm font-bold">
        {t("note")}
      </label>
      <textarea
        id={noteId}
        name="note"
        aria-describedby={counterId}
        maxLength={UNINSTALL_NOTE_MAX}
        rows={3}
        disabled={props.disabled}
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
        className="mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 text-base disabled:bg-canvas"
      />
      <p id={counterId} className="mt-1 text-right text-sm text-ink-muted">
        {t("counter", { count: value.note.length, max: UNINSTALL_NOTE_MAX })}
      </p>
    </div>
  );
}
