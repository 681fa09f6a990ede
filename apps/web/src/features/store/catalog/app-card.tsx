import type { TAppSummary } from "@store/domain/schemas/app";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { VoiceStars } from "./detail/voices/voice-stars";

const MAX_TAGS = 4;

/**
 * SPEC §3 App summary as a card: logo, name, provider, description, categories, plan, campaign
 * badge, installed count, the users' rating (stars and average, issue 28) with the voice count,
 * tags; upcoming apps say they are coming soon. The whole card is the link to the app's page.
 */
export async function AppCard({ app, headingLevel = 3 }: { app: TAppSummary; headingLevel?: 2 | 3 | 4 }) {
  const t = await getT("catalog.card");
  const Heading = `h${headingLevel}` as const;
  const moreTags = app.tags.length - MAX_TAGS;
  return (
    <article
      data-app-card={app.code}
      className="relative flex h-full flex-col rounded-xl border border-line bg-white p-4 transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="mb-3 flex items-start gap-3">
        {/* biome-ignore lint/performance/noImgElement: generated SVG logos need no optimisation */}
        <img
          src={app.logoImage ?? `/img/apps/${app.code}/logo.svg`}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg border border-line"
          loading="lazy"
        />
        <div className="min-w-0 flex-1">
          <Heading className="font-bold leading-snug">
            <Link
              href={`/apps/${app.code}`}
              prefetch={false}
              className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none"
            >
              {app.name}
            </Link>
          </Heading>
          <p className="truncate text-xs text-ink-muted">{app.appProvider.name}</p>
        </div>
      </div>
      <ul className="mb-2 flex flex-wrap gap-1.5 text-xs" aria-label={t("badges")}>
        {app.status === "upcoming" ? (
          <li className="rounded bg-amber-100 px-2 py-0.5 font-bold text-warning">{t("comingSoon")}</li>
        ) : null}
        {app.isCampaign ? (
          <li className="rounded bg-rose-100 px-2 py-0.5 font-bold text-rose-800">{t("campaign")}</li>
        ) : null}
        {app.plan ? (
          <li
            className={`rounded px-2 py-0.5 ${app.plan.priceType === "free" ? "bg-brand-50 text-brand-700" : "bg-canvas text-ink"}`}
            data-taxonomy="plan"
          >
            {app.plan.name}
          </li>
        ) : null}
      </ul>
      {/* The clamp on the text, the stretch on its box: a stretched clamped line box showed part of a fourth line. */}
      <div className="mb-3 flex-1">
        <p className="line-clamp-3 text-sm text-ink-muted" data-card-description="">
          {app.description}
        </p>
      </div>
      {app.categories.length > 0 ? (
        <p className="mb-2 text-xs text-ink-muted">
          <span className="sr-only">{t("categories")}: </span>
          <span data-taxonomy="category">{app.categories.map((c) => c.name).join(" / ")}</span>
        </p>
      ) : null}
      {app.tags.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-1 text-xs text-ink-muted" aria-label={t("tags")}>
          {app.tags.slice(0, MAX_TAGS).map((tag) => (
            <li key={tag.id} className="rounded-full border border-line px-2" data-taxonomy="tag">
              #{tag.name}
            </li>
          ))}
          {moreTags > 0 ? <li className="px-1">{t("moreTags", { count: moreTags })}</li> : null}
        </ul>
      ) : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-2 text-xs text-ink-muted">
        <div className="flex gap-1">
          <dt>{t("installedCount")}</dt>
          <dd className="font-bold text-ink">{t("companies", { count: app.installedCount })}</dd>
        </div>
        {app.voiceRating !== null ? (
          <div className="flex items-center gap-1" data-card-rating>
            <dt>{t("rating")}</dt>
            <dd className="flex items-center gap-1 font-bold text-ink">
              <VoiceStars rating={app.voiceRating} label={t("ratingLabel", { rating: app.voiceRating })} />
              <span aria-hidden="true">{t("ratingValue", { rating: app.voiceRating })}</span>
            </dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>{t("voiceCount")}</dt>
          <dd className="font-bold text-ink" data-card-voices={app.voiceCount}>
            {t("voices", { count: app.voiceCount })}
          </dd>
        </div>
      </dl>
    </article>
  );
}

const GRID_CLASSES = {
  /** Beside the filters of the list. */
  list: "grid gap-4 sm:grid-cols-2 min-[1100px]:grid-cols-3",
  /** Across the page. */
  wide: "grid gap-4 sm:grid-cols-2 md:grid-cols-3",
  /** A row that a phone swipes through, a grid from 600 px. */
  shelf:
    "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 md:grid-cols-3 [&>li]:w-[82%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto",
};

/** Cards in a responsive grid. */
export function AppCardGrid({
  children,
  variant = "list",
}: {
  children: React.ReactNode;
  variant?: keyof typeof GRID_CLASSES;
}) {
  return <ul className={GRID_CLASSES[variant]}>{children}</ul>;
}
