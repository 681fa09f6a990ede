"use client";

import { isConnection, quoteAppNames, SHARED_ACCOUNT_NOTICE_MIN_APPS } from "@store/domain/installation";
import { useState } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { currentPath, isSessionEnded, signInAgainProps } from "@/features/dialogs/session-ended";
import { isShownFailure } from "@/features/shell/api-client";
import { useDialog } from "@/features/shell/dialog-host";
import { useToast } from "@/features/shell/toast-host";
import { useT } from "@/i18n/use-t";
import { SharedAccountNotice } from "./shared-account-notice";
import { requestUninstall, ZInstallDialogApp } from "./tenant-admin-client";
import type { TDialogComponentProps } from "@/features/dialogs/dialog-renderer";

/** SPEC §8: uninstall failures the dialog shows, and 409 (another operation on the account is in progress). */

type TStatus =
  | { kind: "standBy" }
  | { kind: "uninstalling" }
  | { kind: "inProgress" }
  | { kind: "failed"; message: string };

/**
 * SPEC §4 uninstall: confirm, then a toast that survives the reload ('connection released' or
 * 'app removed'). An app that is not uninstallable gets the SPEC §5 message instead. When the
 * parent service has not confirmed it yet, the dialog says it is in progress; closing it reloads.
 */
export function UninstallAppDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.uninstallApp");
  const common = useT("dialogs");
  const { showToastAfterReload } = useToast();
  const { openDialog } = useDialog();
  const app = ZInstallDialogApp.parse(props);
  const connection = isConnection(app.integrationType);
  const [status, setStatus] = useState<TStatus>({ kind: "standBy" });
  const busy = status.kind === "uninstalling";

  if (!app.uninstallable) {
    return (
      <DialogFrame
        closeLabel={common("close")}
        open={open}
        onClose={onClose}
        testId="uninstallNotPossible"
        width={6}
        title={t("notPossibleTitle")}
        description={<p>{t("notPossibleBody")}</p>}
        actions={
          <button type="button" className={secondaryButton} onClick={onClose}>
            {common("close")}
          </button>
        }
      />
    );
  }

  const uninstall = async () => {
    setStatus({ kind: "uninstalling" });
    try {
      const result = await requestUninstall(app.code);
      if (result.status === "in_progress") {
        setStatus({ kind: "inProgress" });
        return;
      }
      const names = quoteAppNames(connection && app.sharedAppNames.length > 0 ? app.sharedAppNames : [app.name]);
      showToastAfterReload(connection ? t("disconnectedToast", { names }) : t("removedToast", { names }));
      window.location.reload();
    } catch (error) {
      if (isSessionEnded(error)) {
        openDialog("login", signInAgainProps({ kind: "uninstallApp", props, path: currentPath() }, true));
        return;
      }
      const shown = isShownFailure(error, "uninstall") && error.message;
      setStatus({ kind: "failed", message: shown ? error.message : t("unexpected") });
    }
  };

  const title = connection ? t("disconnectTitle", { name: app.name }) : t("title", { name: app.name });
  if (status.kind === "inProgress") {
    const reload = () => window.location.reload();
    return (
      <DialogFrame
        closeLabel={common("close")}
        open={open}
        onClose={reload}
        testId="uninstallApp"
        width={6}
        title={title}
        description={
          <p role="status" data-uninstall-in-progress="">
            {t("inProgress", { name: app.name })}
          </p>
        }
        actions={
          <button type="button" className={primaryButton} onClick={reload}>
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
      onClose={onClose}
      locked={busy}
      testId="uninstallApp"
      width={6}
      title={title}
      description={<p>{connection ? t("disconnectBody", { name: app.name }) : t("body", { name: app.name })}</p>}
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={busy} onClick={onClose}>
            {common("cancel")}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void uninstall()}
          >
            {busy ? <Spinner /> : null}
            {busy ? t("uninstalling") : connection ? t("disconnectAction") : t("action")}
          </button>
        </>
      }
    >
      {connection && app.sharedAppNames.length >= SHARED_ACCOUNT_NOTICE_MIN_APPS ? (
        <SharedAccountNotice names={app.sharedAppNames} />
      ) : null}
      {status.kind === "failed" ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          {status.message}
        </p>
      ) : null}
    </DialogFrame>
  );
}
