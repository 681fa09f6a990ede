"use client";

import type { EmblaCarouselType } from "embla-carousel";
import { type RefObject, useEffect, useState } from "react";

/**
 * Starts Embla on a carousel track once Embla's chunk has loaded, and stops it on unmount. Embla is
 * imported here, after the page's first scripts, because the home page's first-load JavaScript has
 * no room for it (the 150 KB budget of bench/lib/first-load-js.mjs). Until then the track scrolls
 * natively; Embla begins on the slide a button asked for meanwhile (`asked`), else on the one
 * scrolled to.
 */
export function useEmblaTrack(track: RefObject<HTMLElement | null>, asked: RefObject<number | null>) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    let cancelled = false;
    let started: EmblaCarouselType | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      const element = track.current;
      if (cancelled || !element) return;
      const scrolled = element.clientWidth > 0 ? Math.round(element.scrollLeft / element.clientWidth) : 0;
      const startIndex = asked.current ?? scrolled;
      element.scrollTo({ left: 0, behavior: "instant" });
      started = EmblaCarousel(element, { align: "start", startIndex });
      setEmbla(started);
    });
    return () => {
      cancelled = true;
      started?.destroy();
    };
  }, [track, asked]);
  return embla;
}
