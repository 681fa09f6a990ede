"use client";

import { z } from "zod";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";
import type { TDialogComponentProps } from "@/client/dialog-host";

const ZProps = z.object({ name: z.string().catch(""), url: z.string().nullable().catch(null) });

/** SPEC §2 Adapt-app connection completed: offers the app's url in a new tab when it has one. */
export function ConnectionCompletedDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.connectionCompleted");
  const common = useT("dialogs");
  const { name, url } = ZProps.parse(props);
  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      testId="adaptAppConnectionCompleted"
      width={6}
      title={t("title")}
      description={<p>{url ? t("bodyWithUrl", { name }) : t("body", { name })}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {common("close")}
          </button>
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className={primaryButton} onClick={onClose}>
              {t("openApp")}
              <span className="sr-only">{common("newTab")}</span>
            </a>
          ) : null}
        </>
      }
    />
  );
}
