"use client";

import { useSession } from "@/features/tenant/auth";
import { usePublicConfig } from "@/server/public/public-config-context";
import { useT } from "@/i18n/use-t";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { suiteHomeUrl } from "./suite-home-url";

/** SPEC §1, §2: logging out happens only in the parent service; this dialog says so and links there. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT("dialogs");
  const { suiteUrl } = usePublicConfig();
  const { data } = useSession();
  const href = suiteHomeUrl(suiteUrl, data?.user.currentTenant?.subdomain);

  return (
    <DialogFrame
      closeLabel={t("close")}
      open={open}
      onClose={onClose}
      testId="logout"
      width={5}
      title={t("logout.title")}
      description={<p>{t("logout.body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("close")}
          </button>
          <a href={href} className={primaryButton}>
            {t("logout.action")}
          </a>
        </>
      }
    />
  );
}
