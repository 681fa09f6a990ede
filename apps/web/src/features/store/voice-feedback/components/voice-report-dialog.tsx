"use client";

import { VOICE_REPORT_NOTE_MAX } from "@store/domain/voices/voice-limits";
import { VOICE_REPORT_REASONS, type TVoiceReportReason } from "@store/domain/voices/voice-input";
import type { TVoiceReportAnswer } from "@store/domain/schemas/voice-feedback";
import { countCharacters, toPlainText } from "@store/domain/text-limit";
import { useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { apiClient } from "@/client/api-client";
import type { TDialogComponentProps } from "@/client/dialog-host";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert, FormField } from "@/ui/form-field";

/** What opens the dialog (`openDialog("voiceReport", …)`): the voice and its title (empty for one without). */
export const ZVoiceReportDialogProps = z.object({ voiceId: z.number().int(), title: z.string().catch("") });

/**
 * Issue 28: anyone reports a published voice with a reason (and a note, needed for 'other'); the
 * voice goes back to the operators' queue and stays shown until they decide. A reporter's second
 * report of one voice is answered as received too, saying so.
 */
export function VoiceReportDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("voices.report");
  const common = useT("dialogs");
  const { voiceId, title } = ZVoiceReportDialogProps.parse(props);
  const formId = useId();
  const [reason, setReason] = useState<TVoiceReportReason | null>(null);
  const [note, setNote] = useState("");
  const [answer, setAnswer] = useState<TVoiceReportAnswer | null>(null);
  const form = useApiForm({ unexpected: t("unexpected"), focusFirstInvalid: true });
  const sending = form.state.pending;
  const noteCount = countCharacters(toPlainText(note, { multiline: true }));
  // The 'report' button that opened the dialog, focused again when it closes.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  const submit = async () => {
    const items: Record<string, string[]> = {};
    if (!reason) items.reason = [t("reasonRequired")];
    else if (reason === "other" && noteCount === 0) items.note = [t("noteRequired")];
    if (!form.check(items) || !reason) return;
    const sent = await form.run(() =>
      apiClient.post<TVoiceReportAnswer>(`/api/voices/${voiceId}/reports`, note.trim() ? { reason, note } : { reason }),
    );
    if (sent) setAnswer(sent);
  };

  // Once kept, the same dialog says so; the form and its buttons are gone, so the focus goes to the way out.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (answer) close.current?.focus();
  }, [answer]);

  if (answer) {
    return (
      <DialogFrame
        closeLabel={common("close")}
        open={open}
        onClose={onClose}
        testId="voiceReport"
        width={6}
        returnFocus={opener}
        title={t("doneTitle")}
        description={
          <p role="status" data-voice-report-done={"alreadyReported" in answer ? "already" : "reported"}>
            {"alreadyReported" in answer ? t("already") : t("done")}
          </p>
        }
        actions={
          <button ref={close} type="button" className={primaryButton} onClick={onClose}>
            {common("close")}
          </button>
        }
      />
    );
  }

  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      locked={sending}
      testId="voiceReport"
      width={6}
      returnFocus={opener}
      title={t("title")}
      description={<p>{title ? t("body", { title }) : t("bodyUntitled")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={sending} onClick={onClose}>
            {common("cancel")}
          </button>
          <button type="submit" form={formId} className={primaryButton} disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {sending ? t("sending") : t("submit")}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="mt-5 flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ReasonField
          reason={reason}
          errors={form.state.items.reason}
          disabled={sending}
          onChange={(next) => {
            setReason(next);
            form.clearError("reason");
            if (next !== "other") form.clearError("note");
          }}
        />
        <NoteField
          note={note}
          count={noteCount}
          errors={form.state.items.note}
          disabled={sending}
          onChange={(next) => {
            setNote(next);
            form.clearError("note");
          }}
        />
        <FormAlert message={form.state.message} data-voice-report-error="" />
      </form>
    </DialogFrame>
  );
}

function ReasonField(props: {
  reason: TVoiceReportReason | null;
  errors: readonly string[] | undefined;
  disabled: boolean;
  onChange: (reason: TVoiceReportReason) => void;
}) {
  const t = useT("voices.report");
  const errorId = useId();
  const message = props.errors?.[0];
  return (
    <fieldset aria-describedby={message ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold">{t("reasonsLegend")}</legend>
      {VOICE_REPORT_REASONS.map((reason) => (
        <label key={reason} className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 py-2">
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={props.reason === reason}
            disabled={props.disabled}
            aria-invalid={message ? true : undefined}
            onChange={() => props.onChange(reason)}
            className="size-4 accent-brand-600"
          />
          <span className="text-sm">{t(`reasons.${reason}`)}</span>
        </label>
      ))}
      {message ? (
        <p id={errorId} className="text-sm font-bold text-danger" data-field-error="reason">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

function NoteField(props: {
  note: string;
  count: number;
  errors: readonly string[] | undefined;
  disabled: boolean;
  onChange: (note: string) => void;
}) {
  const t = useT("voices.report");
  const hintId = useId();
  const over = props.count > VOICE_REPORT_NOTE_MAX;
  return (
    <div className="flex flex-col gap-1">
      <FormField
        name="note"
        label={t("note")}
        value={props.note}
        onChange={props.onChange}
        multiline
        disabled={props.disabled}
        errors={props.errors}
        describedBy={hintId}
      />
      <p id={hintId} className="flex justify-between gap-3 text-xs text-ink-muted">
        <span>{t("noteHint")}</span>
        <span className={over ? "font-bold text-danger" : undefined} data-voice-report-count="">
          {t("noteCount", { count: props.count, max: VOICE_REPORT_NOTE_MAX })}
        </span>
      </p>
    </div>
  );
}
