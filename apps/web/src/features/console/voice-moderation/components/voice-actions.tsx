"use client";

import { countCharacters } from "@store/domain/text-limit";
import type { TVoiceStatus } from "@store/domain/voices/voice-status";
import { VOICE_REJECTION_REASON_MAX } from "@store/domain/voices/voice-limits";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { useModerationNotice } from "./moderation-notice";

type TProps = {
  voiceId: number;
  title: string;
  status: TVoiceStatus;
  /** When the voice shown was last written: the decision says so, and an edit since is read first. */
  updatedAt: string;
};
type TAsking = "reject" | "takeDown" | null;

const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-danger bg-white px-5 py-2 font-bold text-danger hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-50";
const control = "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

/**
 * What an operator may do with one voice, as the domain's table allows from its status: publish
 * (pending, reported), reject (pending) and take down (published, reported), the last two with a
 * reason typed in an inline form. The reason is kept on a refusal; after a move the voice leaves
 * the list and the notice above it says what happened. When someone else moved it first (409) the
 * notice says so and the list is read again.
 */
export function VoiceActions({ voiceId, title, status, updatedAt }: TProps) {
  const t = useT("ops.voices.actions");
  const router = useRouter();
  const notify = useModerationNotice();
  const id = useId();
  const [asking, setAsking] = useState<TAsking>(null);
  const [reason, setReason] = useState("");
  // The buttons that open the reason form: focus goes back to the one that opened it on cancel.
  const openers = useRef<Partial<Record<Exclude<TAsking, null>, HTMLButtonElement | null>>>({});
  const [focusBack, setFocusBack] = useState<TAsking>(null);
  useEffect(() => {
    if (focusBack === null) return;
    openers.current[focusBack]?.focus();
    setFocusBack(null);
  }, [focusBack]);
  const { state, run, check, clearError } = useApiForm({
    unexpected: t("failed"),
    shows: "anyMessage",
    // Someone moved it first: the list is read again (the voice may leave it), so the notice above says why.
    refused: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return undefined;
      notify({ text: error.message || t("failed"), tone: "problem" });
      router.refresh();
      return "handled";
    },
  });
  const canPublish = status === "pending" || status === "reported";
  const canReject = status === "pending";
  const canTakeDown = status === "published" || status === "reported";
  if (!canPublish && !canReject && !canTakeDown) return null;

  const moved = (next: TVoiceStatus) => {
    notify({ text: t(`done.${next}`, { title }), tone: "done" });
    router.refresh();
  };

  const publish = async () => {
    if (state.pending) return;
    const answer = await run(() =>
      apiClient.post<{ status: TVoiceStatus }>(`/api/ops/voices/${voiceId}/decision`, {
        decision: "publish",
        seenUpdatedAt: updatedAt,
      }),
    );
    if (answer) moved(answer.status);
  };

  const open = (kind: Exclude<TAsking, null>) => {
    clearError();
    setAsking(kind);
  };

  const cancel = () => {
    setFocusBack(asking);
    setAsking(null);
    clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.pending || !asking) return;
    if (!check(reason.trim() ? {} : { reason: [t("reasonRequired")] })) return;
    const answer = await run(() =>
      asking === "reject"
        ? apiClient.post<{ status: TVoiceStatus }>(`/api/ops/voices/${voiceId}/decision`, {
            decision: "reject",
            reason,
            seenUpdatedAt: updatedAt,
          })
        : apiClient.post<{ status: TVoiceStatus }>(`/api/ops/voices/${voiceId}/take_down`, { reason }),
    );
    if (answer) moved(answer.status);
  };

  const reasonId = `${id}-reason`;
  const reasonError = state.items.reason?.join(" ");
  return (
    <div className="flex flex-col gap-3" data-voice-actions="">
      {asking === null ? (
        <div className="flex flex-wrap gap-3">
          {canPublish ? (
            <button type="button" className={primaryButton} disabled={state.pending} onClick={() => void publish()}>
              {state.pending ? t("sending") : t("publish")}
            </button>
          ) : null}
          {canReject ? (
            <button
              type="button"
              ref={(button) => {
                openers.current.reject = button;
              }}
              className={dangerButton}
              disabled={state.pending}
              onClick={() => open("reject")}
            >
              {t("reject")}
            </button>
          ) : null}
          {canTakeDown ? (
            <button
              type="button"
              ref={(button) => {
                openers.current.takeDown = button;
              }}
              className={dangerButton}
              disabled={state.pending}
              onClick={() => open("takeDown")}
            >
              {t("takeDown")}
            </button>
          ) : null}
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !state.pending) cancel();
          }}
          noValidate
          className="flex flex-col gap-3 rounded-lg border border-line bg-canvas p-3"
          aria-label={t(asking === "reject" ? "rejectForm" : "takeDownForm", { title })}
          data-voice-reason-form={asking}
        >
          <ReasonField
            id={reasonId}
            value={reason}
            error={reasonError}
            onChange={(value) => {
              setReason(value);
              if (reasonError) clearError("reason");
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={state.pending}>
              {state.pending ? t("sending") : t(asking === "reject" ? "confirmReject" : "confirmTakeDown")}
            </button>
            <button type="button" className={secondaryButton} disabled={state.pending} onClick={cancel}>
              {t("cancel")}
            </button>
          </div>
        </form>
      )}
      {state.message ? (
        <p role="alert" className="font-bold text-danger">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** The reason the author is told in their language, with its counter and its error. */
function ReasonField(props: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT("ops.voices.actions");
  const { id, error } = props;
  const count = countCharacters(props.value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {t("reason")}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={3}
        required
        // biome-ignore lint/a11y/noAutofocus: the operator just asked for this form by its button
        autoFocus
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={control}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t("reasonHint")}{" "}
        <span className={count > VOICE_REJECTION_REASON_MAX ? "font-bold text-danger" : undefined}>
          {t("reasonCount", { count, max: VOICE_REJECTION_REASON_MAX })}
        </span>
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
