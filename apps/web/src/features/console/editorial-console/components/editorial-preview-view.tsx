import { editorialState } from "@store/domain/editorial-state";
import { LOCALE_LABEL, LOCALE_TAG, type TLocale } from "@store/domain/locales";
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
import { editEditorialPath, editorialPreviewPath } from "@/paths/ops-paths";
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
  /** The languages the item is written in, Japanese first; none for what has no versions. */
  locales: TLocale[];
  /** The language of the version shown. */
  shownLocale: TLocale;
  now?: Date;
};

/** The item's languages, each a link to its preview; the one shown is the current page. */
async function PreviewLanguages({
  kind,
  id,
  locales,
  shown,
}: {
  kind: TEditorialKind;
  id: number;
  locales: TLocale[];
  shown: TLocale;
}) {
  if (locales.length < 2) return null;
  const t = await getT("opsEditorial.preview");
  return (
    <nav
      aria-label={t("languages")}
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1"
      data-preview-languages=""
    >
      <span className="font-bold">{t("languages")}</span>
      {locales.map((locale) => (
        <Link
          key={locale}
          href={editorialPreviewPath(kind, id, locale)}
          lang={LOCALE_TAG[locale]}
          aria-current={locale === shown ? "page" : undefined}
          className="rounded px-1 underline-offset-2 hover:underline aria-[current=page]:bg-white aria-[current=page]:font-bold"
        >
          {LOCALE_LABEL[locale]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /ops/editorial/{kind}/{id}/preview: a bar saying it is a preview and whether it is published (with
 * the item's languages to switch between, issue 31), then the page.
 */
export async function EditorialPreviewView({
  kind,
  id,
  preview,
  publishedAt,
  locales,
  shownLocale,
  now = new Date(),
}: TProps) {
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
          <PreviewLanguages kind={kind} id={id} locales={locales} shown={shownLocale} />
        </div>
      </section>
      <div data-editorial-preview={kind} className="pb-12">
        <PublicView preview={preview} />
      </div>
    </>
  );
}
