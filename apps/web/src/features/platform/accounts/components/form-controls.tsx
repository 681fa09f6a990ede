"use client";

import type { ReactNode } from "react";
import { useId } from "react";
import { primaryButton, Spinner } from "@/ui/buttons";
import type { TAccountFormState } from "./use-account-submit";

const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger read-only:bg-canvas disabled:bg-canvas";

export const textLink = "font-bold text-brand-700 underline underline-offset-2";

/**
 * The form of every account page: the browser's own validation is off (ours speaks the viewer's
 * language next to each field), the loading state while it is sent, and its own message first.
 */
export function AccountForm({
  state,
  onSubmit,
  children,
}: {
  state: TAccountFormState;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={state.pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.pending) void onSubmit();
      }}
    >
      <FormAlert message={state.message} />
      {children}
    </form>
  );
}

/** A labelled input with its messages next to it (SPEC §5; errors per field, linked by aria-describedby). */
export function TextField(props: {
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
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const errors = props.errors ?? [];
  const describedBy = [errors.length > 0 ? errorId : null, props.describedBy ?? null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      <input
        id={id}
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
    </div>
  );
}

/** The account's e-mail address as typed: `username` where a password goes with it, else `email`. */
export function EmailField(props: {
  state: TAccountFormState;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "username" | "email";
  label: string;
}) {
  return (
    <TextField
      name="email"
      label={props.label}
      type="email"
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={props.onChange}
      errors={props.state.items.email}
      disabled={props.state.pending}
    />
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
