"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { useT } from "@/i18n/use-t";
import { AddonCard, type TAddonDialog } from "./addon-card";
import { DeleteDialog } from "./delete-dialog";
import { EditAddonDialog } from "./edit-addon-dialog";
import { IntegrationList, useOpenDialog } from "./integration-list";
import { RegisterAddonForm } from "./register-addon-form";
import { useAddonActions } from "./use-addon-actions";

/**
 * The add-ons of /developers/integrations (`#addons`): the provider's add-ons at the parent service
 * and a form to register one. `scopes` labels them (the whole catalogue); `addonScopes`, the scopes
 * an add-on may be registered for, is null when the catalogue could not be read.
 */
export function AddonsSection(props: {
  addons: TAddon[];
  scopes: readonly TScopeView[];
  addonScopes: TScopeView[] | null;
}) {
  const t = useT("developerIntegrations");
  const actions = useAddonActions();
  const dialogs = useOpenDialog<TAddonDialog, TAddon>(actions.clearError);
  const editing = dialogs.itemOf("edit");
  const deleting = dialogs.itemOf("delete");
  const register = props.addonScopes ? (
    <RegisterAddonForm
      scopes={props.addonScopes}
      onRegistered={(addon) => actions.announce(t("addons.registered", { name: addon.name }))}
    />
  ) : null;
  return (
    <>
      <IntegrationList
        id="addons"
        title={t("addons.title")}
        intro={t("addons.intro")}
        marker="addons"
        notice={actions.notice}
        message={dialogs.open === null ? actions.state.message : null}
        emptyText={t("addons.empty")}
        count={props.addons.length}
        register={register}
        unavailable={t("addons.catalogueUnavailable")}
      >
        {props.addons.map((addon) => (
          <AddonCard key={addon.addonKey} addon={addon} scopes={props.scopes} actions={actions} onOpen={dialogs.show} />
        ))}
      </IntegrationList>
      {editing ? (
        <EditAddonDialog
          key={editing.addonKey}
          addon={editing}
          scopes={props.addonScopes ?? []}
          onClose={dialogs.close}
        />
      ) : null}
      <DeleteDialog
        name={deleting?.name ?? null}
        intro={t("addons.delete.intro")}
        busy={deleting !== null && actions.busy === `delete-${deleting.addonKey}`}
        message={actions.state.message}
        testId="delete-addon"
        onConfirm={() => (deleting ? actions.remove(deleting) : Promise.resolve(false))}
        onClose={dialogs.close}
      />
    </>
  );
}
