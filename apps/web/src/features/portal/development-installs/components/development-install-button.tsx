"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";

export type TDevelopmentInstallButtonProps = {
  /** POST here starts the installation and answers where to send the browser. */
  startUrl: string;
  label: string;
  busyLabel: string;
  /** When the call fails without the server's words. */
  failedText: string;
  /** What the page says when the browser comes back, by `development_install` outcome. */
  outcomes: Record<"installed" | "cancelled" | "failed" | "expired", string>;
};

/**
 * Starts a development or review installation: the browser goes to the parent service's consent
 * page and comes back here with the outcome in the address, said in a live region.
 */
export function DevelopmentInstallButton(props: TDevelopmentInstallButtonProps) {
  const searchParams = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returned = searchParams.get("development_install") as keyof typeof props.outcomes | null;
  const outcome = returned && returned in props.outcomes ? returned : null;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const { authorizeUrl } = await apiClient.post<{ authorizeUrl: string }>(props.startUrl);
      window.location.assign(authorizeUrl);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : props.failedText);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {outcome ? (
        <p
          role="status"
          data-development-install-outcome={outcome}
          className={`rounded-lg border px-3 py-2 text-sm ${outcome === "installed" ? "border-brand-600 bg-brand-50" : "border-red-300 bg-red-50 text-danger"}`}
        >
          {props.outcomes[outcome]}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        data-development-install-start=""
        className="min-h-11 rounded-lg border border-brand-600 bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? props.busyLabel : props.label}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
