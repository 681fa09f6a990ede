// Shared looks of the header's menus (Radix dropdown menu and popover).
export const menuContent =
  "z-50 min-w-60 max-w-[calc(100vw-10px)] rounded-lg border border-line bg-white p-1 text-ink shadow-lg";
export const menuItem =
  "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";
export const menuLabel = "px-3 pt-2 pb-1 text-xs font-bold text-ink-muted";
export const headerIconButton =
  "grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-canvas data-[state=open]:bg-brand-50";
export { VIEWPORT_MARGIN } from "@/ui/viewport";
