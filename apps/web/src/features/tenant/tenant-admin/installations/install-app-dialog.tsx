"use client";

import {
  isConnection,
  needsTermsAgreement,
  quoteAppNames,
  SHARED_ACCOUNT_NOTICE_MIN_APPS,
} from "@store/domain/installation";
import { useId, useState } from "react";
import { z } from "zod";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { currentPath, isSessionEnded, signInAgainProps } from "@/features/tenant/auth";
import { rememberConnectionCompleted } from "@/client/storage/connection-completed";
import { useApiForm } from "@/client/use-api-form";
import { useDialog } from "@/client/dialog-host";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";
import { InstallConsentSection } from "./install-consent-section";
import { InstallTermsAgreement } from "./install-terms-agreement";
import { OperationInProgressDialog } from "./operation-in-progress-dialog";
import { SharedAccountNotice } from "./shared-account-notice";
import { requestInstall, ZInstallDialogApp } from "./tenant-admin-client";
import type { TDialogComponentProps } from "@/client/dialog-host";

/**
 * SPEC §8: install failures the dialog shows, and 409 (another install or uninstall of the account
 * is in progress); anything else is an unexpected error.
 */

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
  const { showToastAfterReload } = useToast();
  const { openDialog } = useDialog();
  const app = ZInstallDialogApp.parse(props);
  const connection = isConnection(app.integrationType);
  const needsAgreement = needsTermsAgreement(app);
  const [agreed, setAgreed] = useState(() => ZResumedChoices.parse(props).agreed);
  const [alert, setAlert] = useState(false);
  // Accepted, but the parent service has not confirmed it yet.
  const [inProgress, setInProgress] = useState(false);
  const { state, run, hold, reset } = useApiForm({
    unexpected: t("unexpected"),
    shows: "install",
    refused: (error) => {
      if (!isSessionEnded(error)) return undefined;
      const resume = { kind: "installApp" as const, props: { ...props, agreed }, path: currentPath() };
      openDialog("login", signInAgainProps(resume, true));
      return "handled";
    },
  });
  const alertId = useId();
  const installing = state.pending;

  const close = () => {
    if (inProgress) {
      window.location.reload();
      return;
    }
    setAgreed(false);
    setAlert(false);
    reset();
    onClose();
  };

  const install = async () => {
    if (needsAgreement && !agreed) {
      setAlert(true);
      return;
    }
    setAlert(false);
    const result = await run(() => requestInstall(app.code));
    if (!result) return;
    if (result.status === "in_progress") {
      setInProgress(true);
      return;
    }
    // Loading until the page reloads.
    hold();
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
  };

  const title = connection ? t("connectTitle", { name: app.name }) : t("title", { name: app.name });
  if (inProgress) {
    return (
      <OperationInProgressDialog
        open={open}
        onClose={close}
        testId="installApp"
        width={app.integrationType === "adapt" ? "installAdapt" : "install"}
        title={title}
        message={t("inProgress", { name: app.name })}
        dataAttribute="data-install-in-progress"
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
      <InstallConsentSection app={app} />
      {app.termsUrl && needsAgreement ? (
        <InstallTermsAgreement
          termsUrl={app.termsUrl}
          agreed={agreed}
          disabled={installing}
          invalid={alert}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setAlert(false);
          }}
        />
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
      {state.message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-install-error="">
          {state.message}
        </p>
      ) : null}
    </DialogFrame>
  );
}
