import { JapaneseOnlyNotice } from "./japanese-only-notice";
import type { TSpecial, TSpecialSummary } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { AppCardList } from "./app-card-list";
import { Breadcrumbs } from "./breadcrumbs";
import { EditorialListPage } from "./editorial-list-page";
import { RichText } from "./rich-text";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

/** /specials: every published special as a card with its hero image. */
export async function SpecialListView({ specials }: { specials: TSpecialSummary[] }) {
  const t = await getT("specials");
  const format = await getFormatter();
  return (
    <EditorialListPage namespace="specials" items={specials}>
      <ul className="grid gap-6 md:grid-cols-2" data-special-list>
        {specials.map((special) => (
          <li
            key={special.id}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white transition hover:border-brand-500 hover:shadow-lg"
          >
            <SpecialHero url={special.heroImageUrl} className="aspect-[3/1] w-full" />
            <div className="flex flex-1 flex-col p-5 md:p-6">
              <h2 className="text-lg font-bold leading-snug md:text-xl">
                <Link
                  href={`/specials/${special.id}`}
                  className="after:absolute after:inset-0 group-hover:text-brand-700"
                >
                  {special.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-sm text-ink-muted">{special.description}</p>
              <p className="mt-4 flex flex-wrap gap-x-4 text-xs text-ink-muted">
                <span className="font-bold text-brand-700">{t("appCount", { count: special.appCount })}</span>
                <time dateTime={special.publishedAt}>
                  {t("publishedOn", {
                    date: format.dateTime(new Date(special.publishedAt), { dateStyle: "long" }),
                  })}
                </time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </EditorialListPage>
  );
}

/** /specials/{id}: the hero image, the editor's text and the app cards. */
export async function SpecialDetailView({ special }: { special: TSpecial }) {
  const t = await getT("specials");
  const format = await getFormatter();
  return (
    <article aria-labelledby="special-title" className={HEADINGS_WRAP_BY_PHRASE}>
      <div className="mx-auto max-w-[var(--width-page)] px-4 pt-6">
        <Breadcrumbs items={[{ label: t("title"), href: "/specials" }, { label: special.title }]} />
      </div>
      <div className="mx-auto mt-6 max-w-[var(--width-page)] px-4">
        <SpecialHero url={special.heroImageUrl} className="aspect-[3/1] w-full rounded-2xl" priority />
      </div>
      <div className="mx-auto max-w-3xl px-4 pt-8 md:pt-12">
        <JapaneseOnlyNotice contentLocales={[special.contentLocale]} className="mb-6" />
        <p className="text-sm font-bold text-brand-700">{t("eyebrow")}</p>
        <h1 id="special-title" className="mt-2 text-2xl font-bold leading-snug md:text-4xl">
          {special.title}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">
          <time dateTime={special.publishedAt}>
            {t("publishedOn", { date: format.dateTime(new Date(special.publishedAt), { dateStyle: "long" }) })}
          </time>
        </p>
        <p className="mt-6 text-lg leading-8">{special.description}</p>
        {special.body ? <RichText html={special.body} className="mt-6" /> : null}
      </div>
      <section aria-labelledby="special-apps-heading" className="mx-auto max-w-[var(--width-page)] px-4 pt-10 md:pt-14">
        <h2 id="special-apps-heading" className="mb-5 text-xl font-bold">
          {t("appsHeading")}
          {special.apps.length > 0 ? (
            <span className="ml-2 inline-block whitespace-nowrap text-sm font-normal text-ink-muted">
              {t("appCount", { count: special.apps.length })}
            </span>
          ) : null}
        </h2>
        <AppCardList apps={special.apps} emptyMessage={t("noApps")} />
        <p className="mt-10 text-center">
          <Link href="/specials" className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {t("backToList")}
          </Link>
        </p>
      </section>
    </article>
  );
}

function SpecialHero({
  url,
  className,
  priority = false,
}: {
  url: string | null;
  className: string;
  priority?: boolean;
}) {
  if (!url) return <div aria-hidden="true" className={`bg-gradient-to-br from-brand-100 to-brand-50 ${className}`} />;
  return (
    // biome-ignore lint/performance/noImgElement: generated SVG banners need no optimisation
    <img
      src={url}
      alt=""
      width={1200}
      height={400}
      loading={priority ? "eager" : "lazy"}
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
