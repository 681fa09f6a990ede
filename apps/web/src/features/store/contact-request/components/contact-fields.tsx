"use client";

import type { ReactNode } from "react";

export const inputClass =
  "min-h-11 w-full rounded-lg border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger";

/** One labelled field with its 'required' mark and its server message, tied to the control. */
export function ContactField({
  id,
  label,
  requiredLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  /** The 'required' mark, when the field is required. */
  requiredLabel?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-bold">
        {label}
        {requiredLabel ? (
          <span className="rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">{requiredLabel}</span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
