import "server-only";
import {
  ADDED_EVENT_KINDS,
  LISTING_EVENT_KINDS,
  REMOVED_EVENT_KINDS,
  REQUEST_EVENT_KINDS,
  sumKinds,
} from "@store/domain/analytics/listing-events";
import type { TKindCounts, TListingAnalytics } from "@store/db/queries/listing-analytics";
import { getFormatter } from "next-intl/server";
import type { ReactNode } from "react";
import { EmptyState } from "@/features/store/editorial";
import { getT } from "@/i18n/get-t";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { secondaryButton } from "@/ui/buttons";
import { AnalyticsChartSlot } from "./analytics-chart-slot";
import type { TAnalyticsReading } from "../server/read-analytics";
import { AnalyticsFilters, type TAnalyticsFilterErrors, type TAnalyticsFilterValues } from "./analytics-filters";

// /developers/analytics (issue 29): the provider's figures for its apps or one of them; the
// operator's /ops/analytics shows the same sections for the store or one provider. Each chart has
// its table beside it ('show as table'); every other figure is a table with a caption.

type TT = Awaited<ReturnType<typeof getT>>;
type TFormat = Awaited<ReturnType<typeof getFormatter>>;

const requestsOf = (counts: TKindCounts) => sumKinds(counts, REQUEST_EVENT_KINDS);

const cell = "border-b border-line px-3 py-2";
const headCell = "border-b border-line px-3 py-2 font-bold";
const caption = "mb-2 text-left text-lg font-bold";

/** A table with a caption; its first `textColumns` columns are words (left), the others figures (right). */
export function AnalyticsTable({
  title,
  head,
  rows,
  textColumns = 1,
}: {
  title: string;
  head: string[];
  rows: ReactNode[][];
  textColumns?: number;
}) {
  const align = (column: number) => (column < textColumns ? "text-left" : "text-right tabular-nums");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
    <section className="overflow-x-auto rounded-xl border border-line bg-white p-3" tabIndex={0} aria-label={title}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className={caption}>{title}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={`${headCell} ${align(head.indexOf(label))}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only table, never reordered
            <tr key={index}>
              {row.map((value, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one row
                <td key={column} className={`${cell} ${align(column)}`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function change(current: number, previous: number, t: TT, format: TFormat): string {
  const diff = current - previous;
  const signed = `${diff > 0 ? "+" : ""}${format.number(diff)}`;
  if (previous === 0) return t("figures.changeNoBase", { change: signed });
  return t("figures.change", {
    change: signed,
    percent: format.number(diff / previous, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }),
  });
}

/** Installs and connections: the two ways a company starts using an app (and stops). */
const added = (counts: TKindCounts) => sumKinds(counts, ADDED_EVENT_KINDS);
const removed = (counts: TKindCounts) => sumKinds(counts, REMOVED_EVENT_KINDS);

function Figures({ reading, t, format }: { reading: TListingAnalytics; t: TT; format: TFormat }) {
  const { totals, previousTotals, activeInstallations } = reading;
  const figures = [
    { key: "view", label: t("kinds.view"), now: totals.view, before: previousTotals.view },
    { key: "requests", label: t("figures.requests"), now: requestsOf(totals), before: requestsOf(previousTotals) },
    { key: "install", label: t("kinds.install"), now: added(totals), before: added(previousTotals) },
    { key: "uninstall", label: t("kinds.uninstall"), now: removed(totals), before: removed(previousTotals) },
    {
      key: "active",
      label: t("activeInstallations"),
      now: activeInstallations.atEnd,
      before: activeInstallations.atStart,
    },
  ];
  return (
    <section aria-labelledby="analytics-figures">
      <h2 id="analytics-figures" className="mb-3 text-xl font-bold">
        {t("figures.heading")}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.key} data-figure={figure.key} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm font-bold text-ink-muted">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{format.number(figure.now)}</dd>
            <dd className="mt-1 text-sm text-ink-muted">
              {figure.key === "active"
                ? t("figures.atStart", { count: format.number(figure.before) })
                : t("figures.previous", { count: format.number(figure.before) })}
            </dd>
            <dd className="text-sm font-bold">{change(figure.now, figure.before, t, format)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ChartWithTable(props: { id: string; title: string; showTable: string; chart: ReactNode; table: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="rounded-xl border border-line bg-white p-4">
      <h2 id={props.id} className="mb-3 text-xl font-bold">
        {props.title}
      </h2>
      {props.chart}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-700 underline">{props.showTable}</summary>
        <div className="mt-2">{props.table}</div>
      </details>
    </section>
  );
}

const LINE_COLORS = { view: "#1d4ed8", requests: "#b45309", install: "#047857", uninstall: "#b91c1c" };

function Charts({ reading, t, format }: { reading: TListingAnalytics; t: TT; format: TFormat }) {
  const series = [
    { key: "view", label: t("kinds.view"), color: LINE_COLORS.view },
    { key: "requests", label: t("figures.requests"), color: LINE_COLORS.requests, dash: "6 3" },
    { key: "install", label: t("kinds.install"), color: LINE_COLORS.install },
    { key: "uninstall", label: t("kinds.uninstall"), color: LINE_COLORS.uninstall, dash: "2 2" },
  ];
  const rows = reading.days.map((day) => ({
    day: day.day,
    view: day.counts.view,
    requests: requestsOf(day.counts),
    install: added(day.counts),
    uninstall: removed(day.counts),
    active: day.activeInstallations,
  }));
  const n = (value: number) => format.number(value);
  return (
    <>
      <ChartWithTable
        id="analytics-events-chart"
        title={t("charts.events")}
        showTable={t("charts.showTable")}
        chart={<AnalyticsChartSlot rows={rows} series={series} />}
        table={
          <AnalyticsTable
            title={t("charts.eventsTable")}
            head={[t("table.date"), ...LISTING_EVENT_KINDS.map((kind) => t(`kinds.${kind}`))]}
            rows={reading.days.map((day) => [day.day, ...LISTING_EVENT_KINDS.map((kind) => n(day.counts[kind]))])}
          />
        }
      />
      <ChartWithTable
        id="analytics-active-chart"
        title={t("charts.active")}
        showTable={t("charts.showTable")}
        chart={
          <AnalyticsChartSlot
            rows={rows}
            series={[{ key: "active", label: t("activeInstallations"), color: "#047857" }]}
          />
        }
        table={
          <AnalyticsTable
            title={t("charts.activeTable")}
            head={[t("table.date"), t("activeInstallations")]}
            rows={reading.days.map((day) => [day.day, n(day.activeInstallations)])}
          />
        }
      />
    </>
  );
}

function percent(value: number | null, format: TFormat, t: TT): string {
  return value === null ? t("funnel.noRate") : format.number(value, { style: "percent", maximumFractionDigits: 1 });
}

function Details({ reading, t, format }: { reading: TListingAnalytics; t: TT; format: TFormat }) {
  const { funnel } = reading;
  const n = (value: number) => format.number(value);
  const noValue = t("sources.none");
  return (
    <>
      <AnalyticsTable
        title={t("funnel.heading")}
        head={[t("funnel.step"), t("funnel.count"), t("funnel.rate")]}
        rows={[
          [t("kinds.view"), n(funnel.views), "—"],
          [t("figures.requests"), n(funnel.requests), percent(funnel.viewToRequest, format, t)],
          [t("kinds.install"), n(funnel.installs), percent(funnel.requestToInstall, format, t)],
          [t("funnel.overall"), "", percent(funnel.viewToInstall, format, t)],
        ]}
      />
      {reading.sources.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-ink-muted">{t("sources.empty")}</p>
      ) : (
        <AnalyticsTable
          title={t("sources.heading")}
          head={[t("sources.kind"), "utm_source", "utm_medium", "utm_campaign", t("sources.count")]}
          textColumns={4}
          rows={reading.sources.map((source) => [
            t(`kinds.${source.kind}`),
            source.utmSource || noValue,
            source.utmMedium || noValue,
            source.utmCampaign || noValue,
            n(source.count),
          ])}
        />
      )}
      {reading.uninstallReasons.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-ink-muted">{t("reasons.empty")}</p>
      ) : (
        <AnalyticsTable
          title={t("reasons.heading")}
          head={[t("reasons.reason"), t("reasons.count")]}
          rows={reading.uninstallReasons.map((row) => [t(`reasons.options.${row.reason}`), n(row.count)])}
        />
      )}
      {reading.uninstallNotes.length > 0 ? (
        <AnalyticsTable
          title={t("reasons.notesHeading")}
          head={[t("table.date"), t("reasons.reason"), t("reasons.note")]}
          textColumns={3}
          rows={reading.uninstallNotes.map((row) => [
            row.day,
            t(`reasons.options.${row.reason}`),
            <span key="note" className="block max-w-prose whitespace-pre-wrap text-left wrap-anywhere">
              {row.note}
            </span>,
          ])}
        />
      ) : null}
    </>
  );
}

function isEmpty(reading: TListingAnalytics): boolean {
  const any = (counts: TKindCounts) => LISTING_EVENT_KINDS.some((kind) => counts[kind] > 0);
  return !any(reading.totals) && !any(reading.previousTotals) && reading.activeInstallations.now === 0;
}

/** A reading's days, its CSV link, then its figures, charts and tables (or that there is nothing yet). */
export async function AnalyticsReadingSections(props: {
  reading: TListingAnalytics;
  /** Whose figures: the app's, the provider's or the store's name, as the period line says it. */
  subject: string;
  exportHref: string | null;
}) {
  const [t, format] = await Promise.all([getT("developers.analytics"), getFormatter()]);
  const { reading } = props;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p data-period className="font-bold">
          {t("period", {
            app: props.subject,
            from: reading.period.from,
            to: reading.period.to,
            previousFrom: reading.previousPeriod.from,
            previousTo: reading.previousPeriod.to,
          })}
        </p>
        {props.exportHref ? (
          <a href={props.exportHref} download className={secondaryButton}>
            {t("download")}
          </a>
        ) : null}
      </div>
      {isEmpty(reading) ? (
        <EmptyState message={t("empty")} />
      ) : (
        <>
          <Figures reading={reading} t={t} format={format} />
          <Charts reading={reading} t={t} format={format} />
          <Details reading={reading} t={t} format={format} />
        </>
      )}
    </>
  );
}

/** The refusal of filters that do not parse: the figures wait for a reading that does. */
export async function AnalyticsFilterRefusal() {
  const t = await getT("developers.analytics");
  return (
    <p role="alert" className="rounded-xl border border-danger bg-white p-4 font-bold text-danger">
      {t("errors.checkFilters")}
    </p>
  );
}

export async function AnalyticsView(props: {
  reading: TAnalyticsReading | null;
  apps: { id: number; name: string }[];
  values: TAnalyticsFilterValues;
  errors: TAnalyticsFilterErrors;
  exportHref: string | null;
}) {
  const t = await getT("developers.analytics");
  const { reading } = props;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold leading-snug md:text-3xl">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-ink-muted">{t("lead")}</p>
      <div className="mt-6 flex flex-col gap-6">
        <AnalyticsFilters
          action={DEVELOPER_PATHS.analytics}
          formLabel={t("filter.label")}
          subject={{ name: "appId", label: t("filter.app"), all: t("filter.allApps"), options: props.apps }}
          values={props.values}
          errors={props.errors}
        />
        {reading === null ? (
          <AnalyticsFilterRefusal />
        ) : (
          <AnalyticsReadingSections
            reading={reading}
            subject={reading.app?.name ?? t("filter.allApps")}
            exportHref={props.exportHref}
          />
        )}
      </div>
    </div>
  );
}
