"use client";

import { useEffect } from "react";
import { reportClientLog } from "@/client/client-log";
import { ErrorScreen } from "./error-screen";

/**
 * What an error boundary (error.tsx) shows: the SPEC §2 generic 'unexpected error' screen, with
 * the error reported to the log beacon once. The boundary decides the landmark around it.
 */
export function ReportedErrorScreen({ error, homeHref }: { error: Error & { digest?: string }; homeHref?: string }) {
  useEffect(() => {
    reportClientLog("error", "UNEXPECTED_ERROR", error.digest ?? error.message);
  }, [error]);
  return <ErrorScreen screen="unexpected" homeHref={homeHref} />;
}
