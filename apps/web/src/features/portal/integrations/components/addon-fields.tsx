"use client";

import type { TErrorItems } from "@store/domain/errors";
import type { TScopeView } from "@store/domain/integration";
import { useT } from "@/i18n/use-t";
import { RegistrationFields, TextFieldOf } from "./registration-fields";
import type { TFieldsProps } from "./use-registration-form";

/** What the register and edit forms of an add-on hold while typed. */
export type TAddonValues = { name: string; addonUrl: string; scopes: string[] };

export const EMPTY_ADDON_VALUES: TAddonValues = { name: "", addonUrl: "", scopes: [] };

/** The body the API takes: the name and URL trimmed. */
export function addonBody(values: TAddonValues): TAddonValues {
  return { name: values.name.trim(), addonUrl: values.addonUrl.trim(), scopes: values.scopes };
}

/** What the viewer reads under each field left empty; nothing is sent while there is any. */
export function missingAddonFields(body: TAddonValues, t: (key: string) => string): TErrorItems {
  return {
    ...(body.name === "" ? { name: [t("addons.errors.nameRequired")] } : {}),
    ...(body.addonUrl === "" ? { addonUrl: [t("addons.errors.addonUrlRequired")] } : {}),
    ...(body.scopes.length === 0 ? { scopes: [t("addons.errors.scopeRequired")] } : {}),
  };
}

/** The name, URL and scopes of an add-on, with the messages of a refusal beside each. */
export function AddonFields(props: TFieldsProps<TAddonValues> & { scopes: readonly TScopeView[] }) {
  const t = useT("developerIntegrations");
  return (
    <RegistrationFields {...props} nameLabel={t("addons.fields.name")}>
      <TextFieldOf
        form={props}
        field="addonUrl"
        label={t("addons.fields.addonUrl")}
        hint={t("addons.fields.addonUrlHint")}
        verbatim
      />
    </RegistrationFields>
  );
}
