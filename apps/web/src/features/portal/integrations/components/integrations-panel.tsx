"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useState } from "react";
import { FormAlert } from "@/ui/form-field";
import { useT } from "@/i18n/use-t";
import { DeleteClientDialog } from "./delete-client-dialog";
import { EditClientDialog } from "./edit-client-dialog";
import { OauthClientCard, type TClientDialog } from "./oauth-client-card";
import { RegisterClientForm } from "./register-client-form";
import { RotateSecretDialog } from "./rotate-secret-dialog";
import { SecretDialog } from "./secret-dialog";
import { useOauthClientActions } from "./use-oauth-client-actions";

/**
 * /developers/integrations: the provider's OAuth clients at the parent service and a form to
 * register one. `scopes` is null when the parent service's catalogue could not be read: the list
 * still shows, registering waits.
 */
export function IntegrationsPanel({ clients, scopes }: { clients: TOauthClient[]; scopes: TScopeView[] | null }) {
  const t = useT("developerIntegrations");
  const actions = useOauthClientActions();
  const [open, setOpen] = useState<{ dialog: TClientDialog; client: TOauthClient } | null>(null);
  const openDialog = (dialog: TClientDialog, client: TOauthClient) => {
    actions.clearError();
    setOpen({ dialog, client });
  };
  const close = () => setOpen(null);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="oauth-clients-title" className="flex flex-col gap-3">
        <h2 id="oauth-clients-title" className="text-xl font-bold">
          {t("list.title")}
        </h2>
        <p aria-live="polite" className="text-sm font-bold" data-integrations-notice="">
          {actions.notice ?? ""}
        </p>
        {open === null ? <FormAlert message={actions.state.message} data-integrations-error="" /> : null}
        {clients.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-6 text-sm" data-oauth-clients-empty="">
            {t("list.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {clients.map((client) => (
              <OauthClientCard
                key={client.clientId}
                client={client}
                scopes={scopes ?? []}
                actions={actions}
                onOpen={openDialog}
              />
            ))}
          </ul>
        )}
      </section>
      {scopes ? (
        <RegisterClientForm scopes={scopes} onRegistered={actions.showSecret} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger" data-catalogue-unavailable="">
          {t("catalogueUnavailable")}
        </p>
      )}
      {open?.dialog === "edit" ? (
        <EditClientDialog key={open.client.clientId} client={open.client} scopes={scopes ?? []} onClose={close} />
      ) : null}
      <RotateSecretDialog client={open?.dialog === "rotate" ? open.client : null} actions={actions} onClose={close} />
      <DeleteClientDialog client={open?.dialog === "delete" ? open.client : null} actions={actions} onClose={close} />
      <SecretDialog shown={actions.secret} onClose={actions.closeSecret} />
    </div>
  );
}
