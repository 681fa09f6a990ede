"use client";

import { ReportedErrorScreen } from "@/features/errors/reported-error-screen";

/** The boundary of what lies outside every area's own (an area's layout failing): no frame. */
export default function RootErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <main id="main" className="flex-1">
      <ReportedErrorScreen error={error} />
    </main>
  );
}
