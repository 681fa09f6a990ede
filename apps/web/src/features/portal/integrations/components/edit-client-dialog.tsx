"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useT } from "@/i18n/use-t";
import { ClientFields, clientBody } from "./client-fields";
import { EditDialog, useSaveAndClose } from "./edit-dialog";
import { withChosenScopes } from "./scope-checkboxes";
import { OAUTH_CLIENTS_API } from "./use-oauth-client-actions";
import { useRegistrationForm } from "./use-registration-form";

/** Changes a client's name, redirect URIs and scopes at the parent service; a refusal keeps what was typed. */
export function EditClientDialog(props: { client: TOauthClient; scopes: readonly TScopeView[]; onClose: () => void }) {
  const t = useT("developerIntegrations");
  const { client } = props;
  const form = useRegistrationForm(() => ({
    name: client.name,
    redirectUris: client.redirectUris.join("\n"),
    scopes: client.scopes,
  }));
  const save = useSaveAndClose(form, props.onClose);
  return (
    <EditDialog
      title={t("edit.title", { name: client.name })}
      intro={t("edit.intro")}
      form={form}
      testId="edit-oauth-client"
      onSave={() => save(`${OAUTH_CLIENTS_API}/${encodeURIComponent(client.clientId)}`, clientBody(form.values))}
      onClose={props.onClose}
    >
      <ClientFields {...form.fields} scopes={withChosenScopes(props.scopes, client.scopes)} />
    </EditDialog>
  );
}
