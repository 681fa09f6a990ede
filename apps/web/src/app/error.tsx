"use client";

import { lazy, Suspense } from "react";

// The screen loads when an error shows, not with every page (issue 12).
const ReportedErrorScreen = lazy(() =>
  import("@/features/platform/errors/reported-error-screen").then((m) => ({ default: m.ReportedErrorScreen })),
);

/** The boundary of what lies outside every area's own (an area's layout failing): no frame. */
export default function RootErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <main id="main" className="flex-1">
      <Suspense>
        <ReportedErrorScreen error={error} />
      </Suspense>
    </main>
  );
}
