"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { useT } from "@/i18n/use-t";
import { AddonFields, addonBody } from "./addon-fields";
import { EditDialog, useSaveAndClose } from "./edit-dialog";
import { withChosenScopes } from "./scope-checkboxes";
import { ADDONS_API } from "./use-addon-actions";
import { useRegistrationForm } from "./use-registration-form";

/** Changes an add-on's name, URL and scopes at the parent service; a refusal keeps what was typed. */
export function EditAddonDialog(props: { addon: TAddon; scopes: readonly TScopeView[]; onClose: () => void }) {
  const t = useT("developerIntegrations");
  const { addon } = props;
  const form = useRegistrationForm(() => ({ name: addon.name, addonUrl: addon.addonUrl, scopes: addon.scopes }));
  const save = useSaveAndClose(form, props.onClose);
  return (
    <EditDialog
      title={t("edit.title", { name: addon.name })}
      intro={t("addons.edit.intro")}
      form={form}
      testId="edit-addon"
      onSave={() => save(`${ADDONS_API}/${encodeURIComponent(addon.addonKey)}`, addonBody(form.values))}
      onClose={props.onClose}
    >
      <AddonFields {...form.fields} scopes={withChosenScopes(props.scopes, addon.scopes)} />
    </EditDialog>
  );
}
