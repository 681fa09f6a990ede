import type { TAppSummary } from "@store/domain/schemas/app";
import { getFormatter } from "next-intl/server";
import type { ReactNode } from "react";
import { AppCard, AppCardGrid, AppSearchForm } from "@/features/store/catalog/index.server";
import { appListHref, appListState } from "@/features/store/catalog";
import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import type { THome } from "./load-home";
import { NewsList } from "./news-list";

// The sections of the home page (home-view.tsx), each a server component that reads its own texts.

/** The list page with nothing chosen: the base of the home page's links into the list. */
export const EMPTY_LIST = appListState({ categories: [], campaign: false, page: 1, perPage: 24 });

export function HomeSection({
  id,
  title,
  more,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
  tone?: "plain" | "canvas";
}) {
  return (
    <section aria-labelledby={id} className={tone === "canvas" ? "bg-canvas" : undefined}>
      <div className="mx-auto max-w-[var(--width-page)] px-4 py-10 md:py-12">
        <div className="mb-6 flex items-baseline justify-between gap-4">
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          {more ? (
            <Link href={more.href} className="shrink-0 text-sm text-brand-700 underline">
              {more.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export function Shelf({ apps }: { apps: TAppSummary[] }) {
  return (
    <AppCardGrid variant="shelf">
      {apps.map((app) => (
        <li key={app.id}>
          <AppCard app={app} />
        </li>
      ))}
    </AppCardGrid>
  );
}

/** The opening section: the pitch, the search and the store's headline figures. */
export async function HomeHero({ counts }: Pick<THome, "counts">) {
  const t = await getT("home");
  const format = await getFormatter();
  return (
    <section className="bg-gradient-to-br from-brand-50 to-white">
      <div className="mx-auto grid max-w-[var(--width-page)] items-center gap-10 px-4 py-10 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div className="min-w-0">
          <p className="mb-3 text-sm font-bold text-brand-700">{t("eyebrow")}</p>
          <h1 className="mb-5 text-2xl font-bold leading-snug sm:text-3xl md:text-4xl">{t("heroTitle")}</h1>
          <p className="mb-6 text-ink-muted">{t("heroBody")}</p>
          <div className="mb-6">
            <AppSearchForm id="home-search" large />
          </div>
          <dl className="flex gap-8">
            <div>
              <dt className="text-xs text-ink-muted">{t("appCount")}</dt>
              <dd className="text-2xl font-bold text-brand-700">{format.number(counts.apps)}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-muted">{t("providerCount")}</dt>
              <dd className="text-2xl font-bold text-brand-700">{format.number(counts.providers)}</dd>
            </div>
          </dl>
        </div>
        {/* biome-ignore lint/performance/noImgElement: a generated SVG needs no optimisation */}
        <img src="/img/og/home.svg" alt="" width={600} height={315} className="hidden w-full rounded-2xl md:block" />
      </div>
    </section>
  );
}

/** Every top-level category with its children, as links into the list. */
export async function CategoriesSection({ categories }: Pick<THome, "categories">) {
  const t = await getT("home");
  return (
    <HomeSection id="categories-heading" title={t("categoriesTitle")} tone="canvas">
      <p className="-mt-3 mb-6 text-sm text-ink-muted">{t("categoriesBody")}</p>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id} className="rounded-xl border border-line bg-white p-5">
            <h3 className="mb-2 font-bold">
              <Link
                href={appListHref(EMPTY_LIST, { categories: [category.id] })}
                className="text-brand-700 hover:underline"
                data-taxonomy="category"
              >
                {category.name}
              </Link>
            </h3>
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link
                    href={appListHref(EMPTY_LIST, { categories: [child.id] })}
                    className="text-ink-muted underline-offset-2 hover:text-brand-700 hover:underline"
                    data-taxonomy="category"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The running campaigns, each with its period (it ends before endsAt: its last day is the day before). */
export async function CampaignsSection({ campaigns }: Pick<THome, "campaigns">) {
  const t = await getT("home");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const lastDay = (iso: string) => format.dateTime(new Date(Date.parse(iso) - 1), { dateStyle: "medium" });
  return (
    <HomeSection
      id="campaigns-heading"
      title={t("campaignsTitle")}
      more={{ href: "/campaigns", label: t("campaignsMore") }}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="relative overflow-hidden rounded-xl border border-line">
            {campaign.imageUrl ? (
              // biome-ignore lint/performance/noImgElement: generated SVG banners need no optimisation
              <img
                src={campaign.imageUrl}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                className="aspect-[3/1] w-full object-cover"
              />
            ) : null}
            <div className="p-4">
              <h3 className="mb-1 font-bold">
                <Link href="/campaigns" className="after:absolute after:inset-0 hover:text-brand-700">
                  {campaign.title}
                </Link>
              </h3>
              <p className="mb-2 text-sm text-ink-muted">{campaign.description}</p>
              <p className="text-xs text-ink-muted">
                {t("campaignPeriod", { start: date(campaign.startsAt), end: lastDay(campaign.endsAt) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The latest releases of listed apps, newest first. */
export async function ReleasesSection({ releases }: Pick<THome, "releases">) {
  const t = await getT("home");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  return (
    <HomeSection id="releases-heading" title={t("releasesTitle")} tone="canvas">
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {releases.map((release) => (
          <li key={release.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={release.publishedAt} className="shrink-0 text-sm text-ink-muted">
              {date(release.publishedAt)}
            </time>
            <Link
              href={`/apps/${release.app.code}`}
              className="shrink-0 text-sm font-bold text-brand-700 hover:underline"
            >
              {release.app.name}
            </Link>
            {release.url ? (
              <a href={release.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                {release.title}
                <span className="sr-only">{t("newTab")}</span>
              </a>
            ) : (
              <span>{release.title}</span>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The store's news, a page at a time. */
export async function NewsSection({ news }: Pick<THome, "news">) {
  const t = await getT("home");
  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-[var(--width-page)] px-4 py-12">
      <h2 id="news-heading" className="mb-6 text-xl font-bold">
        {t("newsTitle")}
      </h2>
      {news.data.length === 0 ? <p className="text-ink-muted">{t("newsEmpty")}</p> : <NewsList items={news.data} />}
      {news.pagination.pages > 1 ? (
        <nav aria-label={t("newsPages")} className="mt-6 flex items-center justify-center gap-4 text-sm">
          {news.pagination.page > 1 ? (
            <Link
              href={`/?news_page=${news.pagination.page - 1}#news-heading`}
              className="rounded border border-line px-3 py-1"
            >
              {t("newsNewer")}
            </Link>
          ) : null}
          <span>{t("pageOf", { page: news.pagination.page, pages: news.pagination.pages })}</span>
          {news.pagination.page < news.pagination.pages ? (
            <Link
              href={`/?news_page=${news.pagination.page + 1}#news-heading`}
              className="rounded border border-line px-3 py-1"
            >
              {t("newsOlder")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
