"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { useRouter } from "next/navigation";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { AddonFields, addonBody, EMPTY_ADDON_VALUES, missingAddonFields } from "./addon-fields";
import { RegisterSection } from "./register-section";
import { ADDONS_API } from "./use-addon-actions";
import { useRegistrationForm } from "./use-registration-form";

/** Registers an add-on at the parent service with the scopes install and labs apps may ask for; a refusal keeps what was typed. */
export function RegisterAddonForm(props: { scopes: readonly TScopeView[]; onRegistered: (addon: TAddon) => void }) {
  const t = useT("developerIntegrations");
  const router = useRouter();
  const form = useRegistrationForm(() => EMPTY_ADDON_VALUES, { focusFirstInvalid: true });
  const submit = async () => {
    const body = addonBody(form.values);
    const missing = missingAddonFields(body, t);
    if (Object.keys(missing).length > 0) {
      form.check(missing);
      return;
    }
    const registered = await form.run(() => apiClient.post<TAddon>(ADDONS_API, body));
    if (!registered) return;
    props.onRegistered(registered);
    form.setValues(EMPTY_ADDON_VALUES);
    router.refresh();
  };
  return (
    <RegisterSection
      title={t("addons.register.title")}
      intro={t("addons.register.intro")}
      marker="register-addon"
      pending={form.state.pending}
      message={form.state.message}
      onSubmit={() => void submit()}
    >
      <AddonFields {...form.fields} scopes={props.scopes} />
    </RegisterSection>
  );
}
