import "server-only";
import { Link } from "@/ui/store-link";
import type { ReactNode } from "react";
import { getT } from "@/i18n/get-t";
import { draftPreviewPath } from "@/paths/developer-paths";
import { OPS_PATHS } from "@/paths/ops-paths";
import type { TChangeRequestReview } from "../server/get-change-request-review";
import { ContentDiffView } from "./content-diff-view";
import { ReviewActions } from "./review-actions";
import { ReviewFacts } from "./review-facts";

/**
 * /ops/change_requests/{id}: the pre-check checklist first (`checks`, when given), then the
 * request's facts, what the viewer can do with it, and the published app beside the draft.
 */
export async function ChangeRequestReviewView({
  review,
  checks,
}: {
  review: TChangeRequestReview;
  checks?: ReactNode;
}) {
  const t = await getT("opsReview.review");
  const name = review.request.name.trim() || t("untitled");
  return (
    <div
      className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10"
      data-change-request-review={review.request.id}
    >
      <Link href={OPS_PATHS.changeRequests} className="text-sm font-bold text-brand-700 underline">
        {t("backToQueue")}
      </Link>
      <h1 className="mt-3 break-words text-2xl font-bold md:text-3xl">{t("title", { name })}</h1>
      {/* Issue 31: the draft as visitors would see it, beside the field-by-field diff. */}
      <p className="mt-2">
        <a
          href={draftPreviewPath({ id: review.request.id, appId: review.request.appId })}
          target="_blank"
          rel="noopener"
          className="font-bold text-brand-700 underline"
          data-review-preview=""
        >
          {t("preview")}
          <span className="sr-only"> {t("opensNewTab")}</span>
        </a>
      </p>
      {checks ? <div className="mt-6">{checks}</div> : null}
      <div className="mt-6">
        <ReviewFacts review={review} />
      </div>
      <ReviewActions review={review} />
      <ContentDiffView diff={review.diff} names={review.names} ofApproval={review.diffOfApproval} />
    </div>
  );
}
