"use client";

import {
  isConnection,
  needsTermsAgreement,
  quoteAppNames,
  SHARED_ACCOUNT_NOTICE_MIN_APPS,
} from "@store/domain/installation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { z } from "zod";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { currentPath, isSessionEnded, signInAgainProps } from "@/features/dialogs/session-ended";
import { isShownFailure } from "@/features/shell/api-client";
import { useDialog } from "@/features/shell/dialog-host";
import { useToast } from "@/features/shell/toast-host";
import { useT } from "@/i18n/use-t";
import { SharedAccountNotice } from "./shared-account-notice";
import { rememberConnectionCompleted, requestInstall, ZInstallDialogApp } from "./tenant-admin-client";
import type { TDialogComponentProps } from "@/features/dialogs/dialog-renderer";

/**
 * SPEC §8: install failures the dialog shows, and 409 (another install or uninstall of the account
 * is in progress); anything else is an unexpected error.
 */

type TStatus = { kind: "idle" } | { kind: "installing" } | { kind: "inProgress" } | { kind: "failed"; message: string };

/** The terms box as it was left, when the dialog opens again after a sign-in. */
const ZResumedChoices = z.object({ agreed: z.boolean().catch(false) }).catch({ agreed: false });

/**
 * SPEC §2 Install app, §4 Install flow, §5: terms agreement, the shared-account notice, a loading
 * state, the error in the dialog; on success a toast that survives the reload, and for connect and
 * adapt apps the connection-completed dialog after it. When the parent service has not confirmed
 * the install yet, the dialog says it is in progress; closing it reloads the page, which shows the
 * same state until it is confirmed.
 */
export function InstallAppDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.installApp");
  const common = useT("dialogs");
  const rich = useTranslations("dialogs.installApp");
  const { showToastAfterReload } = useToast();
  const { openDialog } = useDialog();
  const app = ZInstallDialogApp.parse(props);
  const connection = isConnection(app.integrationType);
  const needsAgreement = needsTermsAgreement(app);
  const [agreed, setAgreed] = useState(() => ZResumedChoices.parse(props).agreed);
  const [alert, setAlert] = useState(false);
  const [status, setStatus] = useState<TStatus>({ kind: "idle" });
  const checkboxId = useId();
  const alertId = useId();
  const installing = status.kind === "installing";

  const close = () => {
    if (status.kind === "inProgress") {
      window.location.reload();
      return;
    }
    setAgreed(false);
    setAlert(false);
    setStatus({ kind: "idle" });
    onClose();
  };

  const install = async () => {
    if (needsAgreement && !agreed) {
      setAlert(true);
      return;
    }
    setAlert(false);
    setStatus({ kind: "installing" });
    try {
      const result = await requestInstall(app.code);
      if (result.status === "in_progress") {
        setStatus({ kind: "inProgress" });
        return;
      }
      const names = quoteAppNames(result.apps.length > 0 ? result.apps.map((a) => a.name) : [app.name]);
      showToastAfterReload(
        app.integrationType === "connect" ? t("connectedToast", { names }) : t("addedToast", { names }),
      );
      if (connection) {
        rememberConnectionCompleted({ name: app.name, url: app.url });
        window.location.assign(window.location.pathname);
      } else {
        window.location.reload();
      }
    } catch (error) {
      if (isSessionEnded(error)) {
        const resume = { kind: "installApp" as const, props: { ...props, agreed }, path: currentPath() };
        openDialog("login", signInAgainProps(resume, true));
        return;
      }
      const shown = isShownFailure(error, "install") && error.message;
      setStatus({ kind: "failed", message: shown ? error.message : t("unexpected") });
    }
  };

  const title = connection ? t("connectTitle", { name: app.name }) : t("title", { name: app.name });
  if (status.kind === "inProgress") {
    return (
      <DialogFrame
        closeLabel={common("close")}
        open={open}
        onClose={close}
        testId="installApp"
        width={app.integrationType === "adapt" ? "installAdapt" : "install"}
        title={title}
        description={
          <p role="status" data-install-in-progress="">
            {t("inProgress", { name: app.name })}
          </p>
        }
        actions={
          <button type="button" className={primaryButton} onClick={close}>
            {common("close")}
          </button>
        }
      />
    );
  }

  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={close}
      locked={installing}
      testId="installApp"
      width={app.integrationType === "adapt" ? "installAdapt" : "install"}
      title={title}
      description={<p>{connection ? t("connectBody", { name: app.name }) : t("body", { name: app.name })}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={installing} onClick={close}>
            {common("cancel")}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={installing}
            aria-busy={installing}
            aria-describedby={alert ? alertId : undefined}
            onClick={() => void install()}
          >
            {installing ? <Spinner /> : null}
            {installing ? t("installing") : connection ? t("connectAction") : t("action")}
          </button>
        </>
      }
    >
      {app.sharedAppNames.length >= SHARED_ACCOUNT_NOTICE_MIN_APPS ? (
        <SharedAccountNotice names={app.sharedAppNames} />
      ) : null}
      {app.termsUrl && needsAgreement ? (
        <div className="mt-5 flex items-start gap-2 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            disabled={installing}
            aria-invalid={alert}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setAlert(false);
            }}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <label htmlFor={checkboxId}>
            {rich.rich("agreeTerms", {
              terms: (chunks) => (
                <a
                  href={app.termsUrl ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {chunks}
                  <span className="sr-only">{common("newTab")}</span>
                </a>
              ),
            })}
          </label>
        </div>
      ) : null}
      {app.termsUrl && !needsAgreement && connection ? (
        <p className="mt-5 text-sm">
          <a href={app.termsUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {t("termsLink")}
            <span className="sr-only">{common("newTab")}</span>
          </a>
        </p>
      ) : null}
      {alert ? (
        <p id={alertId} role="alert" className="mt-3 text-sm font-bold text-danger">
          {t("termsAlert")}
        </p>
      ) : null}
      {status.kind === "failed" ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-install-error="">
          {status.message}
        </p>
      ) : null}
    </DialogFrame>
  );
}
