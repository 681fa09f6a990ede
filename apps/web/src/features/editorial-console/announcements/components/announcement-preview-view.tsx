import type { TOpsProviderAnnouncement } from "@store/domain/schemas/editorial";
import { PreviewNotice } from "@/features/editorial-console/terms/components/preview-notice";
import { AnnouncementView } from "@/features/developer-portal/components/announcement-view";
import { editEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";

/**
 * /ops/editorial/announcements/{id}/preview: the developer area's own announcement view, under a
 * preview bar; an unpublished one is dated as if published now.
 */
export async function AnnouncementPreviewView({
  announcement,
  now = new Date(),
}: {
  announcement: TOpsProviderAnnouncement;
  now?: Date;
}) {
  const [t, tStates] = await Promise.all([getT("opsAnnouncements.preview"), getT("opsAnnouncements.states")]);
  return (
    <div data-preview="">
      <PreviewNotice
        label={t("label")}
        text={t("text", { state: tStates(announcement.state) })}
        backHref={editEditorialPath("announcements", announcement.id)}
        backLabel={t("back")}
      />
      <AnnouncementView
        announcement={{
          id: announcement.id,
          title: announcement.title,
          bodyHtml: announcement.body,
          publishedAt: announcement.publishedAt ?? now.toISOString(),
        }}
      />
    </div>
  );
}
