import type { TOpsProviderAnnouncementList } from "@store/domain/schemas/editorial";
import { Link } from "@/features/shell/store-link";
import { getFormatter } from "next-intl/server";
import { ConsolePage, linkButton } from "@/features/editorial-console/terms/components/console-page";
import { OPS_PATHS, editEditorialPath, editorialPreviewPath, newEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { AnnouncementStateBadge } from "./announcement-state-badge";

/** /ops/editorial/announcements: every announcement to providers, drafts first, with where each stands. */
export async function AnnouncementListView({ list }: { list: TOpsProviderAnnouncementList }) {
  const [t, format] = await Promise.all([getT("opsAnnouncements.list"), getFormatter()]);
  return (
    <ConsolePage
      title={t("title")}
      lead={<p>{t("lead")}</p>}
      back={{ href: OPS_PATHS.editorial, label: t("back") }}
      actions={
        <Link href={newEditorialPath("announcements")} className={linkButton}>
          {t("new")}
        </Link>
      }
    >
      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-ink-muted">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {list.data.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4"
              data-ops-announcement={row.id}
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <AnnouncementStateBadge state={row.state} />
                  {row.publishedAt ? (
                    <time dateTime={row.publishedAt} className="text-sm text-ink-muted">
                      {format.dateTime(new Date(row.publishedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  ) : null}
                </p>
                <p className="mt-1 break-words font-bold">{row.title}</p>
              </div>
              <p className="flex shrink-0 flex-wrap gap-4 text-sm">
                <Link href={editEditorialPath("announcements", row.id)} className="font-bold text-brand-700 underline">
                  {t("edit")}
                  <span className="sr-only"> {row.title}</span>
                </Link>
                <Link
                  href={editorialPreviewPath("announcements", row.id)}
                  className="font-bold text-brand-700 underline"
                >
                  {t("preview")}
                  <span className="sr-only"> {row.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
