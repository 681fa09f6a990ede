import { authorizeMetricsScrape, renderMetrics } from "@/features/platform/monitoring/server/metrics-endpoint";
import { route } from "@/server/http/route";

/** Prometheus metrics (issue 14): only for a scraper with the METRICS_TOKEN bearer token. */
export const GET = route(
  {
    summary: "Prometheus metrics: request latency and errors, job queue, mail, rate limits, parent-service calls",
    description:
      "Only for a scraper sending `Authorization: Bearer` with `METRICS_TOKEN`; refused for everyone while that setting is unset.",
    tags: ["System"],
    errors: ["UNAUTHENTICATED"],
    answers: [{ status: 200, description: "The metrics, in Prometheus' text format.", mediaType: "text/plain" }],
  },
  async ({ request, db }) => {
    authorizeMetricsScrape(request.headers.get("authorization"));
    return renderMetrics(db);
  },
);
