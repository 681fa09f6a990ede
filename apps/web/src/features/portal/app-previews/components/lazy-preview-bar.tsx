"use client";

import { lazy, Suspense } from "react";

// The public app page and its preview share one route (`/apps/{code}?preview_app_id=…`), so what
// the preview alone needs would load with every app page; the bar loads with the preview instead
// (issue 12: first-load JavaScript). The server still renders it into the preview's page.
const PreviewBar = lazy(() => import("./preview-bar").then((m) => ({ default: m.PreviewBar })));

export function LazyPreviewBar({ contentId }: { contentId: string }) {
  return (
    <Suspense fallback={null}>
      <PreviewBar contentId={contentId} />
    </Suspense>
  );
}
