"use client";

import type { ReactNode } from "react";
import { Tooltip } from "@/ui/tooltip";

/** How a preview's inert controls say so: the note they point to, and its text as a tooltip. */
export type TInertAction = { describedBy: string; tooltip: string };

/** The inert control of inert-action.tsx, with its tooltip. */
export default function InertActionButton({
  className,
  inert,
  children,
}: {
  className: string;
  inert: TInertAction;
  children: ReactNode;
}) {
  return (
    <Tooltip text={inert.tooltip}>
      {(trigger) => (
        <button
          type="button"
          {...trigger}
          className={`${className} aria-disabled:cursor-not-allowed`}
          aria-disabled="true"
          aria-describedby={inert.describedBy}
          data-preview-inert=""
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </button>
      )}
    </Tooltip>
  );
}
