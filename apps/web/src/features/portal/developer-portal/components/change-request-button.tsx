"use client";

import { ZDraftApp } from "@store/domain/schemas/draft-app";
import { useRouter } from "next/navigation";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

const DRAFT_APPS_API = "/api/developers/experimental/draft_apps";

/**
 * Submit a draft for review, or withdraw it while it waits, from the own-app list: asks first,
 * acts on the draft as it is now, and shows a refusal right here (the list is then reloaded).
 */
export function ChangeRequestButton(props: { draftId: number; draftName: string; action: "submit" | "withdraw" }) {
  const t = useT("draftEditor.ownList");
  const router = useRouter();
  const { state, run: send } = useApiForm({
    unexpected: t("actionFailed"),
    shows: "anyMessage",
    // A refused submit says how many things to fix (the editor shows which).
    refused: (error) => {
      const issues = error instanceof ApiError && error.status === 422 ? Object.keys(error.items).length : 0;
      return issues > 0 ? { message: t("submitIssues", { count: issues }) } : undefined;
    },
  });
  const busy = state.pending;
  const error = state.message;
  const label = t(props.action === "submit" ? "submit" : "withdraw");
  const run = async () => {
    const question = t(props.action === "submit" ? "confirmSubmit" : "confirmWithdraw", { name: props.draftName });
    if (busy || !window.confirm(question)) return;
    const done = await send(async () => {
      const path = `${DRAFT_APPS_API}/${props.draftId}`;
      const draft = ZDraftApp.parse(await apiClient.get(path));
      await apiClient.post(`${path}/change_request`, { action: props.action, version: draft.version });
      return true;
    });
    if (done) router.refresh();
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
