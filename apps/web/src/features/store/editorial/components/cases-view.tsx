import { JapaneseOnlyNotice } from "./japanese-only-notice";
import type { TCase, TCaseSummary } from "@store/domain/schemas/editorial";
import { Link } from "@/ui/store-link";
import { getFormatter } from "next-intl/server";
import { getT } from "@/i18n/get-t";
import { AppCardList } from "./app-card-list";
import { Breadcrumbs } from "./breadcrumbs";
import { EditorialListPage } from "./editorial-list-page";
import { RichText } from "./rich-text";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";

/** /cases: every published case study with its company, size, industry and the apps it uses. */
export async function CaseListView({ cases }: { cases: TCaseSummary[] }) {
  const t = await getT("cases");
  const format = await getFormatter();
  return (
    <EditorialListPage namespace="cases" items={cases}>
      <ul className="grid gap-6 md:grid-cols-2" data-case-list>
        {cases.map((story) => (
          <li
            key={story.id}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white transition hover:border-brand-500 hover:shadow-lg"
          >
            <CaseImage url={story.imageUrl} className="aspect-[3/1] w-full" />
            <div className="flex flex-1 flex-col p-5 md:p-6">
              <p className="text-sm font-bold text-brand-700">{story.companyName}</p>
              <h2 className="mt-1 text-lg font-bold leading-snug">
                <Link href={`/cases/${story.id}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
                  {story.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-sm text-ink-muted">{story.summary}</p>
              <dl className="mt-4 flex flex-wrap gap-2 text-xs">
                <div className="flex gap-1 rounded-full bg-canvas px-3 py-1">
                  <dt className="text-ink-muted">{t("industry")}</dt>
                  <dd className="font-bold">{story.industry}</dd>
                </div>
                <div className="flex gap-1 rounded-full bg-canvas px-3 py-1">
                  <dt className="text-ink-muted">{t("companySize")}</dt>
                  <dd className="font-bold">{story.companySize}</dd>
                </div>
              </dl>
              {story.apps.length > 0 ? (
                <p className="mt-3 text-xs text-ink-muted">
                  {t("appsUsedList", { apps: format.list(story.apps.map((app) => app.name)) })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </EditorialListPage>
  );
}

/** /cases/{id}: the company at a glance, the story and the apps it uses. */
export async function CaseDetailView({ story }: { story: TCase }) {
  const t = await getT("cases");
  const format = await getFormatter();
  return (
    <article aria-labelledby="case-title" className={HEADINGS_WRAP_BY_PHRASE}>
      <div className="border-b border-line bg-gradient-to-br from-brand-50 via-white to-white">
        <div className="mx-auto max-w-[var(--width-page)] px-4 pb-10 pt-6">
          <Breadcrumbs items={[{ label: t("title"), href: "/cases" }, { label: story.companyName }]} />
          <JapaneseOnlyNotice contentLocales={[story.contentLocale]} className="mt-4" />
          <div className="mt-6 grid items-center gap-8 md:mt-10 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
            <div>
              <p className="text-sm font-bold text-brand-700">{story.companyName}</p>
              <h1 id="case-title" className="mt-2 text-2xl font-bold leading-snug md:text-3xl">
                {story.title}
              </h1>
              <p className="mt-4 leading-8 text-ink-muted">{story.summary}</p>
            </div>
            <CaseImage url={story.imageUrl} className="aspect-[3/1] w-full rounded-2xl" priority />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-[var(--width-page)] gap-10 px-4 py-10 md:grid-cols-[minmax(0,1fr)_18rem] md:py-14">
        <section aria-labelledby="case-story-heading" className="min-w-0">
          <h2 id="case-story-heading" className="sr-only">
            {t("storyHeading")}
          </h2>
          <RichText html={story.body} />
          <p className="mt-6 text-xs text-ink-muted">
            <time dateTime={story.publishedAt}>
              {t("publishedOn", { date: format.dateTime(new Date(story.publishedAt), { dateStyle: "long" }) })}
            </time>
          </p>
        </section>
        <aside aria-labelledby="case-company-heading" className="md:order-none">
          <div className="rounded-2xl border border-line bg-canvas p-5 md:sticky md:top-24">
            <h2 id="case-company-heading" className="mb-3 font-bold">
              {t("companyHeading")}
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t("companyName")}</dt>
              <dd className="font-bold">{story.companyName}</dd>
              <dt className="text-ink-muted">{t("industry")}</dt>
              <dd>{story.industry}</dd>
              <dt className="text-ink-muted">{t("companySize")}</dt>
              <dd>{story.companySize}</dd>
            </dl>
          </div>
        </aside>
      </div>
      <section aria-labelledby="case-apps-heading" className="mx-auto max-w-[var(--width-page)] px-4">
        <h2 id="case-apps-heading" className="mb-5 text-xl font-bold">
          {t("appsUsedHeading")}
        </h2>
        <AppCardList apps={story.apps} emptyMessage={t("noApps")} />
        <p className="mt-10 text-center">
          <Link href="/cases" className="text-brand-700 underline underline-offset-2 hover:no-underline">
            {t("backToList")}
          </Link>
        </p>
      </section>
    </article>
  );
}

function CaseImage({
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
