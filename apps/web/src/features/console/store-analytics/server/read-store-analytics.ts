import "server-only";
import type { TDb } from "@store/db/client";
import {
  findAnalyticsProvider,
  listAnalyticsProviders,
  readListingAnalytics,
  type TListingAnalytics,
} from "@store/db/queries/listing-analytics";
import { readReviewTimes, type TReviewTimes } from "@store/db/queries/review-times";
import { readTopSearches, type TTopSearch } from "@store/db/queries/search-queries";
import {
  addDays,
  analyticsPeriods,
  japanDayStart,
  type TStoreAnalyticsQuery,
} from "@store/domain/analytics/analytics-query";
import { AppError } from "@store/domain/errors";

// The operator's analytics (issue 29): the providers' figures for the whole store or one provider,
// what visitors searched for (with and without results; store-wide, since a search is nobody's
// app), and the review queue's time to decision (the store's or the provider's change requests).

export type TStoreAnalyticsReading = TListingAnalytics & {
  /** The provider read, or null for the whole store. */
  provider: { id: number; name: string } | null;
  searches: { withResults: TTopSearch[]; withoutResults: TTopSearch[] };
  review: TReviewTimes;
};

/** The figures for a parsed query as of `now`; an unknown provider answers 404. */
export async function readStoreAnalytics(
  db: TDb,
  query: TStoreAnalyticsQuery,
  now: Date = new Date(),
): Promise<TStoreAnalyticsReading> {
  const provider = query.providerId ? ((await findAnalyticsProvider(db, query.providerId)) ?? null) : null;
  if (query.providerId && !provider)
    throw new AppError("NOT_FOUND", `no provider ${query.providerId}`, {
      userMessage: { key: "ops.analytics.errors.notFound" },
    });
  const { current, previous } = analyticsPeriods(query, now);
  const [figures, searches, review] = await Promise.all([
    readListingAnalytics(db, {
      subject: provider ? { appProviderId: provider.id } : "store",
      period: current,
      previousPeriod: previous,
      now,
    }),
    readTopSearches(db, current),
    readReviewTimes(db, {
      appProviderId: provider?.id ?? null,
      from: japanDayStart(current.from),
      to: japanDayStart(addDays(current.to, 1)),
      now,
    }),
  ]);
  return { ...figures, provider, searches, review };
}

/** The providers for the page's picker. */
export function listStoreAnalyticsProviders(db: TDb) {
  return listAnalyticsProviders(db);
}
