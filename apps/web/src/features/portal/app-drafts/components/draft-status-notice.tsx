"use client";

import type { TDraftMeta } from "./use-draft-autosave";
import { useT } from "@/i18n/use-t";

/** Where the draft's change request stands, the reviewer's reason of a rejection, and why it is read-only. */
export function DraftStatusNotice({ meta }: { meta: TDraftMeta }) {
  const t = useT("draftEditor.notice");
  const tStatus = useT("developerArea.status.changeRequest");
  const status = meta.changeRequestStatus;
  return (
    <div className="flex flex-col gap-2" data-change-request={status}>
      <p className="text-sm">
        {t("status")} <strong>{tStatus(status)}</strong>
      </p>
      {status === "rejected" && meta.reviewComment ? (
        <div className="rounded-xl border border-danger bg-red-50 p-3 text-sm" data-review-comment="">
          <p className="font-bold">{t("reviewComment")}</p>
          <p className="whitespace-pre-wrap">{meta.reviewComment}</p>
        </div>
      ) : null}
      {status === "pending" || status === "in_review" || status === "approved" || meta.merged ? (
        <p className="rounded-xl border border-line bg-canvas p-3 text-sm" data-read-only="">
          {t(status === "pending" ? "pending" : status === "in_review" ? "inReview" : "closed")}
        </p>
      ) : null}
    </div>
  );
}
