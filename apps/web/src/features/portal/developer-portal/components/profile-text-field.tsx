"use client";

import { useId } from "react";
import { useT } from "@/i18n/use-t";
import { TextLimitCounter } from "@/features/portal/app-drafts";

export const fieldControl =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

type TProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Messages shown under the field, already in the viewer's language. */
  errors?: string[];
  hint?: string;
  /** A text area with the characters remaining (SPEC §5). */
  multiline?: { max: number; rows: number };
  type?: "text" | "email" | "url";
  autoComplete?: string;
};

/** A labelled field of the profile form: its hint, counter and errors are read with it. */
export function ProfileTextField(props: TProps) {
  const t = useT("developerArea.profile");
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const errors = props.errors ?? [];
  const describedBy = [
    errors.length > 0 ? errorId : null,
    props.hint ? hintId : null,
    props.multiline ? counterId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: props.name,
    value: props.value,
    required: props.required,
    "aria-invalid": errors.length > 0 ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "data-field": props.name,
    className: fieldControl,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-bold">
        {props.label}
        <span
          className={`rounded px-1.5 py-0.5 text-xs font-bold ${props.required ? "bg-danger text-white" : "bg-canvas text-ink-muted"}`}
        >
          {props.required ? t("required") : t("optional")}
        </span>
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.multiline.rows} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.multiline ? <TextLimitCounter id={counterId} value={props.value} max={props.multiline.max} /> : null}
      {errors.length > 0 ? (
        <ul id={errorId} className="text-sm font-bold text-danger" data-field-error={props.name}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {props.hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
