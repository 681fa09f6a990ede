"use client";

import { Dialog } from "radix-ui";
import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { useT } from "@/i18n/use-t";

/** A screenshot as the lightbox shows it: the large image (rendered by the server) and its caption. */
export type TScreenshot = { image: ReactNode; caption: string | null };

const ARROW_CLASS =
  "grid size-11 place-items-center rounded-full border border-white/40 bg-white/10 text-white hover:bg-white/20";

/**
 * The lightbox of an app's screenshots (issue 31): one large image with its caption, previous and
 * next buttons (and the arrow keys, Home and End) that wrap around, the position announced. A
 * Radix dialog, so the focus stays inside while it is open and Escape closes it; the focus then
 * goes back to `returnFocus`, the screenshot that opened it.
 */
export function ScreenshotLightbox({
  label,
  screenshots,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  label: string;
  screenshots: TScreenshot[];
  /** The screenshot shown; null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT("appDetail.lightbox");
  const tCarousel = useT("catalog.carousel");
  const tDialogs = useT("dialogs");
  const count = screenshots.length;
  const current = index ?? 0;
  const screenshot = screenshots[current];
  const go = (target: number) => onIndexChange((target + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };

  return (
    <Dialog.Root
      open={index !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-fade fixed inset-0 z-50 bg-ink/90" />
        <Dialog.Content
          data-dialog="screenshotLightbox"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const opener = returnFocus.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="dialog-fade fixed inset-0 z-50 flex flex-col gap-3 p-3 text-white outline-none sm:p-6"
        >
          <div className="flex items-center gap-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-bold sm:text-base">{label}</Dialog.Title>
            <p aria-live="polite" className="shrink-0 text-sm" data-lightbox-position="">
              {tCarousel("position", { current: current + 1, total: count })}
            </p>
            <Dialog.Close aria-label={tDialogs("close")} className={ARROW_CLASS}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor">
                <path strokeWidth="2" strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("description")}</Dialog.Description>
          {screenshot ? (
            <figure className="flex min-h-0 flex-1 flex-col gap-3">
              {/* The image fills what the caption leaves, whole (object-contain), at any width. */}
              <div className="relative min-h-0 flex-1">{screenshot.image}</div>
              {screenshot.caption ? (
                <figcaption className="mx-auto max-w-3xl text-center text-sm leading-relaxed sm:text-base">
                  {screenshot.caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {count > 1 ? (
            <div className="flex justify-center gap-6">
              <button type="button" aria-label={t("previous")} onClick={() => go(current - 1)} className={ARROW_CLASS}>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                  <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <button type="button" aria-label={t("next")} onClick={() => go(current + 1)} className={ARROW_CLASS}>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                  <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
