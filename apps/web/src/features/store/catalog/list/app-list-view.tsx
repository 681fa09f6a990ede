import type { TAppSummary } from "@store/domain/schemas/app";
import type { TPagination } from "@store/domain/schemas/common";
import { Link } from "@/ui/store-link";
import { getT } from "@/i18n/get-t";
import { paginationLabels } from "@/i18n/pagination-labels";
import { PaginationNav } from "@/ui/pagination-nav";
import { AppCard, AppCardGrid } from "../app-card";
import { AppFilterPanel } from "./app-filter-panel";
import { AppFilterSheet } from "./app-filter-sheet";
import { AppListResults, AppListStateProvider } from "./app-list-state";
import { appListHref, hasFilters, type TAppListState } from "./app-list-url";
import { AppSearchForm } from "./app-search-form";
import { AppSortSelect } from "./app-sort-select";
import type { TAppFacets } from "../catalog-types";

type TAppListViewProps = {
  state: TAppListState;
  apps: { pagination: TPagination; data: TAppSummary[] };
  facets: TAppFacets;
};

/** The /apps page: search, facets (a sidebar, or a sheet on phones), sort, cards and pages. */
export async function AppListView({ state, apps, facets }: TAppListViewProps) {
  const t = await getT("catalog");
  const { pagination } = apps;
  const chips = activeChips(state, facets, t);
  return (
    <AppListStateProvider state={state}>
      <div className="mx-auto max-w-[var(--width-page)] px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold">{state.q ? t("searchTitle", { q: state.q }) : t("title")}</h1>
        <AppSearchForm state={state} id="catalog-search" />

        <div className="mt-6 md:grid md:grid-cols-[260px_1fr] md:gap-8">
          <aside aria-labelledby="filters-heading" className="hidden md:block">
            <h2 id="filters-heading" className="mb-4 text-lg font-bold">
              {t("filters.title")}
            </h2>
            <AppFilterPanel facets={facets} idPrefix="side" />
          </aside>

          <section aria-labelledby="results-heading" className="min-w-0">
            <h2 id="results-heading" className="sr-only">
              {t("resultsHeading")}
            </h2>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-bold">
                {t("resultCount", { count: pagination.count, more: String(pagination.countCapped === true) })}
              </p>
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <AppFilterSheet
                  facets={facets}
                  total={pagination.count}
                  totalCapped={pagination.countCapped === true}
                />
                <AppSortSelect />
              </div>
            </div>

            {chips.length > 0 ? (
              <ul aria-label={t("activeFilters")} className="mb-4 flex flex-wrap gap-2 text-sm">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <Link
                      href={chip.href}
                      scroll={false}
                      className="inline-flex items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-brand-700 hover:bg-brand-100"
                    >
                      {chip.label}
                      <span aria-hidden="true">×</span>
                      <span className="sr-only">{t("removeFilter")}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}

            <AppListResults>
              {apps.data.length === 0 && pagination.count > 0 ? (
                <PastLastPage state={state} pages={pagination.pages} />
              ) : apps.data.length === 0 ? (
                <EmptyState state={state} />
              ) : (
                <AppCardGrid>
                  {apps.data.map((app) => (
                    <li key={app.id}>
                      <AppCard app={app} />
                    </li>
                  ))}
                </AppCardGrid>
              )}
              <PaginationNav
                page={pagination.page}
                pages={pagination.pages}
                hrefFor={(page) => appListHref(state, { page })}
                label={t("pagination.label")}
                labels={await paginationLabels()}
                link={Link}
              />
            </AppListResults>
          </section>
        </div>
      </div>
    </AppListStateProvider>
  );
}

type TChip = { key: string; label: string; href: string };

function activeChips(state: TAppListState, facets: TAppFacets, t: (key: string, v?: Record<string, string>) => string) {
  const names = new Map(facets.categories.flatMap((c) => [c, ...c.children]).map((c) => [c.id, c.name]));
  const chips: TChip[] = [];
  if (state.q) chips.push({ key: "q", label: t("chip.q", { q: state.q }), href: appListHref(state, { q: "" }) });
  for (const id of state.categories) {
    chips.push({
      key: `c${id}`,
      label: names.get(id) ?? t("chip.unknownCategory"),
      href: appListHref(state, { categories: state.categories.filter((other) => other !== id) }),
    });
  }
  if (state.plan) {
    chips.push({ key: "plan", label: t(`filters.planOption.${state.plan}`), href: appListHref(state, { plan: null }) });
  }
  if (state.campaign) {
    chips.push({ key: "campaign", label: t("filters.campaignOption"), href: appListHref(state, { campaign: false }) });
  }
  if (state.minRating) {
    chips.push({
      key: "rating",
      label: t(`filters.ratingOption.${state.minRating}`),
      href: appListHref(state, { minRating: null }),
    });
  }
  return chips;
}

/** A page number beyond the last page (an old link, a hand-typed address): the apps are there, on earlier pages. */
async function PastLastPage({ state, pages }: { state: TAppListState; pages: number }) {
  const t = await getT("catalog.pastLastPage");
  return (
    <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center">
      <p className="mb-2 text-lg font-bold">{t("title", { page: state.page })}</p>
      <p className="mb-6 text-sm text-ink-muted">{t("body", { pages })}</p>
      <Link
        href={appListHref(state, { page: pages })}
        className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700"
      >
        {t("lastPage", { page: pages })}
      </Link>
    </div>
  );
}

async function EmptyState({ state }: { state: TAppListState }) {
  const t = await getT("catalog.empty");
  const filtered = hasFilters(state);
  return (
    <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center">
      <p className="mb-2 text-lg font-bold">{t("title")}</p>
      <p className="mb-6 text-sm text-ink-muted">{filtered ? t("bodyFiltered") : t("body")}</p>
      <ul className="flex flex-wrap justify-center gap-3 text-sm">
        {filtered ? (
          <li>
            <Link
              href={appListHref(state, { categories: [], plan: null, campaign: false, minRating: null })}
              className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700"
            >
              {t("clearFilters")}
            </Link>
          </li>
        ) : null}
        {state.q ? (
          <li>
            <Link
              href={appListHref(state, { q: "" })}
              className="inline-block rounded-lg border border-brand-600 px-4 py-2 font-bold text-brand-700 hover:bg-brand-50"
            >
              {t("clearKeyword")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/apps" className="inline-block px-4 py-2 text-brand-700 underline">
            {t("allApps")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
