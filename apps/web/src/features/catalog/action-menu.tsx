"use client";

import type { TMenuItem } from "@store/domain/action-button";
import { DropdownMenu } from "radix-ui";
import { useT } from "@/i18n/use-t";
import { primaryClass } from "./action-classes";
import { InertAction, type TInertAction } from "./inert-action";

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
  if (inert) {
    return (
      <InertAction className={primaryClass} inert={inert}>
        {t("menu")}
        <MenuArrow />
      </InertAction>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={primaryClass}>
        {t("menu")}
        <MenuArrow />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={5}
          collisionPadding={5}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.kind}
              disabled={item.kind === "alreadyIntegrated"}
              onSelect={() => onPress(item)}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-brand-50 data-[disabled]:text-ink-muted"
            >
              {t(`menuItem.${item.kind}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
