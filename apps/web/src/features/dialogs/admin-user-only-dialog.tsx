"use client";

import { usePublicConfig } from "@/features/shell/public-config";
import { useT } from "@/i18n/use-t";
import { DialogFrame, primaryButton, secondaryButton } from "./dialog-frame";

/** SPEC §6: a signed-in user without admin authority tried an admin-only action. */
export function AdminUserOnlyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT("dialogs");
  const { suiteUrl } = usePublicConfig();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      testId="adminUserOnly"
      width={5}
      title={t("adminUserOnly.title")}
      description={<p>{t("adminUserOnly.body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("close")}
          </button>
          <a href={new URL("/login", suiteUrl).toString()} className={primaryButton}>
            {t("adminUserOnly.action")}
          </a>
        </>
      }
    />
  );
}
