"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TErrorItems } from "@store/domain/errors";
import { FormField } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import { ScopeCheckboxes } from "./scope-checkboxes";

/** What the register and edit forms hold while typed: redirect URIs one per line. */
export type TClientValues = { name: string; redirectUris: string; scopes: string[] };

export const EMPTY_CLIENT_VALUES: TClientValues = { name: "", redirectUris: "", scopes: [] };

/** The body the API takes: blank lines dropped, each URI trimmed. */
export function clientBody(values: TClientValues) {
  return {
    name: values.name.trim(),
    redirectUris: values.redirectUris
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    scopes: values.scopes,
  };
}

/** Messages of the fields a 422 named, by the form's own field names (`redirectUris.0` under redirectUris). */
export function fieldErrors(items: TErrorItems, field: keyof TClientValues): string[] {
  return Object.entries(items)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/** The name, redirect URIs and scopes of a client, with the messages of a refusal beside each. */
export function ClientFields(props: {
  values: TClientValues;
  onChange: (values: TClientValues, field: keyof TClientValues) => void;
  scopes: readonly TScopeView[];
  items: TErrorItems;
  disabled: boolean;
  hintId: string;
}) {
  const t = useT("developerIntegrations");
  const { values } = props;
  return (
    <>
      <FormField
        name="name"
        label={t("fields.name")}
        value={values.name}
        required
        disabled={props.disabled}
        errors={fieldErrors(props.items, "name")}
        onChange={(name) => props.onChange({ ...values, name }, "name")}
      />
      <div className="flex flex-col gap-1">
        <FormField
          name="redirectUris"
          label={t("fields.redirectUris")}
          value={values.redirectUris}
          multiline
          verbatim
          required
          disabled={props.disabled}
          describedBy={props.hintId}
          errors={fieldErrors(props.items, "redirectUris")}
          onChange={(redirectUris) => props.onChange({ ...values, redirectUris }, "redirectUris")}
        />
        <p id={props.hintId} className="text-xs text-ink-muted">
          {t("fields.redirectUrisHint")}
        </p>
      </div>
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
