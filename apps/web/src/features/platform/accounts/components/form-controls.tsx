"use client";

import type { ReactNode } from "react";
import { primaryButton, Spinner } from "@/ui/buttons";
import { FormAlert, FormField, type TFormFieldProps } from "@/ui/form-field";
import type { TAccountFormState } from "./use-account-submit";

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
      <FormAlert message={state.message} data-account-error="" />
      {children}
    </form>
  );
}

/** An account page's field: required unless shown read-only, typed as written (no spell check). */
export function TextField(
  props: Omit<TFormFieldProps, "type" | "autoComplete" | "required" | "verbatim"> & {
    type: "email" | "password" | "text";
    autoComplete: string;
  },
) {
  return <FormField {...props} required={!props.readOnly} verbatim />;
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
