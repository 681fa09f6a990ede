"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TAddon } from "@store/domain/schemas/addon-registration";
import { useT } from "@/i18n/use-t";
import { CardRow, CheckedAtRow, IntegrationCard, ScopesRow, UsedByRow } from "./integration-card";
import type { TAddonActions } from "./use-addon-actions";

export type TAddonDialog = "edit" | "delete";

/** One add-on: its key, URL, scopes, state at the parent service, the apps using it, and its actions. */
export function AddonCard(props: {
  addon: TAddon;
  scopes: readonly TScopeView[];
  actions: TAddonActions;
  onOpen: (dialog: TAddonDialog, addon: TAddon) => void;
}) {
  const t = useT("developerIntegrations");
  const { addon, actions } = props;
  return (
    <IntegrationCard
      name={addon.name}
      state={addon.state}
      marker={{ "data-addon": addon.addonKey }}
      stateMarker="data-addon-state"
      unmanagedNote={t("addons.card.unmanagedNote")}
      checkKey={`check-${addon.addonKey}`}
      busy={actions.busy}
      onCheck={() => void actions.check(addon)}
      actions={[
        { key: "edit", label: t("card.edit"), onClick: () => props.onOpen("edit", addon) },
        { key: "delete", label: t("card.delete"), onClick: () => props.onOpen("delete", addon) },
      ]}
    >
      <CardRow label={t("addons.card.key")}>
        <code className="break-all font-mono">{addon.addonKey}</code>
      </CardRow>
      <CardRow label={t("addons.card.url")} data={{ "data-addon-url": "" }}>
        <span className="break-all">{addon.addonUrl}</span>
      </CardRow>
      <CheckedAtRow at={addon.stateCheckedAt} />
      <ScopesRow names={addon.scopes} scopes={props.scopes} />
      <UsedByRow usedBy={addon.usedBy} data="data-addon-used-by" />
    </IntegrationCard>
  );
}
