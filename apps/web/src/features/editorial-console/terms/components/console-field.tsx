"use client";

import { type ReactNode, useId } from "react";

export const consoleControl =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

export type TFieldA11y = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** A labelled form field of the editorial console: its hint and errors are read with the control. */
export function ConsoleField(props: {
  name: string;
  label: string;
  hint?: string;
  /** Messages under the field, already in the viewer's language. */
  errors?: string[];
  children: (a11y: TFieldA11y) => ReactNode;
}) {
  const id = useId();
  const errors = props.errors ?? [];
  const describedBy = [errors.length > 0 ? `${id}-error` : null, props.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      {props.children({
        id,
        "aria-invalid": errors.length > 0 ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {errors.length > 0 ? (
        <ul id={`${id}-error`} className="text-sm font-bold text-danger" data-field-error={props.name}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {props.hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
