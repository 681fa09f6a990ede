import "server-only";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import type { TChangeRequestReview } from "../server/get-change-request-review";

/** The request at a glance: the app, its provider, new app or change, when submitted, where it stands, who reviews it. */
export async function ReviewFacts({ review }: { review: TChangeRequestReview }) {
  const [t, tKind, tStatus, format] = await Promise.all([
    getT("opsReview.review"),
    getT("opsReview.kinds"),
    getT("opsReview.status"),
    getFormatter(),
  ]);
  const { request } = review;
  const submitted = request.submittedAt ? new Date(request.submittedAt) : null;
  const facts = [
    {
      key: "app",
      label: t("app"),
      value: review.app ? `${request.name} (${review.app.code})` : t("newAppCode", { code: request.code }),
    },
    { key: "provider", label: t("provider"), value: request.provider.name },
    { key: "kind", label: t("kind"), value: tKind(request.kind) },
    {
      key: "submitted",
      label: t("submitted"),
      value: submitted ? format.dateTime(submitted, { dateStyle: "medium", timeStyle: "short" }) : "—",
      dateTime: request.submittedAt ?? undefined,
    },
    { key: "status", label: t("status"), value: tStatus(request.changeRequestStatus) },
    { key: "reviewer", label: t("reviewer"), value: request.reviewer?.name || t("noReviewer") },
  ];
  return (
    <dl
      aria-label={t("factsLabel")}
      className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {facts.map((fact) => (
        <div key={fact.key} data-fact={fact.key} className="min-w-0">
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd className="break-words font-bold">
            {fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
