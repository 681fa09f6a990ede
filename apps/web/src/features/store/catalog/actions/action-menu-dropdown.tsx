"use client";

import type { TMenuItem } from "@store/domain/action-button";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { primaryClass } from "./action-classes";

/** The Radix menu behind ActionMenu, loaded when the viewer first reaches for it; it opens at once. */
export function ActionMenuDropdown({
  items,
  onPress,
  trigger,
}: {
  items: TMenuItem[];
  onPress: (item: TMenuItem) => void;
  trigger: ReactNode;
}) {
  const t = useT("catalog.action");
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={primaryClass}>{trigger}</DropdownMenu.Trigger>
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
