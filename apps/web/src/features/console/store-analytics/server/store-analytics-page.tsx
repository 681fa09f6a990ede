import "server-only";
import { ZStoreAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { notFound } from "next/navigation";
import {
  analyticsFormState,
  analyticsSearchReader,
  type TAnalyticsSearch,
} from "@/features/portal/listing-analytics/index.server";
import { getDb } from "@/server/db";
import { StoreAnalyticsView } from "../components/store-analytics-view";
import { listStoreAnalyticsProviders, readStoreAnalytics } from "./read-store-analytics";

/** /ops/analytics's query: `providerId`, `range`, `from`, `to`. */
export const readStoreAnalyticsSearch = analyticsSearchReader("providerId");

/** /ops/analytics: the filters as typed, the figures when they parse, the messages when not. */
export async function StoreAnalyticsPage(props: { search: TAnalyticsSearch; locale: TLocale }) {
  const db = await getDb();
  const form = analyticsFormState(props.search, ZStoreAnalyticsQuery, props.locale);
  let reading = null;
  if (form.query) {
    try {
      reading = await readStoreAnalytics(db, form.query);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
      throw error;
    }
  }
  const providers = await listStoreAnalyticsProviders(db);
  return (
    <StoreAnalyticsView
      reading={reading}
      providers={providers}
      values={form.values}
      errors={form.errors}
      exportHref={reading ? `/api/ops/analytics/export?${form.link}` : null}
    />
  );
}
