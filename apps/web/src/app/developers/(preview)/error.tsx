"use client";

import { ReportedErrorScreen } from "@/features/errors/reported-error-screen";
import { SiteFooter } from "@/features/shell/site-footer";

/** An unexpected error in a developer preview: the generic screen in the store's frame. */
export default function PreviewErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <>
      <main id="main" className="flex-1">
        <ReportedErrorScreen error={error} />
      </main>
      <SiteFooter variant="error" />
    </>
  );
}
