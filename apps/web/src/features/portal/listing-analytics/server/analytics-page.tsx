import "server-only";
import { ZAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import { issuesByField } from "@store/domain/validation";
import { notFound } from "next/navigation";
import type { z } from "zod";
import { getDb } from "@/server/db";
import { hasUnusableText } from "@/server/http/unusable-text";
import { serverTranslator } from "@/server/server-translator";
import type { TAnalyticsFilterErrors, TAnalyticsFilterValues } from "../components/analytics-filters";
import { AnalyticsView } from "../components/analytics-view";
import { listAnalyticsAppsOf, readAnalyticsOf } from "./read-analytics";

type TSearch = Record<string, string | string[] | undefined>;
const RANGE_FIELDS = ["range", "from", "to"] as const;

/**
 * An analytics page's query as typed, its first field named `subjectField` (`appId` for the
 * provider, `providerId` for the operator); text with NUL or a lone surrogate is dropped and refused.
 */
export function analyticsSearchReader(subjectField: string) {
  return (search: TSearch) => {
    const values: TAnalyticsFilterValues = { subject: "", range: "", from: "", to: "" };
    const unusable: (keyof TAnalyticsFilterValues)[] = [];
    for (const [field, key] of [[subjectField, "subject"], ...RANGE_FIELDS.map((field) => [field, field])] as const) {
      const raw = search[field];
      const value = (Array.isArray(raw) ? raw[0] : raw) ?? "";
      if (hasUnusableText(value)) unusable.push(key as keyof TAnalyticsFilterValues);
      else values[key as keyof TAnalyticsFilterValues] = value;
    }
    return { subjectField, values, unusable };
  };
}
export type TAnalyticsSearch = ReturnType<ReturnType<typeof analyticsSearchReader>>;

/** /developers/analytics's query. */
export const readAnalyticsSearch = analyticsSearchReader("appId");

/**
 * The typed filters checked by `schema`: the parsed query when every field is usable, and each
 * refused field's message in the viewer's language; the values as typed, the range defaulted, and
 * the query string of a link to the same reading.
 */
export function analyticsFormState<TSchema extends z.ZodType>(
  search: TAnalyticsSearch,
  schema: TSchema,
  locale: TLocale,
) {
  const { t } = serverTranslator(locale);
  const { values, unusable, subjectField } = search;
  const errors: TAnalyticsFilterErrors = {};
  for (const field of unusable) errors[field] = t("validation.unusableCharacter");
  const typed = { [subjectField]: values.subject, range: values.range, from: values.from, to: values.to };
  const parsed = schema.safeParse(typed);
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(issuesByField(parsed.error))) {
      const [first] = messages;
      const key = (field === subjectField ? "subject" : field) as keyof TAnalyticsFilterValues;
      if (first) errors[key] = t(first.key, first.values);
    }
  }
  const query = parsed.success && unusable.length === 0 ? (parsed.data as z.infer<TSchema>) : null;
  const link = new URLSearchParams(Object.entries(typed).filter(([, value]) => value !== ""));
  return { query, errors, values: { ...values, range: values.range || "30" }, link: link.toString() };
}

/** /developers/analytics: the filters as typed, the figures when they parse, the messages when not. */
export async function AnalyticsPage(props: {
  principal: TProviderPrincipal;
  search: TAnalyticsSearch;
  locale: TLocale;
}) {
  const db = await getDb();
  const form = analyticsFormState(props.search, ZAnalyticsQuery, props.locale);
  let reading = null;
  if (form.query) {
    try {
      reading = await readAnalyticsOf(db, props.principal, form.query);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    }
  }
  const apps = await listAnalyticsAppsOf(db, props.principal);
  return (
    <AnalyticsView
      reading={reading}
      apps={apps}
      values={form.values}
      errors={form.errors}
      exportHref={reading ? `/api/developers/analytics/export?${form.link}` : null}
    />
  );
}
