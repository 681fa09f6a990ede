import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { TDb } from "@store/db/client";
import { jobLaneStats, jobQueueStats } from "@store/db/queries/jobs";
import { AppError } from "@store/domain/errors";
import { config } from "@/server/config";
import { metrics } from "@/server/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The metrics are not public: 401 without `Authorization: Bearer <METRICS_TOKEN>`, and for
 * everyone while METRICS_TOKEN is unset.
 */
export function authorizeMetricsScrape(authorization: string | null): void {
  const { METRICS_TOKEN } = config();
  const offered = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!METRICS_TOKEN || !offered || !timingSafeEqual(digest(offered), digest(METRICS_TOKEN))) {
    throw new AppError("UNAUTHENTICATED", "metrics need the METRICS_TOKEN bearer token");
  }
}

/** The Prometheus text, with the job queue read now. */
export async function renderMetrics(db: TDb): Promise<Response> {
  const m = metrics();
  m.jobQueueDepth.reset();
  m.jobQueueAge.reset();
  for (const status of ["pending", "running", "failed"]) {
    m.jobQueueDepth.set({ status }, 0);
    m.jobQueueAge.set({ status }, 0);
  }
  for (const row of await jobQueueStats(db, new Date())) {
    m.jobQueueDepth.set({ status: row.status }, row.depth);
    m.jobQueueAge.set({ status: row.status }, row.oldestDueAgeSeconds);
  }
  for (const lane of await jobLaneStats(db, new Date())) {
    m.jobLaneDue.set({ lane: lane.lane }, lane.due);
    m.jobLaneOldestAge.set({ lane: lane.lane }, lane.oldestDueAgeSeconds);
  }
  return new Response(await m.registry.metrics(), {
    headers: { "content-type": m.registry.contentType, "cache-control": "no-store" },
  });
}
