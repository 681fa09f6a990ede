"use client";

import { lazy, Suspense } from "react";

// The screen and its footer load when an error shows, not with every page (issue 12).
const StoreErrorScreen = lazy(() =>
  import("@/features/platform/errors/store-error-screen").then((m) => ({ default: m.StoreErrorScreen })),
);

/** The error boundary of the app-store pages: the generic screen in the store's frame. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={<main id="main" className="flex-1" />}>
      <StoreErrorScreen error={error} />
    </Suspense>
  );
}
