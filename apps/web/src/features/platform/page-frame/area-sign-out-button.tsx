"use client";

import { useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";

export type TSignOutLabels = { label: string; pendingLabel: string; failedLabel: string };

/**
 * Ends the account's session (POST to the area's sign-out endpoint) and loads the sign-in page
 * afresh, so nothing of the signed-in frame stays on screen. A session that had already ended
 * (401) lands there too; any other failure says so and stays.
 */
export function AreaSignOutButton({
  path,
  signInPath,
  labels,
}: {
  path: string;
  signInPath: string;
  labels: TSignOutLabels;
}) {
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle");
  const signOut = async () => {
    setState("pending");
    try {
      await apiClient.post(path);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        setState("failed");
        return;
      }
    }
    window.location.assign(signInPath);
  };
  return (
    <span className="flex items-center gap-2">
      {state === "failed" ? (
        <span role="alert" className="text-sm font-bold text-danger">
          {labels.failedLabel}
        </span>
      ) : null}
      <button
        type="button"
        disabled={state === "pending"}
        aria-busy={state === "pending"}
        onClick={signOut}
        className="min-h-10 shrink-0 rounded-lg border border-line px-4 text-sm font-bold hover:bg-canvas disabled:opacity-60"
      >
        {state === "pending" ? labels.pendingLabel : labels.label}
      </button>
    </span>
  );
}
