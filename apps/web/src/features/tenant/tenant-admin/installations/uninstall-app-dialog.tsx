"use client";

import { isConnection, quoteAppNames, SHARED_ACCOUNT_NOTICE_MIN_APPS } from "@store/domain/installation";
import { useState } from "react";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { currentPath, isSessionEnded, signInAgainProps } from "@/features/tenant/auth";
import { useApiForm } from "@/client/use-api-form";
import { useDialog } from "@/client/dialog-host";
import { useToast } from "@/client/toast-host";
import { useT } from "@/i18n/use-t";
import { OperationInProgressDialog } from "./operation-in-progress-dialog";
import { SharedAccountNotice } from "./shared-account-notice";
import { requestUninstall, ZInstallDialogApp } from "./tenant-admin-client";
import { type TUninstallAnswer, UninstallReasonFields } from "./uninstall-reason-fields";
import type { TDialogComponentProps } from "@/client/dialog-host";

/** SPEC §8: uninstall failures the dialog shows, and 409 (another operation on the account is in progress). */

/**
 * SPEC §4 uninstall: confirm, then a toast that survives the reload ('connection released' or
 * 'app removed'). An app that is not uninstallable gets the SPEC §5 message instead. When the
 * parent service has not confirmed it yet, the dialog says it is in progress; closing it reloads.
 * Issue 29: it asks why, optionally; the answer goes with the uninstall and never holds it up.
 */
export function UninstallAppDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.uninstallApp");
  const common = useT("dialogs");
  const { showToastAfterReload } = useToast();
  const { openDialog } = useDialog();
  const app = ZInstallDialogApp.parse(props);
  const connection = isConnection(app.integrationType);
  // Accepted, but the parent service has not confirmed it yet.
  const [inProgress, setInProgress] = useState(false);
  // Issue 29: the optional reason, kept as typed when the uninstall fails.
  const [answer, setAnswer] = useState<TUninstallAnswer>({ reason: null, note: "" });
  const { state, run, hold } = useApiForm({
    unexpected: t("unexpected"),
    shows: "uninstall",
    refused: (error) => {
      if (!isSessionEnded(error)) return undefined;
      openDialog("login", signInAgainProps({ kind: "uninstallApp", props, path: currentPath() }, true));
      return "handled";
    },
  });
  const busy = state.pending;

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
    const result = await run(() => requestUninstall(app.code, answer));
    if (!result) return;
    if (result.status === "in_progress") {
      setInProgress(true);
      return;
    }
    // Loading until the page reloads.
    hold();
    const names = quoteAppNames(connection && app.sharedAppNames.length > 0 ? app.sharedAppNames : [app.name]);
    showToastAfterReload(connection ? t("disconnectedToast", { names }) : t("removedToast", { names }));
    window.location.reload();
  };

  const title = connection ? t("disconnectTitle", { name: app.name }) : t("title", { name: app.name });
  if (inProgress) {
    const reload = () => window.location.reload();
    return (
      <OperationInProgressDialog
        open={open}
        onClose={reload}
        testId="uninstallApp"
        width={6}
        title={title}
        message={t("inProgress", { name: app.name })}
        dataAttribute="data-uninstall-in-progress"
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
      {app.dependentAppNames.length > 0 ? (
        // Issue 31: what stops working with it, before the admin confirms.
        <div
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
          data-dependent-apps=""
        >
          <p className="font-bold">{t("dependents", { count: app.dependentAppNames.length })}</p>
          <ul className="mt-2 list-disc pl-5">
            {app.dependentAppNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <UninstallReasonFields value={answer} onChange={setAnswer} disabled={busy} />
      {state.message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          {state.message}
        </p>
      ) : null}
    </DialogFrame>
  );
}
