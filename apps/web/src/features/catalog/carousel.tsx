"use client";

import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";

export type TCarouselSlide = {
  key: string | number;
  content: ReactNode;
  /** A small picture for the slide's picker button; without it the picker is a dot. */
  thumb?: { src: string; alt: string };
};

/**
 * A carousel that never moves by itself: one slide at a time in a scroll-snapping track (so a
 * finger swipes it), previous and next buttons, arrow keys, Home and End, and a picker per slide.
 * The position is announced politely.
 */
export function Carousel({ label, slides }: { label: string; slides: TCarouselSlide[] }) {
  const t = useT("catalog.carousel");
  const trackId = useId();
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const count = slides.length;

  // While a button or key scrolls the track, its passing positions are not the current slide.
  const scrollingTo = useRef<number | null>(null);

  const go = useCallback(
    (target: number) => {
      const next = (target + count) % count;
      const element = track.current;
      if (element && element.clientWidth > 0) {
        const moves = Math.abs(element.scrollLeft / element.clientWidth - next) > 0.02;
        scrollingTo.current = moves ? next : null;
        if (moves) {
          // A safety net for a scroll that another scroll interrupted before reaching its slide.
          window.setTimeout(() => {
            if (scrollingTo.current === next) scrollingTo.current = null;
          }, 1500);
        }
        element.scrollTo({ left: next * element.clientWidth });
      }
      setIndex(next);
    },
    [count],
  );

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const position = element.scrollLeft / element.clientWidth;
    if (scrollingTo.current !== null) {
      if (Math.abs(position - scrollingTo.current) < 0.02) scrollingTo.current = null;
      return;
    }
    setIndex(Math.min(count - 1, Math.max(0, Math.round(position))));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  if (count === 0) return null;
  const buttonClass =
    "absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full border border-line bg-white/95 text-ink shadow hover:bg-white";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys act on the focused slide, button or track inside
    <div onKeyDown={onKeyDown}>
      <div className="relative">
        <section
          id={trackId}
          ref={track}
          aria-roledescription={t("roleDescription")}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the track scrolls, so keyboard users must reach it
          tabIndex={0}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-xl [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("position", { current: i + 1, total: count })}
              className="w-full shrink-0 snap-start"
            >
              {slide.content}
            </div>
          ))}
        </section>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-controls={trackId}
              aria-label={t("previous")}
              onClick={() => go(index - 1)}
              className={`${buttonClass} left-2`}
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <button
              type="button"
              aria-controls={trackId}
              aria-label={t("next")}
              onClick={() => go(index + 1)}
              className={`${buttonClass} right-2`}
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  aria-controls={trackId}
                  aria-current={i === index ? "true" : undefined}
                  aria-label={t("goTo", { current: i + 1, total: count })}
                  onClick={() => go(i)}
                  className={
                    slide.thumb
                      ? `block overflow-hidden rounded-md border-2 ${i === index ? "border-brand-600" : "border-transparent opacity-70 hover:opacity-100"}`
                      : "grid size-6 place-items-center"
                  }
                >
                  {slide.thumb ? (
                    // biome-ignore lint/performance/noImgElement: generated SVG screenshots need no optimisation
                    <img
                      src={slide.thumb.src}
                      alt=""
                      width={72}
                      height={45}
                      className="h-[45px] w-[72px] object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className={`block size-2.5 rounded-full ${i === index ? "bg-brand-600" : "bg-line"}`}
                    />
                  )}
                </button>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {t("position", { current: index + 1, total: count })}
          </p>
        </>
      ) : null}
    </div>
  );
}
