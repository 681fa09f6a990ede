"use client";

import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * SPEC §9 dialog widths: 3 to 8 columns of the 1140 px page grid, or the full width; and the
 * install dialog's own widths (700 px, 887 px for adapt apps) and the document request's (640 px).
 */
export type TDialogWidth = 3 | 4 | 5 | 6 | 7 | 8 | "full" | "install" | "installAdapt" | "document";

const WIDTH_CLASS: Record<TDialogWidth, string> = {
  3: "w-[min(calc(100vw-2rem),285px)]",
  4: "w-[min(calc(100vw-2rem),380px)]",
  5: "w-[min(calc(100vw-2rem),475px)]",
  6: "w-[min(calc(100vw-2rem),570px)]",
  7: "w-[min(calc(100vw-2rem),665px)]",
  8: "w-[min(calc(100vw-2rem),760px)]",
  full: "w-[calc(100vw-2rem)]",
  install: "w-[min(calc(100vw-2rem),var(--width-dialog-install))]",
  installAdapt: "w-[min(calc(100vw-2rem),var(--width-dialog-install-adapt))]",
  document: "w-[min(calc(100vw-2rem),var(--width-dialog-document))]",
};

// SPEC §9: dialogs fade in and out over 300 ms.
const FADE =
  "data-[state=open]:animate-[dialog-fade_300ms_ease-out] data-[state=closed]:animate-[dialog-fade_300ms_ease-in_reverse] motion-reduce:animate-none";

/**
 * The frame every shell dialog shares: overlay, title, description, body and actions. While
 * `locked` (e.g. sign-in is starting) it cannot be closed by Escape, the overlay or the × button.
 * `closeLabel` names the × button in the viewer's language.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  width = 6,
  locked = false,
  actions,
  children,
  testId,
  closeLabel,
  returnFocus = null,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  width?: TDialogWidth;
  locked?: boolean;
  actions: ReactNode;
  children?: ReactNode;
  testId?: string;
  closeLabel: string;
  /**
   * Where the focus goes back to when the dialog closes, usually the control that opened it: the
   * shell opens dialogs without a Radix trigger, which is where Radix would return it.
   */
  returnFocus?: HTMLElement | null;
}) {
  const keepOpen = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !locked) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-50 bg-ink/50 ${FADE}`} />
        <Dialog.Content
          data-dialog={testId}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.isConnected) return;
            event.preventDefault();
            returnFocus.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none sm:p-8 ${WIDTH_CLASS[width]} ${FADE}`}
        >
          <Dialog.Title className="pr-8 text-lg font-bold leading-snug">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 text-sm leading-relaxed text-ink">{description}</div>
          </Dialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap-reverse justify-end gap-3">{actions}</div>
          <Dialog.Close
            disabled={locked}
            aria-label={closeLabel}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink-muted hover:bg-canvas disabled:opacity-40"
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor">
              <path strokeWidth="2" strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
