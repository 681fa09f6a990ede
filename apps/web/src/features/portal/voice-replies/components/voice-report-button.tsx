"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import type { TDialogComponentProps } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";

type TDialog = ComponentType<TDialogComponentProps>;

/**
 * 報告する under a voice (issue 28): opens the store's report dialog (features/store/voice-feedback,
 * the `voiceReport` dialog with { voiceId, title }) right here, since the developer area has no
 * dialog host of its own. `title` is the voice's own (empty for one without), `label` what names it here. The dialog loads when first asked for; the provider user's session makes
 * them the reporter. Closing it gives the focus back to this button (the dialog, opened without a
 * trigger of its own, would leave it on the page's body).
 */
export function VoiceReportButton(props: { voiceId: number; title: string; label: string }) {
  const t = useT("developers.voices");
  const [Dialog, setDialog] = useState<TDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);

  const show = async () => {
    setFailed(false);
    if (!Dialog) {
      try {
        const { VoiceReportDialog } = await import("@/features/store/voice-feedback");
        setDialog(() => VoiceReportDialog);
      } catch {
        setFailed(true);
        return;
      }
    }
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="min-h-11 text-sm text-ink-muted underline hover:text-brand-700"
        aria-label={t("reportFor", { title: props.label })}
        aria-haspopup="dialog"
        onClick={() => void show()}
      >
        {t("report")}
      </button>
      {failed ? (
        <span role="alert" className="text-sm font-bold text-danger">
          {t("errors.reportUnavailable")}
        </span>
      ) : null}
      {Dialog ? (
        <Dialog open={open} props={{ voiceId: props.voiceId, title: props.title }} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
