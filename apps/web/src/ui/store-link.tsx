"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** false: never ask for the page ahead of the click. */
  prefetch?: boolean;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position after moving (a filter changing the list in place). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The path of a link to this site, or null for a link elsewhere. */
function pathOnThisSite(href: string): string | null {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/**
 * The store's link: a real `<a>` (it works before the page's script runs, opens in a new tab with
 * a modifier, and is crawled), which moves inside the app through Next.js's router on an ordinary
 * click to this site, so the frame keeps its state, and asks the router for the page as soon as the
 * pointer, a touch or the keyboard focus shows the intent. It replaces next/link, whose viewport
 * prefetching and helpers cost about 3.5 KB gzip of every page's first load (issue 12).
 */
export function Link({
  href,
  prefetch = true,
  replace = false,
  scroll = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...anchor
}: TLinkProps) {
  const router = useRouter();
  const prefetchPage = () => {
    const path = prefetch ? pathOnThisSite(href) : null;
    if (path) router.prefetch(path);
  };
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        if ((anchor.target && anchor.target !== "_self") || anchor.download !== undefined) return;
        const path = pathOnThisSite(href);
        if (path === null) return;
        event.preventDefault();
        if (replace) router.replace(path, { scroll });
        else router.push(path, { scroll });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchPage();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchPage();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchPage();
      }}
    />
  );
}
