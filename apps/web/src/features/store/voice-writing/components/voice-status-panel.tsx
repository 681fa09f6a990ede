"use client";

import type { TOwnVoice } from "@store/domain/schemas/own-voice";
import { useFormatter } from "next-intl";
import { useRef, useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, secondaryButton, Spinner } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";
import { Link } from "@/ui/store-link";

const STATUS_TONE: Record<TOwnVoice["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  reported: "bg-amber-100 text-amber-900",
  taken_down: "bg-red-100 text-red-900",
};

/**
 * The author's voice as they wrote it, with where it stands (確認待ち, 公開中, 却下（理由）, 報告により確認中,
 * 取り下げ), the provider's reply, and 編集する / 削除 (asked once more before deleting).
 */
export function VoiceStatusPanel(props: {
  code: string;
  voice: TOwnVoice;
  appPath: string;
  canEdit: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const t = useT("voices.write");
  const format = useFormatter();
  const { voice } = props;
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const form = useApiForm({ unexpected: t("errors.unexpected") });
  const status =
    voice.status === "rejected" && voice.rejectionReason
      ? t("status.rejectedWithReason", { reason: voice.rejectionReason })
      : t(`status.${voice.status}`);

  const remove = async () => {
    const done = await form.run(async () => {
      await apiClient.delete(`/api/apps/${encodeURIComponent(props.code)}/voices/mine`);
      return true;
    });
    if (done) props.onDeleted();
  };

  return (
    <section
      aria-labelledby="own-voice-heading"
      className="flex flex-col gap-4 rounded-xl border border-line p-4 sm:p-6"
    >
      <h2 id="own-voice-heading" className="text-lg font-bold">
        {t("status.heading")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-bold">{t("status.label")}</dt>
        <dd>
          <span
            className={`rounded px-2 py-0.5 font-bold ${STATUS_TONE[voice.status]}`}
            data-voice-status={voice.status}
          >
            {status}
          </span>
        </dd>
        <dt className="font-bold">{t("form.rating")}</dt>
        <dd>{voice.rating === null ? "—" : t("form.star", { count: voice.rating })}</dd>
        <dt className="font-bold">{t("status.updated")}</dt>
        <dd>{format.dateTime(new Date(voice.updatedAt), { dateStyle: "long", timeStyle: "short" })}</dd>
      </dl>
      <p className="text-sm text-ink-muted">{t(`status.explain.${voice.status}`)}</p>
      <div className="rounded-lg bg-canvas p-4">
        <h3 className="font-bold">{voice.title}</h3>
        <p className="mt-2 whitespace-pre-line break-words">{voice.text}</p>
      </div>
      {voice.reply ? (
        <div className="border-s-4 border-brand-600 ps-4" data-voice-reply>
          <h3 className="text-sm font-bold">{t("status.reply")}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm">{voice.reply.text}</p>
        </div>
      ) : null}
      {voice.status === "published" || voice.status === "reported" ? (
        <Link href={`${props.appPath}#voices`} className="self-start text-sm text-brand-700 underline">
          {t("status.view")}
        </Link>
      ) : null}
      <FormAlert message={form.state.message} />
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-lg bg-red-50 p-4" data-voice-delete-confirm>
          <p id="voice-delete-question" className="font-bold">
            {t("deleteConfirm")}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={`${primaryButton} bg-danger hover:bg-red-800`}
              onClick={remove}
              aria-describedby="voice-delete-question"
              aria-disabled={form.state.pending || undefined}
              // biome-ignore lint/a11y/noAutofocus: the question was just asked; its answer is the next thing to do
              autoFocus
            >
              {form.state.pending ? <Spinner /> : null}
              {form.state.pending ? t("deleting") : t("deleteYes")}
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setConfirming(false);
                form.reset();
                requestAnimationFrame(() => deleteRef.current?.focus());
              }}
            >
              {t("deleteNo")}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {props.canEdit ? (
            <button type="button" className={primaryButton} onClick={props.onEdit}>
              {t("edit")}
            </button>
          ) : null}
          <button ref={deleteRef} type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            {t("delete")}
          </button>
        </div>
      )}
    </section>
  );
}
