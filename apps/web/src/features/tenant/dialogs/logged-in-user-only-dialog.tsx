"use client";

import { useSuiteSignIn } from "@/features/tenant/auth";
import { useT } from "@/i18n/use-t";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";

/** SPEC §6: a visitor tried something only signed-in users may do. */
export function LoggedInUserOnlyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT("dialogs");
  const signIn = useSuiteSignIn();
  return (
    <DialogFrame
      closeLabel={t("close")}
      open={open}
      onClose={onClose}
      locked={signIn.loading}
      testId="loggedInUserOnly"
      width={5}
      title={t("loggedInUserOnly.title")}
      description={<p>{t("loggedInUserOnly.body")}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={signIn.loading} onClick={onClose}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={signIn.loading}
            aria-busy={signIn.loading}
            onClick={() => void signIn.start()}
          >
            {signIn.loading ? <Spinner /> : null}
            {signIn.loading ? t("login.loading") : t("login.action")}
          </button>
        </>
      }
    >
      {signIn.failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {t("login.failed")}
        </p>
      ) : null}
    </DialogFrame>
  );
}
