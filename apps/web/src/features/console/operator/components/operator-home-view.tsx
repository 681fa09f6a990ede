import { getFormatter } from "next-intl/server";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import type { TOperatorOverview } from "../get-operator-overview";
import { OPS_PATHS } from "@/paths/ops-paths";
import { ScheduledContent } from "./scheduled-content";

const sectionLink = "mt-3 inline-block font-bold text-brand-700 underline underline-offset-2";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold">{value}</dd>
      {note ? <dd className="mt-2 text-sm text-ink-muted">{note}</dd> : null}
    </div>
  );
}

/** A waiting time in the largest whole unit: seconds, minutes or hours. */
function ageText(t: Awaited<ReturnType<typeof getT>>, seconds: number): string {
  if (seconds === 0) return t("queues.none");
  if (seconds < 60) return t("queues.ageSeconds", { count: seconds });
  if (seconds < 3600) return t("queues.ageMinutes", { count: Math.floor(seconds / 60) });
  return t("queues.ageHours", { count: Math.floor(seconds / 3600) });
}

function QueueTable({ t, queues }: { t: Awaited<ReturnType<typeof getT>>; queues: TOperatorOverview["queues"] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white">
      <table className="min-w-full text-left text-sm" data-ops-queues>
        <caption className="sr-only">{t("queues.caption")}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-2 font-bold">
              {t("queues.lane")}
            </th>
            <th scope="col" className="px-4 py-2 font-bold">
              {t("queues.due")}
            </th>
            <th scope="col" className="px-4 py-2 font-bold">
              {t("queues.oldest")}
            </th>
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.lane} className="border-b border-line last:border-0" data-lane={queue.lane}>
              <th scope="row" className="px-4 py-2 font-bold">
                {t(`queues.lanes.${queue.lane}`)}
              </th>
              <td className="px-4 py-2" data-due={queue.due}>
                {t("queues.dueCount", { count: queue.due })}
              </td>
              <td className="px-4 py-2" data-oldest-seconds={queue.oldestDueAgeSeconds}>
                {ageText(t, queue.oldestDueAgeSeconds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /ops: the staff member's start page with the store's figures as the database holds them now. */
export async function OperatorHomeView({
  name,
  overview,
  now = new Date(),
}: {
  name: string;
  overview: TOperatorOverview;
  now?: Date;
}) {
  const [t, format] = await Promise.all([getT("opsArea.home"), getFormatter()]);
  const oldest = overview.oldestPendingSubmittedAt ? new Date(overview.oldestPendingSubmittedAt) : null;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("title", { name })}</h1>
      <p className="mt-3 text-ink-muted">{t("lead")}</p>
      <section aria-labelledby="ops-change-requests" className="mt-8">
        <h2 id="ops-change-requests" className="mb-3 text-xl font-bold">
          {t("changeRequestsHeading")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2" data-ops-figures="changeRequests">
          <Figure
            label={t("pending")}
            value={t("pendingCount", { count: overview.pendingChangeRequests })}
            note={
              oldest
                ? t("oldestPending", {
                    date: format.dateTime(oldest, { dateStyle: "medium" }),
                    ago: format.relativeTime(oldest, now),
                  })
                : t("noPending")
            }
          />
          <Figure label={t("inReview")} value={t("inReviewCount", { count: overview.inReviewChangeRequests })} />
        </dl>
        <Link href={OPS_PATHS.changeRequests} className={sectionLink}>
          {t("queueLink")}
        </Link>
      </section>
      <section aria-labelledby="ops-scheduled" className="mt-8">
        <h2 id="ops-scheduled" className="mb-3 text-xl font-bold">
          {t("scheduledHeading")}
        </h2>
        <ScheduledContent items={overview.scheduled} />
      </section>
      <section aria-labelledby="ops-failed-mails" className="mt-8">
        <h2 id="ops-failed-mails" className="mb-3 text-xl font-bold">
          {t("failedMailsHeading")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2" data-ops-figures="failedMails">
          <Figure label={t("failedMails")} value={t("failedMailsCount", { count: overview.failedMails })} />
        </dl>
        <Link href={OPS_PATHS.failedMails} className={sectionLink}>
          {t("failedMailsLink")}
        </Link>
      </section>
      <section aria-labelledby="ops-queues" className="mt-8">
        <h2 id="ops-queues" className="mb-3 text-xl font-bold">
          {t("queues.heading")}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{t("queues.lead")}</p>
        <QueueTable t={t} queues={overview.queues} />
      </section>
      <section aria-labelledby="ops-providers" className="mt-8">
        <h2 id="ops-providers" className="mb-3 text-xl font-bold">
          {t("providersHeading")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2" data-ops-figures="providers">
          <Figure label={t("providers")} value={t("providersCount", { count: overview.providers })} />
          <Figure label={t("providerUsers")} value={t("providerUsersCount", { count: overview.providerUsers })} />
        </dl>
      </section>
    </div>
  );
}
