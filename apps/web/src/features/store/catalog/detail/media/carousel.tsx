"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useEmblaTrack } from "./use-embla-track";

export type TCarouselSlide = {
  key: string | number;
  content: ReactNode;
  /** A small picture for the slide's picker button; without it the picker is a dot. */
  thumb?: { src: string; alt: string };
};

// Until Embla starts (server HTML, then while its chunk loads) the track scrolls natively and
// snaps, so a finger swipes it and the buttons scroll it; then Embla moves the slides.
const NATIVE_TRACK =
  "overflow-x-auto snap-x snap-mandatory scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden";
// On phones the buttons sit in a strip under the slide (issue 31: over a short banner they covered
// its headline); from `sm` on, over the slide's sides.
const BUTTON_CLASS =
  "absolute bottom-0 z-10 grid size-10 place-items-center rounded-full border border-line bg-white/95 text-ink shadow hover:bg-white sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A carousel that never moves by itself (Embla): one slide at a time, swiped or dragged, previous
 * and next buttons that wrap around, arrow keys, Home and End, and a picker per slide. The position
 * is announced politely; with reduced motion, slides change without sliding.
 */
export function Carousel({ label, slides }: { label: string; slides: TCarouselSlide[] }) {
  const t = useT("catalog.carousel");
  const trackId = useId();
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  // The slide a button asked for before Embla started: Embla begins there.
  const asked = useRef<number | null>(null);
  const count = slides.length;
  const embla = useEmblaTrack(track, asked);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const go = (target: number) => {
    const next = (target + count) % count;
    setIndex(next);
    if (embla) {
      embla.scrollTo(next, prefersReducedMotion());
      return;
    }
    asked.current = next;
    const element = track.current;
    element?.scrollTo({ left: next * element.clientWidth });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  if (count === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys act on the focused slide, button or track inside
    <div onKeyDown={onKeyDown}>
      <div className={`relative ${count > 1 ? "pb-12 sm:pb-0" : ""}`}>
        <section
          id={trackId}
          ref={track}
          aria-roledescription={t("roleDescription")}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the track moves, so keyboard users must reach it
          tabIndex={0}
          className={`rounded-xl ${embla ? "overflow-hidden" : NATIVE_TRACK}`}
        >
          <div className="flex touch-pan-y touch-pinch-zoom">
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t("slide")}
                aria-label={t("position", { current: i + 1, total: count })}
                className="w-full min-w-0 shrink-0 snap-start"
              >
                {slide.content}
              </div>
            ))}
          </div>
        </section>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-controls={trackId}
              aria-label={t("previous")}
              onClick={() => go(index - 1)}
              className={`${BUTTON_CLASS} left-2`}
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
              className={`${BUTTON_CLASS} right-2`}
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
