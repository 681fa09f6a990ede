import { editorialState } from "@store/domain/editorial-state";
import type { TEditorialListItem } from "@store/domain/schemas/editorial";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { StateBadge } from "./state-badge";

/** An item's state and its times (publication, a campaign's period), in the viewer's locale. */
export async function EditorialItemDates({
  item,
  now,
}: {
  item: Pick<TEditorialListItem, "publishedAt" | "startsAt" | "endsAt">;
  now: Date;
}) {
  const [t, format] = await Promise.all([getT("opsEditorial.list"), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const state = editorialState(item, now);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <StateBadge state={state} />
      <p className="text-ink-muted">
        {item.publishedAt === null
          ? t("notPublished")
          : t(state === "scheduled" && Date.parse(item.publishedAt) > now.getTime() ? "publishesAt" : "publishedAt", {
              date: when(item.publishedAt),
            })}
      </p>
      {item.startsAt && item.endsAt ? (
        <p className="text-ink-muted">{t("period", { from: when(item.startsAt), until: when(item.endsAt) })}</p>
      ) : null}
    </div>
  );
}
