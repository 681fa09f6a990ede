import "server-only";
import { config } from "@/server/config";
import type { TErrorReportingSettings } from "../components/monitoring-boundary";

/** What browsers receive to report errors; null (no reporting code loads) without SENTRY_DSN. */
export function errorReportingSettings(): TErrorReportingSettings {
  const { SENTRY_DSN, FLAG_ENVIRONMENT, SENTRY_TRACES_SAMPLE_RATE } = config();
  if (!SENTRY_DSN) return null;
  return { dsn: SENTRY_DSN, environment: FLAG_ENVIRONMENT, tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE };
}
