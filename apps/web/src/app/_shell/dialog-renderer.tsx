"use client";

import type { TDialogKind } from "@store/domain/enums";
import { type ComponentType, useEffect, useState } from "react";
import { type TDialogComponentProps, type TOpenDialog, useDialog } from "@/client/dialog-host";
import { hasDialogToResume } from "@/client/storage/resume-key";

type TDialogComponent = ComponentType<TDialogComponentProps>;

/**
 * The component of each dialog kind; kinds without one (yet) render nothing. Each loads when it is
 * first opened (issue 12: the dialogs, their forms and schemas are not part of any page's first load).
 */
const DIALOGS: Partial<Record<TDialogKind, () => Promise<TDialogComponent>>> = {
  login: () => import("@/features/tenant/dialogs/login-dialog").then((m) => m.LoginDialog),
  logout: () => import("@/features/tenant/dialogs/logout-dialog").then((m) => m.LogoutDialog),
  loggedInUserOnly: () =>
    import("@/features/tenant/dialogs/logged-in-user-only-dialog").then((m) => m.LoggedInUserOnlyDialog),
  adminUserOnly: () => import("@/features/tenant/dialogs/admin-user-only-dialog").then((m) => m.AdminUserOnlyDialog),
  installApp: () =>
    import("@/features/tenant/tenant-admin/installations/install-app-dialog").then((m) => m.InstallAppDialog),
  connection: () =>
    import("@/features/store/connection-method/connection-method-dialog").then((m) => m.ConnectionMethodDialog),
  uninstallApp: () =>
    import("@/features/tenant/tenant-admin/installations/uninstall-app-dialog").then((m) => m.UninstallAppDialog),
  documentRequest: () =>
    import("@/features/store/document-request/document-request-dialog").then((m) => m.DocumentRequestDialog),
  suiteDataPageNavigation: () =>
    import("@/features/tenant/tenant-admin/installations/suite-data-page-navigation-dialog").then(
      (m) => m.SuiteDataPageNavigationDialog,
    ),
  adaptAppConnectionCompleted: () =>
    import("@/features/tenant/tenant-admin/installations/connection-completed-dialog").then(
      (m) => m.ConnectionCompletedDialog,
    ),
  tenantAccess: () => import("@/features/tenant/dialogs/tenant-access-dialog").then((m) => m.TenantAccessDialog),
  voiceReport: () =>
    import("@/features/store/voice-feedback/components/voice-report-dialog").then((m) => m.VoiceReportDialog),
};

/** The component to show for an opened dialog; "suppressed" when the dialog closes at once. */
async function loadDialog(dialog: TOpenDialog, load: () => Promise<TDialogComponent>) {
  if (dialog.kind === "login") {
    const { isLoginDialogSuppressed } = await import("@/features/tenant/dialogs/login-dialog");
    if (isLoginDialogSuppressed(dialog.props)) return "suppressed";
  }
  return load();
}

type TShown = { dialog: TOpenDialog; Component: TDialogComponent; generation: number };

/**
 * Renders the one visible dialog of the DialogProvider (SPEC §2 Shell). The last dialog stays
 * mounted while it closes so it can fade out.
 */
export function DialogRenderer() {
  const { dialog, openDialog, closeDialog } = useDialog();
  const [shown, setShown] = useState<TShown | null>(null);

  // Back from a sign-in that an ended session asked for: the dialog of the action, as it was left.
  useEffect(() => {
    if (!hasDialogToResume()) return;
    void import("@/client/storage/resume-after-sign-in").then(({ takeDialogToResume }) => {
      const resumed = takeDialogToResume(`${window.location.pathname}${window.location.search}`);
      if (resumed) openDialog(resumed.kind, resumed.props);
    });
  }, [openDialog]);

  useEffect(() => {
    if (!dialog) return;
    const load = DIALOGS[dialog.kind];
    if (!load) {
      setShown(null);
      return;
    }
    let current = true;
    void loadDialog(dialog, load).then((Component) => {
      if (!current) return;
      if (Component === "suppressed") closeDialog();
      // Every opening is a fresh instance: no loading or error state survives from the last one.
      else setShown((last) => ({ dialog, Component, generation: (last?.generation ?? 0) + 1 }));
    });
    return () => {
      current = false;
    };
  }, [dialog, closeDialog]);

  if (!shown) return null;
  const { Component } = shown;
  return (
    <Component
      key={shown.generation}
      open={dialog === shown.dialog}
      props={shown.dialog.props ?? {}}
      onClose={closeDialog}
    />
  );
}
