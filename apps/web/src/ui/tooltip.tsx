"use client";

import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { placeTooltip, TOOLTIP_RESIZE_THROTTLE_MS, throttle } from "./tooltip-position";

type TTriggerProps = {
  ref: (element: HTMLElement | null) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
  "data-tooltip-trigger": string;
};

/**
 * A short text shown beside a control on hover and keyboard focus (SPEC §9): it keeps 5 px inside
 * the viewport and follows the control when the window is resized (SPEC §9: throttled at 100 ms) or the
 * page's layout moves it. Escape
 * hides it. Screen readers get the same text from the control's own description, so the tooltip
 * itself is hidden from them.
 */
export function Tooltip({ text, children }: { text: string; children: (trigger: TTriggerProps) => ReactNode }) {
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const place = useCallback(() => {
    if (!trigger.current || !tip.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const size = tip.current.getBoundingClientRect();
    const next = placeTooltip(
      { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
      { width: size.width, height: size.height },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    );
    setPosition((current) => (current?.top === next.top && current.left === next.left ? current : next));
  }, []);

  useLayoutEffect(() => {
    if (open) place();
    else setPosition(null);
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onResize = throttle(place, TOOLTIP_RESIZE_THROTTLE_MS);
    window.addEventListener("resize", onResize.call);
    window.addEventListener("scroll", onResize.call, true);
    // A resize may move the control only later, once the page has re-rendered for the new width,
    // with no event after it: while the tooltip shows, its place is checked at the same pace.
    const settle = setInterval(place, TOOLTIP_RESIZE_THROTTLE_MS);
    return () => {
      clearInterval(settle);
      onResize.cancel();
      window.removeEventListener("resize", onResize.call);
      window.removeEventListener("scroll", onResize.call, true);
    };
  }, [open, place]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <>
      {children({
        ref: (element) => {
          trigger.current = element;
        },
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === "Escape") hide();
        },
        "data-tooltip-trigger": id,
      })}
      {open &&
        createPortal(
          <div
            ref={tip}
            role="tooltip"
            aria-hidden="true"
            data-tooltip-for={id}
            style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? "visible" : "hidden" }}
            className="pointer-events-none fixed z-50 w-max max-w-[min(20rem,calc(100vw-10px))] rounded bg-ink px-3 py-2 text-xs text-white shadow-lg"
          >
            {text}
          </div>,
          document.body,
        )}
    </>
  );
}
