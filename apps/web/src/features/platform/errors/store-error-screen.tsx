"use client";

import { ErrorSiteFooter } from "@/features/platform/page-frame";
import { ReportedErrorScreen } from "./reported-error-screen";

/** The app-store pages' error screen in the store's frame, with the error variant of the footer. */
export function StoreErrorScreen({ error }: { error: Error & { digest?: string } }) {
  return (
    <>
      <main id="main" className="flex-1">
        <ReportedErrorScreen error={error} />
      </main>
      <ErrorSiteFooter />
    </>
  );
}
