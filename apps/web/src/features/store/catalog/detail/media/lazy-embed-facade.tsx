"use client";

import { type ComponentProps, lazy, Suspense } from "react";
import type { EmbedFacade as TEmbedFacade } from "./embed-facade";

// The video facade's behaviour loads after the page's first scripts; the server renders its
// thumbnail and link into the page as usual (issue 12: first-load JavaScript).
const EmbedFacade = lazy(() => import("./embed-facade").then((m) => ({ default: m.EmbedFacade })));

export function LazyEmbedFacade(props: ComponentProps<typeof TEmbedFacade>) {
  return (
    <Suspense fallback={null}>
      <EmbedFacade {...props} />
    </Suspense>
  );
}
