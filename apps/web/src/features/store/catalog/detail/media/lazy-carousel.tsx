"use client";

import { type ComponentProps, lazy, Suspense } from "react";
import type { Carousel as TCarousel } from "./carousel";

// The carousel's behaviour (slides, arrows, thumbnails, keyboard) loads after the page's first
// scripts: the server renders it into the page as usual, and it becomes interactive once its
// chunk arrives (issue 12: first-load JavaScript).
const Carousel = lazy(() => import("./carousel").then((m) => ({ default: m.Carousel })));

export function LazyCarousel(props: ComponentProps<typeof TCarousel>) {
  return (
    <Suspense fallback={null}>
      <Carousel {...props} />
    </Suspense>
  );
}
