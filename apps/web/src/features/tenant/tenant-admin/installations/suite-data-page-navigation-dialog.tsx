"use client";

import { SUITE_DATA_APP_CODE } from "@store/domain/enums";
import { Link } from "@/ui/store-link";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";

/** SPEC §2 Data-integration needed: the app works through the data app, which comes first. */
export function SuiteDataPageNavigationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT("dialogs.suiteDataPageNavigation");
  const common = useT("dialogs");
  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={onClose}
      testId="suiteDataPageNavigation"
      width={6}
      title={t("title")}
      description={<p>{t("body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {common("close")}
          </button>
          <Link href={`/apps/${SUITE_DATA_APP_CODE}`} className={primaryButton}>
            {t("action")}
          </Link>
        </>
      }
    />
  );
}
