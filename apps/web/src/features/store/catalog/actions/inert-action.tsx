"use client";

import { lazy, type ReactNode, Suspense } from "react";
import type { TInertAction } from "./inert-action-button";

export type { TInertAction } from "./inert-action-button";

// Only previews show inert controls: their code (and the tooltip's) stays out of the live pages'
// first load. The server renders them in full; the browser hydrates them when the chunk arrives.
const InertActionButton = lazy(() => import("./inert-action-button"));

/**
 * A control of the action area in a preview (SPEC §2): it looks like the live one but opens no
 * dialog, sends no request and goes nowhere, and says so to every reader (its note, and a tooltip
 * on hover and focus).
 */
export function InertAction(props: { className: string; inert: TInertAction; children: ReactNode }) {
  return (
    <Suspense>
      <InertActionButton {...props} />
    </Suspense>
  );
}
