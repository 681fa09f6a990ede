"use client";

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";

/** SPEC §2: the usage-guide tab answers to the page's #user_guide anchor. */
export const USER_GUIDE_ANCHOR = "user_guide";

export type TAppDetailTab = { value: string; label: string; content: ReactNode };

function tabOfHash(tabs: TAppDetailTab[]): string | null {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return tabs.some((tab) => tab.value === hash) ? hash : null;
}

/**
 * The app page's tabs. Opening the page with #user_guide (or following such a link later)
 * selects the usage guide and brings it into view; choosing a tab keeps the address in step.
 */
export function AppDetailTabs({ tabs }: { tabs: TAppDetailTab[] }) {
  const t = useT("appDetail");
  const first = tabs[0]?.value ?? "";
  const [value, setValue] = useState(first);

  useEffect(() => {
    const follow = () => {
      const fromHash = tabOfHash(tabs);
      if (!fromHash) return;
      setValue(fromHash);
      requestAnimationFrame(() => document.getElementById(USER_GUIDE_ANCHOR)?.scrollIntoView({ block: "start" }));
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [tabs]);

  const select = (next: string) => {
    setValue(next);
    const url = new URL(window.location.href);
    url.hash = next === first ? "" : next;
    window.history.replaceState(window.history.state, "", url);
  };

  // WAI-ARIA tabs with automatic activation: arrows move between tabs (wrapping), Home and End go to
  // the ends, and only the selected tab is in the tab order. Hand-written: Radix's tabs cost about
  // 7 KB of the page's first load (issue 12).
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = target > last ? 0 : target < 0 ? last : target;
    const tab = tabs[next];
    if (!tab) return;
    select(tab.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div id={USER_GUIDE_ANCHOR} className="scroll-mt-20">
      <div
        role="tablist"
        aria-label={t("tabsLabel")}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-line"
      >
        {/* On phones the tabs share the row and wrap their labels, so none is cut off (long in vi, pt, id). */}
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => select(tab.value)}
              className="-mb-px min-w-0 flex-1 border-b-2 border-transparent px-2 py-3 text-center font-bold text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:flex-none sm:shrink-0 sm:px-4"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel follows its tab in the tab order
          tabIndex={0}
          hidden={tab.value !== value}
          data-state={tab.value === value ? "active" : "inactive"}
          className="focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
