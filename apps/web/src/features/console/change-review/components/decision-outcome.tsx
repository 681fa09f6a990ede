import "server-only";
import { VISIBLE_APP_STATUSES } from "@store/domain/enums";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { publicAppPath } from "@/paths/developer-paths";
import { getT } from "@/i18n/get-t";
import { OPS_PATHS } from "@/paths/ops-paths";
import type { TChangeRequestReview } from "../server/get-change-request-review";

/** What was decided, when, with the reason the provider reads, and the way back to the queue. */
export async function DecisionOutcome({ review }: { review: TChangeRequestReview }) {
  const [t, format] = await Promise.all([getT("opsReview.outcome"), getFormatter()]);
  const { request, app } = review;
  const status = request.changeRequestStatus as "approved" | "rejected" | "in_draft";
  const date = request.reviewedAt
    ? format.dateTime(new Date(request.reviewedAt), { dateStyle: "medium", timeStyle: "short" })
    : "—";
  const visible = app && (VISIBLE_APP_STATUSES as readonly string[]).includes(app.status);
  return (
    <div data-outcome={status} role="status" className="flex flex-col gap-3">
      <p className="font-bold">{t(status, { date })}</p>
      {request.reviewComment ? (
        <div className="rounded-lg border border-line bg-canvas p-3">
          <p className="text-sm font-bold">{t("reason")}</p>
          <p className="whitespace-pre-wrap">{request.reviewComment}</p>
        </div>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={OPS_PATHS.changeRequests} className="font-bold text-brand-700 underline">
          {t("backToQueue")}
        </Link>
        {status === "approved" && app && visible ? (
          <a href={publicAppPath(app.code)} className="font-bold text-brand-700 underline">
            {t("viewApp")}
          </a>
        ) : null}
      </p>
    </div>
  );
}
