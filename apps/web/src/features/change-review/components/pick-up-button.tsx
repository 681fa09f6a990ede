"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError, apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";

/** Takes a pending request for review; a refusal (someone was first) says who, and the page reloads. */
export function PickUpButton({ draftId }: { draftId: number }) {
  const t = useT("opsReview.review");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pickUp = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiClient.post(`/api/ops/change_requests/${draftId}/pick_up`);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        disabled={busy}
        data-pick-up=""
        onClick={() => void pickUp()}
        className="min-h-11 rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t("pickingUp") : t("pickUp")}
      </button>
      {error ? (
        <p role="alert" className="font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
