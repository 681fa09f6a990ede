import { ConsoleMessages } from "@/features/editorial-console/terms/components/console-messages";
import { ConsolePage } from "@/features/editorial-console/terms/components/console-page";
import { editorialListPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import { AnnouncementForm } from "./announcement-form";

/** /ops/editorial/announcements/new: a new announcement, saved unpublished. */
export async function NewAnnouncementView() {
  const t = await getT("opsAnnouncements.page");
  return (
    <ConsolePage
      title={t("newTitle")}
      lead={<p>{t("newLead")}</p>}
      back={{ href: editorialListPath("announcements"), label: t("back") }}
    >
      <ConsoleMessages namespaces={["opsAnnouncements"]}>
        <AnnouncementForm initial={{ id: null, title: "", body: "" }} />
      </ConsoleMessages>
    </ConsolePage>
  );
}
