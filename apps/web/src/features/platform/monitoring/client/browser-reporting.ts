import {
  browserTracingIntegration,
  captureException,
  globalHandlersIntegration,
  init,
  replayIntegration,
} from "@sentry/browser";
import {
  ERROR_REPORTING,
  FRAMEWORK_CONTROL_ERRORS,
  IGNORED_ERRORS,
  MONITORING_TUNNEL_PATH,
} from "@store/domain/monitoring";
import { keepsTransaction } from "./transaction-filter";

// Loaded only when SENTRY_DSN is set, after the page is interactive (monitoring-boundary.tsx):
// a store without error reporting ships none of this code.

export type TBrowserReportingSettings = { dsn: string; environment: string; tracesSampleRate: number };

type TReport = (error: unknown) => void;
let started: TReport | undefined;

/**
 * Starts error, performance and replay reporting through the same-origin tunnel, once per page
 * (a refreshed layout asks again); returns how to report one error.
 */
export function startBrowserReporting({ dsn, environment, tracesSampleRate }: TBrowserReportingSettings): TReport {
  if (started) return started;
  init({
    dsn,
    tunnel: MONITORING_TUNNEL_PATH,
    environment,
    debug: ERROR_REPORTING.debug,
    // No personal data beyond the ids the store sets itself.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate,
    // Whole transactions, so SPEC §8's filter can drop a not-found or incomplete one.
    traceLifecycle: "static",
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    ignoreErrors: [...IGNORED_ERRORS, ...FRAMEWORK_CONTROL_ERRORS],
    integrations: [
      browserTracingIntegration(),
      replayIntegration({
        minReplayDuration: ERROR_REPORTING.minReplayDurationMs,
        maxReplayDuration: ERROR_REPORTING.maxReplayDurationMs,
        // Uncompressed: compression runs in a blob: worker, which the pages' CSP does not allow.
        useCompression: false,
        maskAllText: true,
        blockAllMedia: true,
      }),
      // Rejections are decided by the store (SPEC §8: some ignored, some only reported).
      globalHandlersIntegration({ onerror: true, onunhandledrejection: false }),
    ],
    beforeSendTransaction(event) {
      const trace = event.contexts?.trace;
      const notFoundShown = document.querySelector('[data-error-screen="notFound"]') !== null;
      return keepsTransaction({ op: trace?.op, status: trace?.status, notFoundShown }) ? event : null;
    },
  });
  started = (error: unknown) => {
    captureException(error, { mechanism: { type: "onunhandledrejection", handled: false } });
  };
  return started;
}
