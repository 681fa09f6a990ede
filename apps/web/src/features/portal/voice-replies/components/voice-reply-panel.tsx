"use client";

import { countCharacters, toPlainText } from "@store/domain/text-limit";
import { VOICE_REPLY_MAX } from "@store/domain/voices/voice-limits";
import { useFormatter } from "next-intl";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { TextLimitCounter } from "@/features/portal/app-drafts";
import { useT } from "@/i18n/use-t";
import { primaryButton, secondaryButton, Spinner } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";

type TReply = { text: string; at: string };

const VOICES_API = "/api/developers/voices";

const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-bold hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The provider's reply to one voice (issue 28): the reply with 返信を編集 / 返信を削除, or 返信する,
 * which opens the form in place. What was typed stays through a refusal; after sending the focus
 * goes to the reply as published, after cancelling or deleting back to the button that remains.
 */
export function VoiceReplyPanel(props: { voiceId: number; title: string; reply: TReply | null }) {
  const t = useT("developers.voices");
  const tValidation = useT("validation");
  const format = useFormatter();
  const id = useId();
  const [reply, setReply] = useState<TReply | null>(props.reply);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { state, run, check, clearError, reset } = useApiForm({ unexpected: t("errors.unexpected") });
  const replyHeading = useRef<HTMLHeadingElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const path = `${VOICES_API}/${props.voiceId}/reply`;
  const textErrors = state.items.text ?? [];

  const setFocusTarget = useFocusAfterRender({ field: textArea, reply: replyHeading, open: openButton });

  const open = () => {
    setText(reply?.text ?? "");
    setNotice(null);
    reset();
    setEditing(true);
    setFocusTarget("field");
  };

  const cancel = () => {
    reset();
    setEditing(false);
    setFocusTarget(reply ? "reply" : "open");
  };

  const submit = async () => {
    const count = countCharacters(toPlainText(text, { multiline: true }));
    const problem =
      count === 0
        ? tValidation("required")
        : count > VOICE_REPLY_MAX
          ? tValidation("tooLong", { maximum: VOICE_REPLY_MAX })
          : null;
    if (!check(problem ? { text: [problem] } : {})) return;
    const answer = await run(() => apiClient.put<{ reply: TReply }>(path, { text }));
    if (!answer) return;
    const edited = reply !== null;
    setReply(answer.reply);
    setEditing(false);
    setNotice(t(edited ? "updated" : "published"));
    setFocusTarget("reply");
  };

  const remove = async () => {
    if (!window.confirm(t("confirmDelete", { title: props.title }))) return;
    const done = await run(async () => {
      await apiClient.delete(path);
      return true;
    });
    if (!done) return;
    setReply(null);
    setNotice(t("deleted"));
    setFocusTarget("open");
  };

  return (
    <div className="mt-4" data-voice-reply-panel={props.voiceId}>
      <p role="status" className={notice ? "mb-3 rounded-lg bg-brand-50 px-4 py-2 text-sm font-bold" : "sr-only"}>
        {notice}
      </p>
      {editing ? (
        <form
          noValidate
          aria-label={t("formLabel", { title: props.title })}
          className="flex flex-col gap-2 rounded-lg border border-line bg-canvas p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormAlert message={state.message} data-reply-error />
          <ReplyTextField
            id={id}
            textArea={textArea}
            value={text}
            errors={textErrors}
            onChange={(value) => {
              setText(value);
              clearError("text");
            }}
          />
          <p className="text-xs text-ink-muted">{t("publicNote")}</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={state.pending}>
              {state.pending ? <Spinner /> : null}
              {state.pending ? t("sending") : t("send")}
            </button>
            <button type="button" className={secondaryButton} disabled={state.pending} onClick={cancel}>
              {t("cancel")}
            </button>
          </div>
        </form>
      ) : reply ? (
        <div className="rounded-lg border-l-4 border-brand-600 bg-canvas p-4" data-voice-reply>
          <h3 ref={replyHeading} tabIndex={-1} className="text-sm font-bold">
            {t("replyHeading")}
          </h3>
          <p className="mt-1 text-xs text-ink-muted">
            {t("repliedAt")}
            <time dateTime={reply.at}>{format.dateTime(new Date(reply.at), { dateStyle: "long" })}</time>
          </p>
          <p className="mt-2 leading-relaxed wrap-anywhere whitespace-pre-line">{reply.text}</p>
          <FormAlert message={state.message} data-reply-error />
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={smallButton}
              disabled={state.pending}
              aria-label={t("editFor", { title: props.title })}
              onClick={open}
            >
              {t("edit")}
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={state.pending}
              aria-label={t("deleteFor", { title: props.title })}
              onClick={() => void remove()}
            >
              {state.pending ? t("deleting") : t("delete")}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={openButton}
          type="button"
          className={smallButton}
          aria-label={t("replyFor", { title: props.title })}
          onClick={open}
        >
          {t("reply")}
        </button>
      )}
    </div>
  );
}

/** The reply's text with its counter and its errors, read with the field. */
function ReplyTextField(props: {
  id: string;
  textArea: RefObject<HTMLTextAreaElement | null>;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
}) {
  const t = useT("developers.voices");
  const { id, errors } = props;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <>
      <label htmlFor={`${id}-text`} className="text-sm font-bold">
        {t("replyLabel")}
      </label>
      <textarea
        ref={props.textArea}
        id={`${id}-text`}
        name="text"
        rows={5}
        value={props.value}
        required
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={[errors.length > 0 ? errorId : null, counterId].filter(Boolean).join(" ")}
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger"
        onChange={(event) => props.onChange(event.target.value)}
      />
      <TextLimitCounter id={counterId} value={props.value} max={VOICE_REPLY_MAX} />
      {errors.length > 0 ? (
        <div id={errorId} className="text-sm font-bold text-danger" data-field-error="text">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * Focus for the element of a name once the next render is on screen (the element may only exist
 * then): the answer sets the name, the effect focuses it.
 */
function useFocusAfterRender<TName extends string>(targets: Record<TName, RefObject<HTMLElement | null>>) {
  const [focusTarget, setFocusTarget] = useState<TName | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    targets[focusTarget].current?.focus();
    setFocusTarget(null);
  }, [focusTarget, targets]);
  return setFocusTarget;
}
