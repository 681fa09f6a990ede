"use client";

import type { ReactNode } from "react";

/** How a preview's inert controls say so: the note they point to, and its text as a tooltip. */
export type TInertAction = { describedBy: string; tooltip: string };

/**
 * A control of the action area in a preview (SPEC §2): it looks like the live one but opens no
 * dialog, sends no request and goes nowhere, and says so to every reader.
 */
export function InertAction({
  className,
  inert,
  children,
}: {
  className: string;
  inert: TInertAction;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${className} aria-disabled:cursor-not-allowed`}
      aria-disabled="true"
      aria-describedby={inert.describedBy}
      title={inert.tooltip}
      data-preview-inert=""
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </button>
  );
}
