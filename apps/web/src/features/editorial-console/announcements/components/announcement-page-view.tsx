import type { TOpsProviderAnnouncement } from "@store/domain/schemas/editorial";
import { Link } from "@/features/shell/store-link";
import { getFormatter } from "next-intl/server";
import { ConsoleMessages } from "@/features/editorial-console/terms/components/console-messages";
import { ConsolePage } from "@/features/editorial-console/terms/components/console-page";
import { editorialListPath, editorialPreviewPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { AnnouncementForm } from "./announcement-form";
import { AnnouncementPublication } from "./announcement-publication";
import { AnnouncementStateBadge } from "./announcement-state-badge";

/** /ops/editorial/announcements/{id}: edit, preview, publish now or later, unpublish, delete a draft. */
export async function AnnouncementPageView({ announcement }: { announcement: TOpsProviderAnnouncement }) {
  const [t, format] = await Promise.all([getT("opsAnnouncements.page"), getFormatter()]);
  const publishedAt = announcement.publishedAt
    ? format.dateTime(new Date(announcement.publishedAt), { dateStyle: "long", timeStyle: "short" })
    : null;
  return (
    <ConsolePage
      title={announcement.title}
      back={{ href: editorialListPath("announcements"), label: t("back") }}
      lead={
        <div className="flex flex-wrap items-center gap-3">
          <AnnouncementStateBadge state={announcement.state} />
          {publishedAt ? <span>{t("publishedAt", { date: publishedAt })}</span> : null}
        </div>
      }
      actions={
        <Link
          href={editorialPreviewPath("announcements", announcement.id)}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          {t("preview")}
        </Link>
      }
    >
      <ConsoleMessages namespaces={["opsAnnouncements"]}>
        <div className="flex flex-col gap-8">
          <AnnouncementForm initial={{ id: announcement.id, title: announcement.title, body: announcement.body }} />
          <section
            aria-labelledby="announcement-publication-heading"
            className="rounded-xl border border-line bg-canvas p-4"
          >
            <h2 id="announcement-publication-heading" className="mb-3 text-lg font-bold">
              {t("publicationHeading")}
            </h2>
            <AnnouncementPublication id={announcement.id} state={announcement.state} />
          </section>
        </div>
      </ConsoleMessages>
    </ConsolePage>
  );
}
