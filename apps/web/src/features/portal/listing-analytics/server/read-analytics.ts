import "server-only";
import type { TDb } from "@store/db/client";
import {
  findAnalyticsApp,
  listAnalyticsApps,
  readListingAnalytics,
  type TListingAnalytics,
} from "@store/db/queries/listing-analytics";
import { analyticsPeriods, type TAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";

// The provider's analytics (issue 29): its own apps only. Another provider's app answers 404, as
// one that does not exist, so a provider never learns which app ids are someone else's.

export type TAnalyticsApp = { id: number; name: string; code: string };
export type TAnalyticsReading = TListingAnalytics & {
  /** The app read, or null for all the provider's apps. */
  app: TAnalyticsApp | null;
};

function notFound(appId: number): AppError {
  return new AppError("NOT_FOUND", `app ${appId} is not one of the provider's apps`, {
    userMessage: { key: "developers.analytics.errors.notFound" },
  });
}

/** The provider's apps for the page's picker, by name. */
export function listAnalyticsAppsOf(db: TDb, principal: TProviderPrincipal): Promise<TAnalyticsApp[]> {
  return listAnalyticsApps(db, principal.appProviderId);
}

/** The figures of the provider's apps (or one of them) for a parsed query, as of `now`. */
export async function readAnalyticsOf(
  db: TDb,
  principal: TProviderPrincipal,
  query: TAnalyticsQuery,
  now: Date = new Date(),
): Promise<TAnalyticsReading> {
  const app = query.appId ? ((await findAnalyticsApp(db, principal.appProviderId, query.appId)) ?? null) : null;
  if (query.appId && !app) throw notFound(query.appId);
  const { current, previous } = analyticsPeriods(query, now);
  const figures = await readListingAnalytics(db, {
    subject: app ? { appId: app.id } : { appProviderId: principal.appProviderId },
    period: current,
    previousPeriod: previous,
    now,
  });
  return { ...figures, app };
}
