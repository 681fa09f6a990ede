"use client";

import type { TDialogKind } from "@store/domain/enums";
import { type ComponentType, useEffect, useState } from "react";
import { DocumentRequestDialog } from "@/features/document-request/document-request-dialog";
import { type TOpenDialog, useDialog } from "@/features/shell/dialog-host";
import { ConnectionCompletedDialog } from "@/features/tenant-admin/connection-completed-dialog";
import { InstallAppDialog } from "@/features/tenant-admin/install-app-dialog";
import { SuiteDataPageNavigationDialog } from "@/features/tenant-admin/suite-data-page-navigation-dialog";
import { UninstallAppDialog } from "@/features/tenant-admin/uninstall-app-dialog";
import { AdminUserOnlyDialog } from "./admin-user-only-dialog";
import { LoggedInUserOnlyDialog } from "./logged-in-user-only-dialog";
import { isLoginDialogSuppressed, LoginDialog } from "./login-dialog";
import { LogoutDialog } from "./logout-dialog";
import { TenantAccessDialog } from "./tenant-access-dialog";
import { takeDialogToResume } from "./resume-after-sign-in";

export type TDialogComponentProps = { open: boolean; props: Record<string, unknown>; onClose: () => void };

/** The component of each dialog kind; kinds without one (yet) render nothing. */
const DIALOGS: Partial<Record<TDialogKind, ComponentType<TDialogComponentProps>>> = {
  login: LoginDialog,
  logout: LogoutDialog,
  loggedInUserOnly: LoggedInUserOnlyDialog,
  adminUserOnly: AdminUserOnlyDialog,
  installApp: InstallAppDialog,
  // The store offers one connection method: connecting through the install dialog.
  connection: InstallAppDialog,
  uninstallApp: UninstallAppDialog,
  documentRequest: DocumentRequestDialog,
  suiteDataPageNavigation: SuiteDataPageNavigationDialog,
  adaptAppConnectionCompleted: ConnectionCompletedDialog,
  tenantAccess: TenantAccessDialog,
};

/**
 * Renders the one visible dialog of the DialogProvider (SPEC §2 Shell). The last dialog stays
 * mounted while it closes so it can fade out.
 */
export function DialogRenderer() {
  const { dialog, openDialog, closeDialog } = useDialog();
  const [shown, setShown] = useState<{ dialog: TOpenDialog; generation: number } | null>(null);
  const suppressed = dialog?.kind === "login" && isLoginDialogSuppressed(dialog.props);

  // Back from a sign-in that an ended session asked for: the dialog of the action, as it was left.
  useEffect(() => {
    const resumed = takeDialogToResume(`${window.location.pathname}${window.location.search}`);
    if (resumed) openDialog(resumed.kind, resumed.props);
  }, [openDialog]);

  useEffect(() => {
    if (suppressed) closeDialog();
    // Every opening is a fresh instance: no loading or error state survives from the last one.
    else if (dialog) setShown((last) => ({ dialog, generation: (last?.generation ?? 0) + 1 }));
  }, [dialog, suppressed, closeDialog]);

  if (!shown) return null;
  const Component = DIALOGS[shown.dialog.kind];
  if (!Component) return null;
  return (
    <Component
      key={shown.generation}
      open={dialog === shown.dialog && !suppressed}
      props={shown.dialog.props ?? {}}
      onClose={closeDialog}
    />
  );
}
