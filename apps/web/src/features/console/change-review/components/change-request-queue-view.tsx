import "server-only";
import type { TChangeRequestQueue, TChangeRequestQueueQuery } from "@store/domain/schemas/change-request-review";
import { Link } from "@/ui/store-link";
import { EmptyState } from "@/features/store/editorial";
import { getT } from "@/i18n/get-t";
import { OPS_PATHS } from "@/paths/ops-paths";
import { QueueFilters } from "./queue-filters";
import { QueueItemCard } from "./queue-item-card";

type TProps = {
  queue: TChangeRequestQueue;
  query: TChangeRequestQueueQuery;
  providers: { id: number; name: string }[];
  now?: Date;
};

/** The queue's address with the filters kept and the paging cursor changed. */
function queueHref(query: TChangeRequestQueueQuery, after: string | null): string {
  const params = new URLSearchParams();
  if (query.provider) params.set("provider", String(query.provider));
  if (query.kind) params.set("kind", query.kind);
  if (after) params.set("after", after);
  const search = params.toString();
  return search ? `${OPS_PATHS.changeRequests}?${search}` : OPS_PATHS.changeRequests;
}

/** /ops/change_requests: the filters, the requests waiting (oldest first, paged), and those in review. */
export async function ChangeRequestQueueView({ queue, query, providers, now = new Date() }: TProps) {
  const t = await getT("opsReview.queue");
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-ink-muted">{t("lead")}</p>
      <div className="mt-6">
        <QueueFilters query={query} providers={providers} />
      </div>
      <section aria-labelledby="queue-pending" className="mt-8" data-queue="pending">
        <h2 id="queue-pending" className="mb-3 text-xl font-bold">
          {t("pendingHeading")}
        </h2>
        {queue.pending.length === 0 ? (
          <EmptyState message={t("pendingEmpty")} />
        ) : (
          <ol className="flex flex-col gap-3">
            {queue.pending.map((item) => (
              <QueueItemCard key={item.id} item={item} now={now} />
            ))}
          </ol>
        )}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {query.after ? (
            <Link href={queueHref(query, null)} className="font-bold text-brand-700 underline">
              {t("firstPage")}
            </Link>
          ) : null}
          {queue.nextCursor ? (
            <Link
              href={queueHref(query, queue.nextCursor)}
              className="font-bold text-brand-700 underline"
              data-next-page=""
            >
              {t("nextPage")}
            </Link>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="queue-in-review" className="mt-10" data-queue="inReview">
        <h2 id="queue-in-review" className="mb-3 text-xl font-bold">
          {t("inReviewHeading")}
        </h2>
        {queue.inReview.length === 0 ? (
          <EmptyState message={t("inReviewEmpty")} />
        ) : (
          <ul className="flex flex-col gap-3">
            {queue.inReview.map((item) => (
              <QueueItemCard key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
