"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useT } from "@/i18n/use-t";
import { AddonsSection } from "./addons-section";
import { DeleteDialog } from "./delete-dialog";
import { EditClientDialog } from "./edit-client-dialog";
import { IntegrationList, useOpenDialog } from "./integration-list";
import { OauthClientCard, type TClientDialog } from "./oauth-client-card";
import { RegisterClientForm } from "./register-client-form";
import { RotateSecretDialog } from "./rotate-secret-dialog";
import { SecretDialog } from "./secret-dialog";
import { useOauthClientActions } from "./use-oauth-client-actions";

/**
 * /developers/integrations: the provider's OAuth clients at the parent service and a form to
 * register one, then its add-ons. `scopes` (and `addonScopes`, those an add-on may ask for) are
 * null when the parent service's catalogue could not be read: the lists still show, registering waits.
 */
export function IntegrationsPanel({
  clients,
  addons,
  scopes,
  addonScopes,
}: {
  clients: TOauthClient[];
  addons: TAddon[];
  scopes: TScopeView[] | null;
  addonScopes: TScopeView[] | null;
}) {
  const t = useT("developerIntegrations");
  const actions = useOauthClientActions();
  const dialogs = useOpenDialog<TClientDialog, TOauthClient>(actions.clearError);
  const editing = dialogs.itemOf("edit");
  const deleting = dialogs.itemOf("delete");
  return (
    <div className="flex flex-col gap-8">
      <IntegrationList
        id="oauth-clients"
        title={t("list.title")}
        marker="integrations"
        notice={actions.notice}
        message={dialogs.open === null ? actions.state.message : null}
        emptyText={t("list.empty")}
        count={clients.length}
        register={scopes ? <RegisterClientForm scopes={scopes} onRegistered={actions.showSecret} /> : null}
        unavailable={t("catalogueUnavailable")}
      >
        {clients.map((client) => (
          <OauthClientCard
            key={client.clientId}
            client={client}
            scopes={scopes ?? []}
            actions={actions}
            onOpen={dialogs.show}
          />
        ))}
      </IntegrationList>
      {editing ? (
        <EditClientDialog key={editing.clientId} client={editing} scopes={scopes ?? []} onClose={dialogs.close} />
      ) : null}
      <RotateSecretDialog client={dialogs.itemOf("rotate")} actions={actions} onClose={dialogs.close} />
      <DeleteDialog
        name={deleting?.name ?? null}
        intro={t("delete.intro")}
        busy={deleting !== null && actions.busy === `delete-${deleting.clientId}`}
        message={actions.state.message}
        testId="delete-oauth-client"
        onConfirm={() => (deleting ? actions.remove(deleting) : Promise.resolve(false))}
        onClose={dialogs.close}
      />
      <SecretDialog shown={actions.secret} onClose={actions.closeSecret} />
      <AddonsSection addons={addons} scopes={scopes ?? []} addonScopes={addonScopes} />
    </div>
  );
}
