"use client";

import { useDialog } from "@/client/dialog-host";
import type { TInstallDialogApp } from "./tenant-admin-client";

/** Opens the uninstall dialog for one installed app of the /tenant_admin list. */
export function UninstallButton({ app, label }: { app: TInstallDialogApp; label: string }) {
  const { openDialog } = useDialog();
  return (
    <button
      type="button"
      onClick={() => openDialog("uninstallApp", app)}
      className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-bold text-danger hover:bg-red-50"
    >
      {label}
    </button>
  );
}
