"use client";

import { createContext, lazy, type ReactNode, Suspense, use, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import type { TScreenshot } from "./screenshot-lightbox";

// The lightbox's dialog machinery loads when a screenshot is first opened (issue 12: not in the
// page's first load); the screenshots themselves are rendered by the server.
const ScreenshotLightbox = lazy(() => import("./screenshot-lightbox").then((m) => ({ default: m.ScreenshotLightbox })));

const OpenScreenshot = createContext<(index: number, opener: HTMLElement) => void>(() => {});

/**
 * An app's screenshots (issue 31): each one, a `ScreenshotButton` inside `children`, opens the
 * large image with its caption in a lightbox, where the arrows go through the others; closing it
 * puts the focus back on the screenshot that opened it.
 */
export function ScreenshotGallery({
  label,
  screenshots,
  children,
}: {
  label: string;
  screenshots: TScreenshot[];
  children: ReactNode;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: number, from: HTMLElement) => {
    opener.current = from;
    setOpened(true);
    setIndex(next);
  };
  return (
    <OpenScreenshot value={open}>
      {children}
      {opened ? (
        <Suspense>
          <ScreenshotLightbox
            label={label}
            screenshots={screenshots}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
            returnFocus={opener}
          />
        </Suspense>
      ) : null}
    </OpenScreenshot>
  );
}

/** A screenshot as the button that opens it large; its image (children) names it. */
export function ScreenshotButton({ index, children }: { index: number; children: ReactNode }) {
  const t = useT("appDetail.lightbox");
  const open = use(OpenScreenshot);
  // A press before the page is live would be lost: the button is disabled until then.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      disabled={!hydrated}
      data-screenshot={index}
      onClick={(event) => open(index, event.currentTarget)}
      // relative: its screen-reader text stays inside the carousel's clipped scroller (a slide off to the
      // side must not widen the page).
      className="relative block w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
    >
      {children}
      <span className="sr-only">{t("enlarge")}</span>
    </button>
  );
}
