"use client";

import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";

/** The dialog once the request is accepted (SPEC §2 thanks view). */
export function DocumentRequestThanks({ open, name, close }: { open: boolean; name: string; close: () => void }) {
  const t = useT("dialogs.documentRequest");
  const common = useT("dialogs");
  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={close}
      testId="documentRequest"
      width="document"
      title={t("thanksTitle")}
      description={
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <ThanksImage />
          <p data-document-request-thanks="">{t("thanksBody", { name })}</p>
        </div>
      }
      actions={
        <button type="button" className={primaryButton} onClick={close}>
          {common("close")}
        </button>
      }
    />
  );
}

/** The thanks view's image (SPEC §2): a sent envelope, decorative beside the text that says it. */
function ThanksImage() {
  return (
    <svg
      data-document-request-thanks-image=""
      aria-hidden="true"
      viewBox="0 0 120 90"
      width="120"
      height="90"
      className="shrink-0 text-brand-600"
    >
      <rect x="8" y="20" width="84" height="58" rx="6" fill="currentColor" opacity="0.12" />
      <rect x="8" y="20" width="84" height="58" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M10 24 L50 54 L90 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="92" cy="26" r="20" fill="currentColor" />
      <path
        d="M82 26 L89 33 L102 19"
        fill="none"
        stroke="white"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
