"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { editorialListPath } from "@/paths/ops-paths";
import { ApiError } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { deleteTermsVersion, publishTermsVersion } from "../client/terms-api";

const button = "min-h-11 rounded-lg px-5 text-sm font-bold disabled:opacity-50";

/** An unpublished version's publish and delete, each confirmed first; published, it is never changed. */
export function TermsVersionActions({ id, effectiveLater }: { id: number; effectiveLater: boolean }) {
  const t = useT("opsTerms.actions");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (confirmText: string, run: () => Promise<unknown>, after: () => void) => {
    if (busy || !window.confirm(confirmText)) return;
    setBusy(true);
    setError(null);
    try {
      await run();
      after();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-terms-version-actions="">
      <p className="text-sm text-ink-muted">{effectiveLater ? t("publishScheduledNote") : t("publishNowNote")}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          onClick={() =>
            void act(
              t("confirmPublish"),
              () => publishTermsVersion(id),
              () => router.refresh(),
            )
          }
        >
          {effectiveLater ? t("schedule") : t("publish")}
        </button>
        <button
          type="button"
          disabled={busy}
          className={`${button} border border-danger bg-white text-danger hover:bg-red-50`}
          onClick={() =>
            void act(
              t("confirmDelete"),
              () => deleteTermsVersion(id),
              () => router.push(editorialListPath("terms")),
            )
          }
        >
          {t("delete")}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
