import "server-only";
import type { TChangeRequestQueueItem } from "@store/domain/schemas/change-request-review";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { changeRequestPath } from "@/paths/ops-paths";

/** One request in the queue: its app (a link to its review), provider, kind, age, and reviewer when in review. */
export async function QueueItemCard({ item, now }: { item: TChangeRequestQueueItem; now: Date }) {
  const [t, tKind, tReview, format] = await Promise.all([
    getT("opsReview.queue"),
    getT("opsReview.kinds"),
    getT("opsReview.review"),
    getFormatter(),
  ]);
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <li data-change-request={item.id} data-kind={item.kind} className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={changeRequestPath(item.id)} className="break-all text-lg font-bold text-brand-700 underline">
          {item.name.trim() || tReview("untitled")}
        </Link>
        <span className="rounded bg-canvas px-2 py-0.5 text-sm font-bold">{tKind(item.kind)}</span>
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
        <li>{t("providerOf", { name: item.provider.name })}</li>
        <li className="break-all">{t("code", { code: item.code })}</li>
        {item.submittedAt ? (
          <li>
            <time dateTime={item.submittedAt}>
              {t("submitted", {
                date: time(item.submittedAt),
                ago: format.relativeTime(new Date(item.submittedAt), now),
              })}
            </time>
          </li>
        ) : null}
        {item.pickedUpAt ? (
          <li data-reviewer="">
            {item.reviewer ? t("reviewer", { name: item.reviewer.name, date: time(item.pickedUpAt) }) : t("noReviewer")}
          </li>
        ) : null}
      </ul>
    </li>
  );
}
