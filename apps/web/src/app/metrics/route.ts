import { authorizeMetricsScrape, renderMetrics } from "@/features/monitoring/server/metrics-endpoint";
import { route } from "@/server/route";

/** Prometheus metrics (issue 14): only for a scraper with the METRICS_TOKEN bearer token. */
export const GET = route({}, async ({ request, db }) => {
  authorizeMetricsScrape(request.headers.get("authorization"));
  return renderMetrics(db);
});
