import { editorialState } from "@store/domain/editorial-state";
import { Link } from "@/ui/store-link";
import { AnnouncementView } from "@/features/portal/developer-portal/index.server";
import {
  CampaignListView,
  CaseDetailView,
  SpecialDetailView,
  TermsView,
} from "@/features/store/editorial/index.server";
import { NewsList } from "@/features/store/home";
import { PickupCarousel, TopLinkGrid } from "@/features/store/home/index.server";
import { editEditorialPath } from "@/paths/ops-paths";
import { getT } from "@/i18n/get-t";
import type { TEditorialPreview } from "../server/load-editorial-preview";
import type { TTermsVersionState } from "@store/domain/schemas/editorial";
import type { TEditorialState } from "@store/domain/editorial-state";
import type { TEditorialKind } from "@/paths/ops-paths";

/** The item through the public page's own view component: no second way of rendering it. */
async function PublicView({ preview }: { preview: TEditorialPreview }) {
  switch (preview.kind) {
    case "specials":
      return <SpecialDetailView special={preview.special} />;
    case "campaigns":
      return <CampaignListView campaigns={[preview.campaign]} />;
    case "cases":
      return <CaseDetailView story={preview.story} />;
    case "news":
      return (
        <div className="mx-auto max-w-[var(--width-page)] px-4 py-12">
          <NewsList items={[preview.item]} open />
        </div>
      );
    case "pickups":
      return <PickupCarousel pickups={[preview.banner]} />;
    case "announcements":
      return <AnnouncementView announcement={preview.announcement} />;
    case "terms":
      return <TermsView kind={preview.terms.kind} page={preview.terms.page} />;
    default:
      return <TopLinkGrid topLinks={[preview.banner]} />;
  }
}

/** A terms version's state as the bar words it: in force or past is published; effective later, scheduled. */
const TERMS_STATE: Record<TTermsVersionState, TEditorialState> = {
  draft: "draft",
  scheduled: "scheduled",
  current: "published",
  past: "published",
};

type TProps = {
  kind: TEditorialKind;
  id: number;
  preview: TEditorialPreview;
  publishedAt: string | null;
  now?: Date;
};

/** /ops/editorial/{kind}/{id}/preview: a bar saying it is a preview and whether it is published, then the page. */
export async function EditorialPreviewView({ kind, id, preview, publishedAt, now = new Date() }: TProps) {
  const [t, tState] = await Promise.all([getT("opsEditorial.preview"), getT("opsEditorial.states")]);
  const period =
    preview.kind === "campaigns" ? { startsAt: preview.campaign.startsAt, endsAt: preview.campaign.endsAt } : {};
  const state =
    preview.kind === "terms" ? TERMS_STATE[preview.terms.state] : editorialState({ publishedAt, ...period }, now);
  return (
    <>
      <section
        aria-label={t("label")}
        className="border-b border-amber-300 bg-amber-100 text-warning"
        data-editorial-preview-bar=""
      >
        <div className="mx-auto flex max-w-[var(--width-page)] flex-wrap items-center gap-3 px-4 py-3 text-sm">
          <p className="flex-1">
            <strong className="mr-2 font-bold">{t("title")}</strong>
            {t("text", { state: tState(state) })}
          </p>
          <Link href={editEditorialPath(kind, id)} className="font-bold underline underline-offset-2">
            {t("backToEdit")}
          </Link>
        </div>
      </section>
      <div data-editorial-preview={kind} className="pb-12">
        <PublicView preview={preview} />
      </div>
    </>
  );
}
