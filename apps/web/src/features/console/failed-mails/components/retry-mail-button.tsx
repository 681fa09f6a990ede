"use client";

import { ZRetriedMail } from "@store/domain/schemas/failed-mail";
import { useState } from "react";
import { secondaryButton, Spinner } from "@/ui/buttons";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

/**
 * Sends one failed mail again. The row stays, saying so, until the list is next read (the mail
 * has left it by then): reading it again at once would take the message away with the row.
 */
export function RetryMailButton({ jobId, label }: { jobId: number; label: string }) {
  const t = useT("opsMails");
  const { state, run } = useApiForm({ unexpected: t("errors.unexpected") });
  const [done, setDone] = useState(false);
  const pending = state.pending;
  const message = done
    ? { text: t("retried"), failed: false }
    : state.message
      ? { text: state.message, failed: true }
      : null;

  const retry = async () => {
    setDone(false);
    const retried = await run(async () => ZRetriedMail.parse(await apiClient.post(`/api/ops/mails/${jobId}/retry`)));
    if (retried) setDone(true);
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
