"use client";

import { ReportedErrorScreen } from "@/features/errors/reported-error-screen";
import { SiteFooter } from "@/features/shell/site-footer";

/** The error boundary of the app-store pages: the generic screen in the store's frame. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <>
      <main id="main" className="flex-1">
        <ReportedErrorScreen error={error} />
      </main>
      <SiteFooter variant="error" />
    </>
  );
}
