"use client";

import { LOCALE_LABEL, LOCALES, type TLocale } from "@store/domain/locales";
import { useId } from "react";

const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger disabled:bg-canvas";

/** A labelled input or text area with its messages next to it, linked by aria-describedby. */
export function OpsField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "url";
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  errors?: readonly string[];
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const errors = props.errors ?? [];
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    disabled: props.disabled,
    "aria-invalid": errors.length > 0 ? true : undefined,
    "aria-describedby": errors.length > 0 ? errorId : undefined,
    className: inputClass,
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

/** The language an invitation mail is written in. */
export function MailLocaleSelect(props: {
  label: string;
  value: TLocale;
  onChange: (value: TLocale) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      <select
        id={id}
        name="locale"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value as TLocale)}
        className={inputClass}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === "ja-easy" ? "ja" : locale}>
            {LOCALE_LABEL[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form's own message (a refusal not about one field), read out when it appears. */
export function OpsFormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-ops-error="">
      {message}
    </p>
  );
}
