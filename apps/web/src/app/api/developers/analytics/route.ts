import { ZAnalyticsQuery } from "@store/domain/analytics/analytics-query";
import { readAnalyticsOf } from "@/features/portal/listing-analytics/index.server";
import { route } from "@/server/http/route";

/** The provider's analytics (issue 29): its apps' figures over Japan-time days, from the rollups. */
export const GET = route(
  {
    summary: "Views, requests, installs and uninstalls of the provider's own apps over Japan-time days",
    description:
      "`range` = 7, 30 or 90 (the last days up to today in Japan; default 30) or `custom` with `from` and `to` (YYYY-MM-DD, inclusive, at most 366 days). `appId` narrows to one of the provider's apps; another provider's app answers 404. The answer holds the totals and the previous period's of equal length, each day's counts and the installations active at its end, the funnel views → requests → installs with its rates, the campaign sources of views and installs, and the uninstall reasons with the newest notes. No tenant or person is named.",
    tags: ["Developer API"],
    auth: "providerUser",
    query: ZAnalyticsQuery,
    answers: [
      {
        status: 200,
        description:
          "`{ period, previousPeriod, totals, previousTotals, days, funnel, sources, uninstallReasons, uninstallNotes, activeInstallations, app }`.",
      },
    ],
    errors: ["NOT_FOUND"],
  },
  async ({ db, principal, query }) => {
    return readAnalyticsOf(db, principal, query);
  },
);
