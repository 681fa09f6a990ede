import type { TAnnouncementState } from "@store/domain/schemas/editorial";
import { getT } from "@/i18n/get-t";

const TONE: Record<TAnnouncementState, string> = {
  draft: "border-line bg-canvas text-ink",
  scheduled: "border-amber-300 bg-amber-50 text-warning",
  published: "border-brand-600 bg-brand-50 text-brand-700",
};

export async function AnnouncementStateBadge({ state }: { state: TAnnouncementState }) {
  const t = await getT("opsAnnouncements.states");
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-xs font-bold ${TONE[state]}`}
      data-announcement-state={state}
    >
      {t(state)}
    </span>
  );
}
