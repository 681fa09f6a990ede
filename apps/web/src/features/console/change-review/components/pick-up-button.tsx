"use client";

import { useRouter } from "next/navigation";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

/** Takes a pending request for review; a refusal (someone was first) says who, and the page reloads. */
export function PickUpButton({ draftId }: { draftId: number }) {
  const t = useT("opsReview.review");
  const router = useRouter();
  const { state, run } = useApiForm({ unexpected: t("failed"), shows: "anyMessage" });
  const busy = state.pending;
  const error = state.message;
  const pickUp = async () => {
    const taken = await run(async () => {
      await apiClient.post(`/api/ops/change_requests/${draftId}/pick_up`);
      return true;
    });
    if (taken) router.refresh();
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
