"use client";

import type { TSessionUser } from "@store/domain/schemas/tenant";
import { DropdownMenu } from "radix-ui";
import { useDialog } from "@/client/dialog-host";
import { useT } from "@/i18n/use-t";
import { useHydrated } from "@/ui/use-hydrated";
import { headerIconButton, menuContent, menuItem, menuLabel, VIEWPORT_MARGIN } from "./menu-styles";

/** SPEC §2 Shell 'user settings': who is signed in, for which tenant, and the logout item. */
export function UserMenu({ user }: { user: TSessionUser }) {
  const t = useT("account");
  const tHeader = useT("header");
  const { openDialog } = useDialog();
  // A press before the page is live would be lost: the trigger is disabled until then.
  const hydrated = useHydrated();
  const initial = Array.from(user.name.trim())[0] ?? "?";

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={headerIconButton} aria-label={tHeader("userSettings")} disabled={!hydrated}>
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {initial}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={VIEWPORT_MARGIN}
          className={`${menuContent} w-72`}
          data-user-menu=""
        >
          <DropdownMenu.Label className="px-3 pt-2 text-sm font-bold break-words">{user.name}</DropdownMenu.Label>
          <DropdownMenu.Label className="px-3 pb-2 text-xs break-all text-ink-muted">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Label className={menuLabel}>{t("userMenu.currentTenant")}</DropdownMenu.Label>
          <DropdownMenu.Label className="px-3 pb-2 text-sm break-words">
            {user.currentTenant?.name ?? t("userMenu.noTenant")}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItem} onSelect={() => openDialog("logout")}>
            {t("userMenu.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
