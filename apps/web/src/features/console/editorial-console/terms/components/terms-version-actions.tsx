"use client";

import { useRouter } from "next/navigation";
import { editorialListPath } from "@/paths/ops-paths";
import { useT } from "@/i18n/use-t";
import { ActionMessage } from "../../components/action-message";
import { useEditorialAction } from "../../components/use-editorial-action";
import { deleteTermsVersion, publishTermsVersion } from "@/features/console/editorial-console/terms-api";

const button = "min-h-11 rounded-lg px-5 text-sm font-bold disabled:opacity-50";

/**
 * The terms' publication part of the console: an unpublished version's publish (once, for good: it
 * applies from its effective time) and delete, each confirmed first; published, it is never changed.
 */
export function TermsVersionActions({ id, effectiveLater }: { id: number; effectiveLater: boolean }) {
  const t = useT("opsTerms.actions");
  const router = useRouter();
  const { busy, message, run } = useEditorialAction();
  const act = (confirmText: string, action: () => Promise<unknown>, after: () => void) => {
    if (!busy && window.confirm(confirmText)) void run(action, "", after);
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
            act(
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
            act(
              t("confirmDelete"),
              () => deleteTermsVersion(id),
              () => router.push(editorialListPath("terms")),
            )
          }
        >
          {t("delete")}
        </button>
      </div>
      <ActionMessage message={message} />
    </div>
  );
}
