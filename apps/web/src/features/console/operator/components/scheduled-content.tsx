import "server-only";
import { getFormatter } from "next-intl/server";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import type { TOperatorOverview } from "../get-operator-overview";
import { editEditorialPath } from "@/paths/ops-paths";

/** Editorial content going live in the coming days, soonest first, each linked to its editor. */
export async function ScheduledContent({ items }: { items: TOperatorOverview["scheduled"] }) {
  const [t, format] = await Promise.all([getT("opsArea.home"), getFormatter()]);
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-white p-5 text-ink-muted" data-ops-scheduled="empty">
        {t("noScheduled")}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-ops-scheduled="">
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.id}`}
          className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="min-w-0">
            <span className="mr-2 rounded bg-canvas px-2 py-0.5 text-sm font-bold">
              {t(`scheduledKind.${item.kind}`)}
            </span>
            <Link
              href={editEditorialPath(item.kind, item.id)}
              className="break-all font-bold text-brand-700 underline underline-offset-2"
            >
              {item.label}
            </Link>
          </span>
          <time dateTime={item.goesLiveAt} className="text-sm text-ink-muted">
            {format.dateTime(new Date(item.goesLiveAt), { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </li>
      ))}
    </ul>
  );
}
