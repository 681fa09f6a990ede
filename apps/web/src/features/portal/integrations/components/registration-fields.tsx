"use client";

import type { TErrorItems } from "@store/domain/errors";
import type { TScopeView } from "@store/domain/integration";
import type { ReactNode } from "react";
import { FormField } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import { ScopeCheckboxes } from "./scope-checkboxes";
import type { TFieldsProps } from "./use-registration-form";

// The fields an OAuth client and an add-on share in their register and edit forms: a name, the
// addresses the parent service reaches (each its own), and the scopes, each with the messages of a
// refusal beside it.

/** Messages of the fields a 422 named, by the form's own field names (`redirectUris.0` under redirectUris). */
export function fieldErrors(items: TErrorItems, field: string): string[] {
  return Object.entries(items)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/** One text field of the form's values, with its hint (linked as its description) when it has one. */
export function TextFieldOf<T>(props: {
  form: TFieldsProps<T>;
  field: keyof T & string;
  label: string;
  hint?: string;
  multiline?: boolean;
  verbatim?: boolean;
}) {
  const { form, field } = props;
  const input = (
    <FormField
      name={field}
      label={props.label}
      value={String(form.values[field] ?? "")}
      multiline={props.multiline}
      verbatim={props.verbatim}
      required
      disabled={form.disabled}
      describedBy={props.hint ? form.hintId : undefined}
      errors={fieldErrors(form.items, field)}
      onChange={(value) => form.onChange({ ...form.values, [field]: value }, field)}
    />
  );
  if (!props.hint) return input;
  return (
    <div className="flex flex-col gap-1">
      {input}
      <p id={form.hintId} className="text-xs text-ink-muted">
        {props.hint}
      </p>
    </div>
  );
}

/** The name (under `nameLabel`), the addresses (`children`) and the scopes offered. */
export function RegistrationFields<T extends { name: string; scopes: string[] }>(
  props: TFieldsProps<T> & { nameLabel: string; scopes: readonly TScopeView[]; children: ReactNode },
) {
  const t = useT("developerIntegrations");
  const { values } = props;
  return (
    <>
      <TextFieldOf form={props} field="name" label={props.nameLabel} />
      {props.children}
      <ScopeCheckboxes
        name="scopes"
        legend={t("fields.scopes")}
        scopes={props.scopes}
        selected={values.scopes}
        disabled={props.disabled}
        errors={fieldErrors(props.items, "scopes")}
        onChange={(scopes) => props.onChange({ ...values, scopes }, "scopes")}
      />
    </>
  );
}
