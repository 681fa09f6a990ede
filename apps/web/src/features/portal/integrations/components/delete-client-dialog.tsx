"use client";

import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { primaryButton, secondaryButton } from "@/ui/buttons";
import { DialogFrame } from "@/ui/dialog-frame";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import type { TOauthClientActions } from "./use-oauth-client-actions";

/** Confirms a delete; a client in use is refused with the apps named (the server's words). */
export function DeleteClientDialog(props: {
  client: TOauthClient | null;
  actions: TOauthClientActions;
  onClose: () => void;
}) {
  const t = useT("developerIntegrations");
  const { client, actions } = props;
  const busy = client !== null && actions.busy === `delete-${client.clientId}`;
  const remove = async () => {
    if (!client) return;
    if (await actions.remove(client)) props.onClose();
  };
  return (
    <DialogFrame
      open={client !== null}
      onClose={props.onClose}
      locked={busy}
      title={t("delete.title", { name: client?.name ?? "" })}
      description={<p>{t("delete.intro")}</p>}
      closeLabel={t("close")}
      testId="delete-oauth-client"
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={busy} onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="button" className={`${primaryButton} bg-danger`} disabled={busy} onClick={() => void remove()}>
            {busy ? t("delete.running") : t("delete.submit")}
          </button>
        </>
      }
    >
      <div className="mt-3">
        <FormAlert message={actions.state.message} data-delete-error="" />
      </div>
    </DialogFrame>
  );
}
