"use client";

import { ZDraftApp } from "@store/domain/schemas/draft-app";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";

const DRAFT_APPS_API = "/api/developers/experimental/draft_apps";

/**
 * Submit a draft for review, or withdraw it while it waits, from the own-app list: asks first,
 * acts on the draft as it is now, and shows a refusal right here (the list is then reloaded).
 */
export function ChangeRequestButton(props: { draftId: number; draftName: string; action: "submit" | "withdraw" }) {
  const t = useT("draftEditor.ownList");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t(props.action === "submit" ? "submit" : "withdraw");
  const run = async () => {
    const question = t(props.action === "submit" ? "confirmSubmit" : "confirmWithdraw", { name: props.draftName });
    if (busy || !window.confirm(question)) return;
    setBusy(true);
    setError(null);
    try {
      const path = `${DRAFT_APPS_API}/${props.draftId}`;
      const draft = ZDraftApp.parse(await apiClient.get(path));
      await apiClient.post(`${path}/change_request`, { action: props.action, version: draft.version });
      router.refresh();
    } catch (caught) {
      const issues = caught instanceof ApiError && caught.status === 422 ? Object.keys(caught.items).length : 0;
      setError(
        issues > 0
          ? t("submitIssues", { count: issues })
          : caught instanceof ApiError && caught.message
            ? caught.message
            : t("actionFailed"),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        disabled={busy}
        aria-label={`${label} (${props.draftName})`}
        data-change-request-action={props.action}
        className="min-h-10 rounded-lg border border-line bg-white px-3 text-sm font-bold hover:bg-canvas disabled:opacity-50"
        onClick={() => void run()}
      >
        {label}
      </button>
      {error ? (
        <span role="alert" className="text-sm font-bold text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}
