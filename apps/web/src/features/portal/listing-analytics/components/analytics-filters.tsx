"use client";

import { ANALYTICS_RANGES, type TAnalyticsRange } from "@store/domain/analytics/analytics-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/ui/buttons";
import { FilterField, filterControl, invalidProps } from "@/ui/filter-field";

// The analytics' subject (the provider's app, or for the operator a provider) and days as a GET
// form: a reading is a link, and works without script. The two date inputs show only for 'custom';
// what was typed comes back after a refused value.

export type TAnalyticsFilterValues = { subject: string; range: string; from: string; to: string };
export type TAnalyticsFilterErrors = Partial<Record<keyof TAnalyticsFilterValues, string>>;

export function AnalyticsFilters(props: {
  action: string;
  /** The form's accessible name: which days and whose figures. */
  formLabel: string;
  /** The first field: its query name, label, the option for all, and the choices. */
  subject: { name: string; label: string; all: string; options: { id: number; name: string }[] };
  values: TAnalyticsFilterValues;
  errors: TAnalyticsFilterErrors;
}) {
  const t = useTranslations("developers.analytics");
  const initial = (ANALYTICS_RANGES as readonly string[]).includes(props.values.range) ? props.values.range : "30";
  const [range, setRange] = useState(initial as TAnalyticsRange);
  const { errors } = props;
  return (
    <form
      method="get"
      action={props.action}
      aria-label={props.formLabel}
      className="grid gap-3 rounded-xl bg-canvas p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <FilterField id="analytics-subject" label={props.subject.label} error={errors.subject}>
        <select
          id="analytics-subject"
          name={props.subject.name}
          defaultValue={props.values.subject}
          className={filterControl}
          {...invalidProps("analytics-subject", !!errors.subject)}
        >
          <option value="">{props.subject.all}</option>
          {props.subject.options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="analytics-range" label={t("filter.range")} error={errors.range}>
        <select
          id="analytics-range"
          name="range"
          value={range}
          onChange={(event) => setRange(event.target.value as TAnalyticsRange)}
          className={filterControl}
          {...invalidProps("analytics-range", !!errors.range)}
        >
          {ANALYTICS_RANGES.map((value) => (
            <option key={value} value={value}>
              {t(`ranges.${value}`)}
            </option>
          ))}
        </select>
      </FilterField>
      {range === "custom" ? (
        <>
          <FilterField id="analytics-from" label={t("filter.from")} error={errors.from}>
            <input
              id="analytics-from"
              name="from"
              type="date"
              defaultValue={props.values.from}
              className={filterControl}
              {...invalidProps("analytics-from", !!errors.from)}
            />
          </FilterField>
          <FilterField id="analytics-to" label={t("filter.to")} error={errors.to}>
            <input
              id="analytics-to"
              name="to"
              type="date"
              defaultValue={props.values.to}
              className={filterControl}
              {...invalidProps("analytics-to", !!errors.to)}
            />
          </FilterField>
        </>
      ) : (
        <div className="hidden lg:col-span-2 lg:block" />
      )}
      <button type="submit" className={primaryButton}>
        {t("filter.apply")}
      </button>
    </form>
  );
}
