import { VIEWPORT_MARGIN } from "./viewport";

/** SPEC §9: an open tooltip follows its control when the window is resized, at most every 100 ms. */
export const TOOLTIP_RESIZE_THROTTLE_MS = 100;
/** Space between a control and its tooltip. */
const TOOLTIP_GAP = 6;

type TRect = { top: number; left: number; width: number; height: number };
type TSize = { width: number; height: number };

/**
 * Where a tooltip of `tip`'s size goes for a control at `trigger`: centred below it, or above it
 * when there is no room below, and always at least 5 px inside the viewport (SPEC §9).
 */
export function placeTooltip(trigger: TRect, tip: TSize, viewport: TSize): { top: number; left: number } {
  const centred = trigger.left + trigger.width / 2 - tip.width / 2;
  const maxLeft = viewport.width - VIEWPORT_MARGIN - tip.width;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(centred, maxLeft));
  const below = trigger.top + trigger.height + TOOLTIP_GAP;
  const fitsBelow = below + tip.height <= viewport.height - VIEWPORT_MARGIN;
  const above = trigger.top - TOOLTIP_GAP - tip.height;
  const top = fitsBelow || above < VIEWPORT_MARGIN ? below : above;
  return { top: Math.max(VIEWPORT_MARGIN, top), left };
}

/**
 * Calls `run` at most once per `waitMs`: the first call at once, later ones in that window
 * folded into one call at its end, so the last size always wins.
 */
export function throttle(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    call() {
      if (timer !== undefined) return;
      const wait = last + waitMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
