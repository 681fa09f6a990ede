"use client";

import { type HTMLAttributes, useId } from "react";

const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger read-only:bg-canvas disabled:bg-canvas";

export type TFormFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "url" | "password";
  /** A text area of four rows instead of one line. */
  multiline?: boolean;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown, not typed (e.g. the account's address, for a password manager's sake). */
  readOnly?: boolean;
  /** The field's messages, shown under it and linked by aria-describedby. */
  errors?: readonly string[];
  /** Ids of other texts that describe the field (e.g. the password rules). */
  describedBy?: string;
  /** For addresses and passwords: no spell check, no capital first letter. */
  verbatim?: boolean;
  /** The language of what is typed, when it is not the page's (BCP 47). */
  lang?: string;
};

/** A labelled input or text area with its messages next to it (SPEC §5: errors per field). */
export function FormField(props: TFormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const errors = props.errors ?? [];
  const describedBy = [errors.length > 0 ? errorId : null, props.describedBy ?? null].filter(Boolean).join(" ");
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    readOnly: props.readOnly,
    disabled: props.disabled,
    "aria-invalid": errors.length > 0 ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
    lang: props.lang,
    ...(props.verbatim ? { spellCheck: false, autoCapitalize: "none" } : {}),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete ?? "off"}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {errors.length > 0 ? (
        <div id={errorId} className="text-sm font-bold text-danger" data-field-error={props.name}>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A form's own message (a refusal that is not about one field), read out when it appears; `data-*`
 * attributes name it for tests and styles.
 */
export function FormAlert({ message, ...data }: { message: string | null } & HTMLAttributes<HTMLParagraphElement>) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" {...data}>
      {message}
    </p>
  );
}
