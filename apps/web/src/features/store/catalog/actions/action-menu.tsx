"use client";

import type { TMenuItem } from "@store/domain/action-button";
import { lazy, Suspense, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { primaryClass } from "./action-classes";
import { InertAction, type TInertAction } from "./inert-action";

// The menu's popover machinery (Radix menu, popper, focus scope) loads when the viewer first opens
// it, not with the app page (issue 12).
const ActionMenuDropdown = lazy(() =>
  import("./action-menu-dropdown").then((m) => ({ default: m.ActionMenuDropdown })),
);
const preloadDropdown = () => void import("./action-menu-dropdown");

function MenuArrow() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** SPEC §4: the integration menu of an app with more than one suite feature; in a preview it does not open. */
export function ActionMenu({
  items,
  onPress,
  inert = null,
}: {
  items: TMenuItem[];
  onPress: (item: TMenuItem) => void;
  inert?: TInertAction | null;
}) {
  const t = useT("catalog.action");
  const [opened, setOpened] = useState(false);
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  const label = (
    <>
      {t("menu")}
      <MenuArrow />
    </>
  );
  if (inert) {
    return (
      <InertAction className={primaryClass} inert={inert}>
        {label}
      </InertAction>
    );
  }
  // Until its first opening the trigger is a plain button with the menu's roles announced.
  const placeholder = (
    <button
      type="button"
      className={primaryClass}
      aria-haspopup="menu"
      aria-expanded={opened}
      disabled={!hydrated}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
      onClick={() => setOpened(true)}
    >
      {label}
    </button>
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ActionMenuDropdown items={items} onPress={onPress} trigger={label} />
    </Suspense>
  );
}
