"use client";

import type { ReactNode } from "react";
import { primaryButton, Spinner } from "@/features/dialogs/dialog-frame";

const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger read-only:bg-canvas disabled:bg-canvas";

/** A labelled input with its messages next to it (SPEC §5; errors per field, linked by aria-describedby). */
export function TextField(props: {
  id: string;
  name: string;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  /** Ids of other texts that describe the field (e.g. the password rules). */
  describedBy?: string;
  disabled?: boolean;
  /** Shown for the password manager's sake (the account's address), not typed. */
  readOnly?: boolean;
  children?: ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const errors = props.errors ?? [];
  const describedBy = [errors.length > 0 ? errorId : null, props.describedBy ?? null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-bold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        required={!props.readOnly}
        readOnly={props.readOnly}
        disabled={props.disabled}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
        spellCheck={false}
        autoCapitalize="none"
      />
      {errors.length > 0 ? (
        <div id={errorId} className="text-sm font-bold text-danger" data-field-error={props.name}>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {props.children}
    </div>
  );
}

/** The form's own message (a refusal that is not about one field), read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-account-error="">
      {message}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" className={`${primaryButton} w-full`} disabled={pending} aria-busy={pending}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

export const textLink = "font-bold text-brand-700 underline underline-offset-2";
