"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useT } from "@/i18n/use-t";
import { CardRow, CheckedAtRow, IntegrationCard, ScopesRow, UsedByRow, useWhen } from "./integration-card";
import type { TOauthClientActions } from "./use-oauth-client-actions";

export type TClientDialog = "edit" | "rotate" | "delete";

/** One client: its state at the parent service, redirect URIs, scopes, the apps using it, and its actions. */
export function OauthClientCard(props: {
  client: TOauthClient;
  scopes: readonly TScopeView[];
  actions: TOauthClientActions;
  onOpen: (dialog: TClientDialog, client: TOauthClient) => void;
}) {
  const t = useT("developerIntegrations");
  const when = useWhen();
  const { client, actions } = props;
  const open = (dialog: TClientDialog) => () => props.onOpen(dialog, client);
  return (
    <IntegrationCard
      name={client.name}
      state={client.state}
      marker={{ "data-oauth-client": client.clientId }}
      stateMarker="data-client-state"
      unmanagedNote={t("card.unmanagedNote")}
      checkKey={`check-${client.clientId}`}
      busy={actions.busy}
      onCheck={() => void actions.check(client)}
      actions={[
        { key: "edit", label: t("card.edit"), onClick: open("edit") },
        { key: "rotate", label: t("card.rotate"), onClick: open("rotate") },
        { key: "delete", label: t("card.delete"), onClick: open("delete") },
      ]}
    >
      <CardRow label={t("card.clientId")}>
        <code className="break-all font-mono">{client.clientId}</code>
      </CardRow>
      <CheckedAtRow at={client.stateCheckedAt} />
      <CardRow label={t("card.redirectUris")}>
        <ul>
          {client.redirectUris.map((uri) => (
            <li key={uri} className="break-all">
              {uri}
            </li>
          ))}
        </ul>
      </CardRow>
      <ScopesRow names={client.scopes} scopes={props.scopes} />
      <CardRow label={t("card.secret")}>
        {client.secretIssuedAt ? t("card.secretIssuedAt", { at: when(client.secretIssuedAt) }) : t("card.noSecretInfo")}
        {client.previousSecretExpiresAt && new Date(client.previousSecretExpiresAt).getTime() > Date.now() ? (
          <span className="block">{t("card.oldSecretUntil", { at: when(client.previousSecretExpiresAt) })}</span>
        ) : null}
      </CardRow>
      <UsedByRow usedBy={client.usedBy} data="data-client-used-by" />
    </IntegrationCard>
  );
}
