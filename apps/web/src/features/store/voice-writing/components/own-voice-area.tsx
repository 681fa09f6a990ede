"use client";

import type { TLocale } from "@store/domain/locales";
import type { TOwnVoice } from "@store/domain/schemas/own-voice";
import { VOICE_ELIGIBILITY_DAYS } from "@store/domain/voices/voice-limits";
import { useEffect, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { VoiceForm } from "./voice-form";
import { VoiceStatusPanel } from "./voice-status-panel";

type TNotice = "sent" | "deleted" | null;

/**
 * The writing page's body (issue 28): the form for a new voice; for one already written, its status
 * (and the operator's reason, the provider's reply) with 編集する and 削除, the form again on edit.
 * After each action the focus moves to what changed: the notice, or the form's first field.
 */
export function OwnVoiceArea(props: {
  code: string;
  appName: string;
  appPath: string;
  /** Whether the caller's company may write (a voice written earlier may be kept after that ends). */
  eligible: boolean;
  initialVoice: TOwnVoice | null;
  uiLocale: TLocale;
}) {
  const t = useT("voices.write");
  const [voice, setVoice] = useState<TOwnVoice | null>(props.initialVoice);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<TNotice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<"notice" | "form" | "heading" | null>(null);

  useEffect(() => {
    if (focusTarget === "notice") noticeRef.current?.focus();
    else if (focusTarget === "heading") headingRef.current?.focus();
    else if (focusTarget === "form") {
      const radios = 'form input[name="rating"]';
      (
        document.querySelector<HTMLElement>(`${radios}:checked`) ?? document.querySelector<HTMLElement>(radios)
      )?.focus();
    }
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const showForm = props.eligible && (voice === null || editing);
  const title = voice === null ? t("title") : t("editTitle");

  return (
    <div className="flex flex-col gap-6">
      <h1 id="voice-form-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 font-bold text-green-800"
          data-voice-notice={notice}
        >
          {notice === "sent" ? t("sent") : t("deleted")}
        </p>
      ) : null}
      {voice === null && !editing ? <p>{t("intro", { name: props.appName })}</p> : null}
      {voice && !editing ? (
        <VoiceStatusPanel
          code={props.code}
          voice={voice}
          appPath={props.appPath}
          canEdit={props.eligible}
          onEdit={() => {
            setNotice(null);
            setEditing(true);
            setFocusTarget("form");
          }}
          onDeleted={() => {
            setVoice(null);
            setEditing(false);
            setNotice("deleted");
            setFocusTarget("notice");
          }}
        />
      ) : null}
      {voice && !props.eligible ? (
        <p className="text-sm text-ink-muted" data-voice-edit-closed>
          {t("notEligible.editClosed", { days: VOICE_ELIGIBILITY_DAYS })}
        </p>
      ) : null}
      {showForm ? (
        <>
          {voice ? <p className="text-sm text-ink-muted">{t("editNote")}</p> : null}
          <VoiceForm
            key={voice?.updatedAt ?? "new"}
            code={props.code}
            initial={voice}
            uiLocale={props.uiLocale}
            onCancel={
              voice
                ? () => {
                    setEditing(false);
                    setFocusTarget("heading");
                  }
                : undefined
            }
            onSaved={(saved) => {
              setVoice(saved);
              setEditing(false);
              setNotice("sent");
              setFocusTarget("notice");
            }}
          />
        </>
      ) : null}
    </div>
  );
}
