"use client";

import { lazy, Suspense } from "react";

// A not-found boundary belongs to its layout, so whatever it imports would load with every page of
// that layout. The screen and its footer load when a page is not found, as the error screen does
// (issue 12); the server still renders them into the 404 response.
const NotFoundScreen = lazy(() => import("./not-found-screen").then((m) => ({ default: m.NotFoundScreen })));

export function LazyNotFoundScreen({ withFooter }: { withFooter: boolean }) {
  return (
    <Suspense fallback={<main id="main" className="flex-1" />}>
      <NotFoundScreen withFooter={withFooter} />
    </Suspense>
  );
}
