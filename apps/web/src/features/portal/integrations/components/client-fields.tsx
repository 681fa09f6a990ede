"use client";

import type { TScopeView } from "@store/domain/integration";
import { useT } from "@/i18n/use-t";
import { RegistrationFields, TextFieldOf } from "./registration-fields";
import type { TFieldsProps } from "./use-registration-form";

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

/** The name, redirect URIs and scopes of a client, with the messages of a refusal beside each. */
export function ClientFields(props: TFieldsProps<TClientValues> & { scopes: readonly TScopeView[] }) {
  const t = useT("developerIntegrations");
  return (
    <RegistrationFields {...props} nameLabel={t("fields.name")}>
      <TextFieldOf
        form={props}
        field="redirectUris"
        label={t("fields.redirectUris")}
        hint={t("fields.redirectUrisHint")}
        multiline
        verbatim
      />
    </RegistrationFields>
  );
}
