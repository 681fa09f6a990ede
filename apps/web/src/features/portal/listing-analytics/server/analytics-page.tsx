import "server-only";
import { ZAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import { issuesByField } from "@store/domain/validation";
import { notFound } from "next/navigation";
import { getDb } from "@/server/db";
import { hasUnusableText } from "@/server/http/unusable-text";
import { serverTranslator } from "@/server/server-translator";
import { AnalyticsView } from "../components/analytics-view";
import type { TAnalyticsFilterValues } from "../components/analytics-filters";
import { listAnalyticsAppsOf, readAnalyticsOf } from "./read-analytics";

type TSearch = Record<string, string | string[] | undefined>;
const FIELDS = ["appId", "range", "from", "to"] as const;

/** The page's query as typed (first values; text with NUL or a lone surrogate is dropped and refused). */
export function readAnalyticsSearch(search: TSearch) {
  const values: TAnalyticsFilterValues = { appId: "", range: "", from: "", to: "" };
  const unusable: string[] = [];
  for (const field of FIELDS) {
    const raw = search[field];
    const value = (Array.isArray(raw) ? raw[0] : raw) ?? "";
    if (hasUnusableText(value)) unusable.push(field);
    else values[field] = value;
  }
  return { values, unusable };
}

/** /developers/analytics: the filters as typed, the figures when they parse, the messages when not. */
export async function AnalyticsPage(props: {
  principal: TProviderPrincipal;
  search: ReturnType<typeof readAnalyticsSearch>;
  locale: TLocale;
}) {
  const { values, unusable } = props.search;
  const { t } = serverTranslator(props.locale);
  const db = await getDb();
  const parsed = ZAnalyticsQuery.safeParse(values);
  const errors: Partial<Record<keyof TAnalyticsFilterValues, string>> = {};
  for (const field of unusable) errors[field as keyof TAnalyticsFilterValues] = t("validation.unusableCharacter");
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(issuesByField(parsed.error))) {
      const [first] = messages;
      if (first) errors[field as keyof TAnalyticsFilterValues] = t(first.key, first.values);
    }
  }
  const query = parsed.success && unusable.length === 0 ? parsed.data : null;
  let reading = null;
  if (query) {
    try {
      reading = await readAnalyticsOf(db, props.principal, query);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    }
  }
  const apps = await listAnalyticsAppsOf(db, props.principal);
  const search = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ""));
  return (
    <AnalyticsView
      reading={reading}
      apps={apps}
      values={{ ...values, range: values.range || "30" }}
      errors={errors}
      exportHref={reading ? `/api/developers/analytics/export?${search}` : null}
    />
  );
}
