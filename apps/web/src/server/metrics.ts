import "server-only";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

// The store's Prometheus series (issue 14), one registry per process, served by GET /metrics.

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "store_" });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "store_http_request_duration_seconds",
      help: "Time to answer a request to a route handler, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    errors: new Counter({
      name: "store_http_errors_total",
      help: "Answers of route handlers with a 4xx or 5xx status, by status",
      labelNames: ["status"] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "store_rate_limit_refusals_total",
      help: "Requests refused by an abuse limit, by limit",
      labelNames: ["bucket"] as const,
      registers,
    }),
    jobQueueDepth: new Gauge({
      name: "store_job_queue_depth",
      help: "Background jobs by status (pending, running, failed)",
      labelNames: ["status"] as const,
      registers,
    }),
    jobQueueAge: new Gauge({
      name: "store_job_queue_oldest_age_seconds",
      help: "How long the oldest due job of each status has waited",
      labelNames: ["status"] as const,
      registers,
    }),
    jobLaneDue: new Gauge({
      name: "store_job_lane_due",
      help: "Pending background jobs whose time has come, by lane (mail, suite, webhooks)",
      labelNames: ["lane"] as const,
      registers,
    }),
    jobLaneOldestAge: new Gauge({
      name: "store_job_lane_oldest_due_age_seconds",
      help: "How long the oldest due pending job of each lane has waited (0 when none is due)",
      labelNames: ["lane"] as const,
      registers,
    }),
    mailDelivery: new Histogram({
      name: "store_mail_delivery_duration_seconds",
      help: "Time to hand one mail to the mail server (or the outbox), by outcome",
      labelNames: ["outcome"] as const,
      buckets: [0.05, 0.1, 0.5, 1, 2, 5, 10, 30],
      registers,
    }),
    parentServiceDuration: new Histogram({
      name: "store_parent_service_request_duration_seconds",
      help: "Time of calls to the parent service, by path pattern and outcome",
      labelNames: ["path", "outcome"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    parentServiceFailures: new Counter({
      name: "store_parent_service_failures_total",
      help: "Calls to the parent service that failed, by path pattern and status (0: no answer)",
      labelNames: ["path", "status"] as const,
      registers,
    }),
  };
}

type TMetrics = ReturnType<typeof createMetrics>;
// One set per process even when several route bundles load this module.
const KEY = Symbol.for("store.metrics");
const holder = globalThis as typeof globalThis & { [KEY]?: TMetrics };

export function metrics(): TMetrics {
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}

/** The route pattern of a path: each segment that is a path parameter's value becomes `[name]`. */
export function routePattern(pathname: string, params: Record<string, string | string[]>): string {
  let pattern = pathname;
  for (const [name, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value);
    if (text) pattern = pattern.replace(`/${text}`, `/[${name}]`);
  }
  return pattern;
}

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const m = metrics();
  m.requestDuration.observe({ route, method, status: String(status) }, seconds);
  if (status >= 400) m.errors.inc({ status: String(status) });
}

/** The parent service's path without ids: `/api/v1/tenants/:id/apps`. */
export function parentServicePath(path: string): string {
  return (path.split("?")[0] ?? "").replace(/\/(tenants|crews|apps|users)\/(?!me(\/|$))[^/]+/g, "/$1/:id");
}

/** Times `call` as a parent-service call; a thrown error with a `status` counts as that status. */
export async function timeParentServiceCall<T>(path: string, call: () => Promise<T>): Promise<T> {
  const m = metrics();
  const label = parentServicePath(path);
  const started = performance.now();
  try {
    const result = await call();
    m.parentServiceDuration.observe({ path: label, outcome: "ok" }, (performance.now() - started) / 1000);
    return result;
  } catch (error) {
    const status =
      typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 0;
    m.parentServiceDuration.observe({ path: label, outcome: "failed" }, (performance.now() - started) / 1000);
    m.parentServiceFailures.inc({ path: label, status: String(status) });
    throw error;
  }
}

/** Times handing one mail over. */
export async function timeMailDelivery<T>(send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await send();
    metrics().mailDelivery.observe({ outcome: "sent" }, seconds());
    return result;
  } catch (error) {
    metrics().mailDelivery.observe({ outcome: "failed" }, seconds());
    throw error;
  }
}
