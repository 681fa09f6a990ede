"use client";

import { Tabs } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
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

  return (
    <div id={USER_GUIDE_ANCHOR} className="scroll-mt-20">
      <Tabs.Root value={value} onValueChange={select}>
        <Tabs.List aria-label={t("tabsLabel")} className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
          {/* On phones the tabs share the row and wrap their labels, so none is cut off (long in vi, pt, id). */}
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="-mb-px min-w-0 flex-1 border-b-2 border-transparent px-2 py-3 text-center font-bold text-ink-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:flex-none sm:shrink-0 sm:px-4"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
