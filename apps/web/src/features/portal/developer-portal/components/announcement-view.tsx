import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { RichText } from "@/features/store/editorial";
import { getT } from "@/i18n/get-t";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import type { TAnnouncement } from "../server/find-announcement";
import { AreaPage } from "@/ui/area-page";

/** /developers/app_provider_announcements/{id}: one announcement to providers. */
export async function AnnouncementView({ announcement }: { announcement: TAnnouncement }) {
  const [t, tHome, format] = await Promise.all([
    getT("developerArea.announcements"),
    getT("developerArea.home"),
    getFormatter(),
  ]);
  return (
    <AreaPage
      title={announcement.title}
      before={
        <nav aria-label={t("breadcrumb")} className="mb-6 text-sm">
          <ol className="flex flex-wrap gap-2 text-ink-muted">
            <li>
              <Link href={DEVELOPER_PATHS.home} className="underline">
                {tHome("announcementsHeading")}
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page" className="text-ink">
              {announcement.title}
            </li>
          </ol>
        </nav>
      }
      lead={
        <time dateTime={announcement.publishedAt}>
          {t("publishedAt", { date: format.dateTime(new Date(announcement.publishedAt), { dateStyle: "long" }) })}
        </time>
      }
    >
      <article className="max-w-3xl">
        <RichText html={announcement.bodyHtml} />
        <Link href={DEVELOPER_PATHS.home} className="mt-6 inline-block font-bold text-brand-700 underline">
          {t("backToHome")}
        </Link>
      </article>
    </AreaPage>
  );
}
