"use client";

import { useFormatter } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { useT } from "@/i18n/use-t";
import type { TShownSecret } from "./use-oauth-client-actions";

/** A client secret just issued, shown this once with a copy button; after a rotation, until when the old one works. */
export function SecretDialog({ shown, onClose }: { shown: TShownSecret | null; onClose: () => void }) {
  const t = useT("developerIntegrations");
  const format = useFormatter();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <DialogFrame
      open={shown !== null}
      onClose={close}
      title={t("secret.title", { name: shown?.clientName ?? "" })}
      description={<p className="font-bold text-danger">{t("secret.once")}</p>}
      closeLabel={t("close")}
      testId="oauth-client-secret"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close}>
            {t("secret.done")}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => void navigator.clipboard?.writeText(shown?.secret ?? "").then(() => setCopied(true))}
          >
            {copied ? t("secret.copied") : t("secret.copy")}
          </button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-3">
        <code className="break-all rounded-lg bg-canvas p-3 font-mono text-sm" data-client-secret>
          {shown?.secret}
        </code>
        <p aria-live="polite" className="sr-only">
          {copied ? t("secret.copied") : ""}
        </p>
        {shown?.previousSecretExpiresAt ? (
          <p className="text-sm" data-previous-secret-expires>
            {new Date(shown.previousSecretExpiresAt).getTime() <= Date.now()
              ? t("secret.oldStopped")
              : t("secret.oldUntil", {
                  at: format.dateTime(new Date(shown.previousSecretExpiresAt), {
                    dateStyle: "medium",
                    timeStyle: "short",
                  }),
                })}
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}
