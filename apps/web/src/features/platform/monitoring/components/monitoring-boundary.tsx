"use client";

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { reportClientLog } from "@/client/client-log";

// The screen loads when a rejection shows it, not with every page (issue 12).
const ReportedErrorScreen = lazy(() =>
  import("@/features/platform/errors").then((m) => ({ default: m.ReportedErrorScreen })),
);

/** What the browser needs to report errors: nothing at all when SENTRY_DSN is unset. */
export type TErrorReportingSettings = { dsn: string; environment: string; tracesSampleRate: number } | null;

/**
 * SPEC §8 for unhandled promise rejections: 'TypeError: Load failed' is ignored, a module that
 * failed to load is only reported (beacon code CLIENT_MODULE_LOAD_FAILED and error reporting),
 * anything else is reported and shows the error screen. With error reporting configured, its
 * browser code is loaded once the page is interactive.
 */
export function MonitoringBoundary({
  reporting,
  children,
}: {
  reporting: TErrorReportingSettings;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<Error | null>(null);
  const report = useRef<((error: unknown) => void) | null>(null);

  const dsn = reporting?.dsn;
  const environment = reporting?.environment ?? "";
  const tracesSampleRate = reporting?.tracesSampleRate ?? 0;
  useEffect(() => {
    if (!dsn) return;
    import("../client/browser-reporting")
      .then(({ startBrowserReporting }) => {
        report.current = startBrowserReporting({ dsn, environment, tracesSampleRate });
      })
      .catch(() => reportClientLog("warn", "CLIENT_MONITORING_LOAD_FAILED"));
  }, [dsn, environment, tracesSampleRate]);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      // The rules load with the first rejection, not with every page (issue 12).
      void import("@store/domain/monitoring")
        .then(({ classifyRejection, rejectionText }) => {
          const outcome = classifyRejection(event.reason);
          if (outcome === "ignore") return;
          report.current?.(event.reason);
          if (outcome === "report") {
            reportClientLog("error", "CLIENT_MODULE_LOAD_FAILED", rejectionText(event.reason));
            return;
          }
          setFailure(event.reason instanceof Error ? event.reason : new Error(rejectionText(event.reason)));
        })
        // Rules that cannot load (the network is gone) leave the page as it is, never a new rejection.
        .catch(() => undefined);
    };
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, []);

  if (!failure) return children;
  return (
    <main id="main" className="flex-1">
      <Suspense>
        <ReportedErrorScreen error={failure} />
      </Suspense>
    </main>
  );
}
