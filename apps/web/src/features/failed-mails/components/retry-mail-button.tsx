"use client";

import { ZRetriedMail } from "@store/domain/schemas/failed-mail";
import { useState } from "react";
import { secondaryButton, Spinner } from "@/ui/buttons";
import { ApiError, apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";

/**
 * Sends one failed mail again. The row stays, saying so, until the list is next read (the mail
 * has left it by then): reading it again at once would take the message away with the row.
 */
export function RetryMailButton({ jobId, label }: { jobId: number; label: string }) {
  const t = useT("opsMails");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const done = message !== null && !message.failed;

  const retry = async () => {
    setPending(true);
    setMessage(null);
    try {
      ZRetriedMail.parse(await apiClient.post(`/api/ops/mails/${jobId}/retry`));
      setMessage({ text: t("retried"), failed: false });
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
      setMessage({ text: known ? error.message : t("errors.unexpected"), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={pending || done}
        aria-busy={pending}
        aria-label={label}
        onClick={() => void retry()}
        data-retry-mail={jobId}
      >
        {pending ? <Spinner /> : null}
        {pending ? t("retrying") : t("retry")}
      </button>
      <p role="status" className={`text-sm ${message?.failed ? "font-bold text-danger" : "text-ink-muted"}`}>
        {message?.text ?? ""}
      </p>
    </div>
  );
}
