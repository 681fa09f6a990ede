import { ZStoreAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { readStoreAnalytics } from "@/features/console/store-analytics/index.server";
import { route } from "@/server/http/route";

/** The operator's analytics (issue 29): the store's or one provider's figures, top searches, review times. */
export const GET = route(
  {
    summary: "The store's (or one provider's) analytics, top searches and review times over Japan-time days",
    description:
      "`range` = 7, 30 or 90 (the last days up to today in Japan; default 30) or `custom` with `from` and `to` (YYYY-MM-DD, inclusive, at most 366 days). `providerId` narrows the figures and the review times to one provider (404 when there is none); the searches are always the store's. The answer holds what `GET /api/developers/analytics` holds for its subject, plus `provider`, `searches` (`withResults`, `withoutResults`: the most frequent normalised queries with their counts) and `review` (decisions by outcome, median and 90th-percentile hours from submission to decision, the change requests waiting now and the oldest one's wait). No tenant or person is named.",
    tags: ["Operator"],
    auth: "operator",
    query: ZStoreAnalyticsQuery,
    answers: [
      {
        status: 200,
        description:
          "`{ period, previousPeriod, totals, previousTotals, days, funnel, sources, uninstallReasons, uninstallNotes, activeInstallations, provider, searches, review }`.",
      },
    ],
    errors: ["NOT_FOUND"],
  },
  async ({ db, query }) => readStoreAnalytics(db, query),
);
