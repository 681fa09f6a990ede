import "server-only";
import { getFormatter } from "next-intl/server";
import {
  AnalyticsFilterRefusal,
  AnalyticsFilters,
  AnalyticsReadingSections,
  AnalyticsTable,
} from "@/features/portal/listing-analytics/index.server";
import { getT } from "@/i18n/get-t";
import { OPS_PATHS } from "@/paths/ops-paths";
import type { TStoreAnalyticsReading } from "../server/read-store-analytics";

// /ops/analytics (issue 29): the providers' figures for the whole store or one provider (the same
// sections as a provider's own page), then what visitors searched for, and how long the review
// queue takes to decide.

type TT = Awaited<ReturnType<typeof getT>>;
type TFormat = Awaited<ReturnType<typeof getFormatter>>;
type TFilterValues = Parameters<typeof AnalyticsFilters>[0]["values"];

const box = "rounded-xl border border-line bg-white p-4";

function SearchList(props: {
  title: string;
  empty: string;
  rows: { query: string; count: number }[];
  t: TT;
  format: TFormat;
}) {
  if (props.rows.length === 0)
    return (
      <section className={box} aria-label={props.title}>
        <h3 className="mb-2 text-lg font-bold">{props.title}</h3>
        <p className="text-ink-muted">{props.empty}</p>
      </section>
    );
  return (
    <AnalyticsTable
      title={props.title}
      head={[props.t("searches.query"), props.t("searches.count")]}
      rows={props.rows.map((row) => [
        <span key="query" className="wrap-anywhere">
          {row.query}
        </span>,
        props.format.number(row.count),
      ])}
    />
  );
}

function Searches({ reading, t, format }: { reading: TStoreAnalyticsReading; t: TT; format: TFormat }) {
  return (
    <section aria-labelledby="ops-analytics-searches" className="flex flex-col gap-3">
      <h2 id="ops-analytics-searches" className="text-xl font-bold">
        {t("searches.heading")}
      </h2>
      <p className="text-ink-muted">{t("searches.lead")}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <SearchList
          title={t("searches.withResults")}
          empty={t("searches.emptyWith")}
          rows={reading.searches.withResults}
          t={t}
          format={format}
        />
        <SearchList
          title={t("searches.withoutResults")}
          empty={t("searches.emptyWithout")}
          rows={reading.searches.withoutResults}
          t={t}
          format={format}
        />
      </div>
    </section>
  );
}

function Review({ reading, t, format }: { reading: TStoreAnalyticsReading; t: TT; format: TFormat }) {
  const { review } = reading;
  // Up to two days in hours, then in days (a wait of 1,053 hours reads as 43.9 days).
  const hours = (value: number | null) => {
    if (value === null) return t("review.none");
    const number = (n: number) => format.number(n, { maximumFractionDigits: 1 });
    return value < 48 ? t("review.hours", { hours: number(value) }) : t("review.days", { days: number(value / 24) });
  };
  const n = (value: number) => format.number(value);
  const items = [
    { key: "approved", label: t("review.approved"), value: n(review.decided.approved) },
    { key: "rejected", label: t("review.rejected"), value: n(review.decided.rejected) },
    { key: "backToDraft", label: t("review.backToDraft"), value: n(review.decided.backToDraft) },
    { key: "median", label: t("review.median"), value: hours(review.medianHours) },
    { key: "p90", label: t("review.p90"), value: hours(review.p90Hours) },
    { key: "waiting", label: t("review.waiting"), value: n(review.waiting) },
    { key: "oldest", label: t("review.oldest"), value: hours(review.oldestWaitingHours) },
  ];
  return (
    <section aria-labelledby="ops-analytics-review" className="flex flex-col gap-3">
      <h2 id="ops-analytics-review" className="text-xl font-bold">
        {t("review.heading")}
      </h2>
      <p className="text-ink-muted">{t("review.lead")}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} data-review={item.key} className={box}>
            <dt className="text-sm font-bold text-ink-muted">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export async function StoreAnalyticsView(props: {
  reading: TStoreAnalyticsReading | null;
  providers: { id: number; name: string }[];
  values: TFilterValues;
  errors: Parameters<typeof AnalyticsFilters>[0]["errors"];
  exportHref: string | null;
}) {
  const [t, format] = await Promise.all([getT("ops.analytics"), getFormatter()]);
  const { reading } = props;
  return (
    <div className="mx-auto max-w-[var(--width-page)] px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold leading-snug md:text-3xl">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-ink-muted">{t("lead")}</p>
      <div className="mt-6 flex flex-col gap-6">
        <AnalyticsFilters
          action={OPS_PATHS.analytics}
          formLabel={t("filter.label")}
          subject={{
            name: "providerId",
            label: t("filter.provider"),
            all: t("filter.allProviders"),
            options: props.providers,
          }}
          values={props.values}
          errors={props.errors}
        />
        {reading === null ? (
          <AnalyticsFilterRefusal />
        ) : (
          <>
            <AnalyticsReadingSections
              reading={reading}
              subject={reading.provider?.name ?? t("filter.allProviders")}
              exportHref={props.exportHref}
            />
            <Review reading={reading} t={t} format={format} />
            <Searches reading={reading} t={t} format={format} />
          </>
        )}
      </div>
    </div>
  );
}
