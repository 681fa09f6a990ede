"use client";

import type { TScopeUpdateResponse } from "@store/domain/schemas/scope-update";
import type { TScopeUpdateDecision } from "@store/domain/scope-update";
import { apiClient } from "@/client/api-client";
import { useDialog } from "@/client/dialog-host";
import { useToast } from "@/client/toast-host";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import type { TInstallDialogApp } from "../installations/tenant-admin-client";

/**
 * Issue 27 item 4: the admin's three answers to an update that asks for more scopes. Approving and
 * keeping the old grant are sent at once (the difference is on screen above them); disconnecting
 * goes through the uninstall dialog, which confirms it first.
 */
export function ScopeUpdateActions({ app }: { app: TInstallDialogApp }) {
  const t = useT("dialogs.scopeUpdate");
  const { openDialog } = useDialog();
  const { showToastAfterReload } = useToast();
  const { state, run, hold } = useApiForm({ unexpected: t("unexpected"), shows: "anyMessage" });
  const decide = async (decision: Exclude<TScopeUpdateDecision, "disconnect">) => {
    const answer = await run(() =>
      apiClient.post<TScopeUpdateResponse>(`/api/tenant_admin/apps/${encodeURIComponent(app.code)}/scope_update`, {
        decision,
      }),
    );
    if (!answer) return;
    hold();
    showToastAfterReload(t(decision === "approve" ? "approvedToast" : "keptToast", { name: app.name }));
    window.location.reload();
  };
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={state.pending}
          aria-busy={state.pending}
          onClick={() => void decide("approve")}
          data-scope-update-action="approve"
        >
          {state.pending ? <Spinner /> : null}
          {t("approve")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={state.pending}
          onClick={() => void decide("keep")}
          data-scope-update-action="keep"
        >
          {t("keep")}
        </button>
        {app.uninstallable ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={state.pending}
            onClick={() => openDialog("uninstallApp", app)}
            data-scope-update-action="disconnect"
          >
            {t("disconnect")}
          </button>
        ) : null}
      </div>
      {state.message ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-scope-update-error="">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
