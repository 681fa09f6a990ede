"use client";

import type { TScopeView } from "@store/domain/integration";
import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useFormatter } from "next-intl";
import { useId } from "react";
import { secondaryButton } from "@/ui/buttons";
import { useT } from "@/i18n/use-t";
import type { TOauthClientActions } from "./use-oauth-client-actions";

const BADGE: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  disabled: "bg-amber-100 text-amber-900",
  missing: "bg-red-100 text-red-900",
  unmanaged: "bg-canvas text-ink",
};

export type TClientDialog = "edit" | "rotate" | "delete";

/** One client: its state at the parent service, redirect URIs, scopes, the apps using it, and its actions. */
export function OauthClientCard(props: {
  client: TOauthClient;
  scopes: readonly TScopeView[];
  actions: TOauthClientActions;
  onOpen: (dialog: TClientDialog, client: TOauthClient) => void;
}) {
  const t = useT("developerIntegrations");
  const format = useFormatter();
  const id = useId();
  const { client, actions } = props;
  const state = client.state ?? "unmanaged";
  const labelOf = (name: string) => props.scopes.find((scope) => scope.name === name)?.label ?? name;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const checking = actions.busy === `check-${client.clientId}`;
  return (
    <li
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
      data-oauth-client={client.clientId}
      aria-labelledby={`${id}-name`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-name`} className="text-lg font-bold">
          {client.name}
        </h3>
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${BADGE[state]}`} data-client-state={state}>
          {t(`states.${state}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-bold">{t("card.clientId")}</dt>
        <dd>
          <code className="break-all font-mono">{client.clientId}</code>
        </dd>
        <dt className="font-bold">{t("card.checkedAt")}</dt>
        <dd>{client.stateCheckedAt ? when(client.stateCheckedAt) : t("card.neverChecked")}</dd>
        <dt className="font-bold">{t("card.redirectUris")}</dt>
        <dd>
          <ul>
            {client.redirectUris.map((uri) => (
              <li key={uri} className="break-all">
                {uri}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-bold">{t("card.scopes")}</dt>
        <dd>{client.scopes.length > 0 ? client.scopes.map(labelOf).join("、") : t("card.noScopes")}</dd>
        <dt className="font-bold">{t("card.secret")}</dt>
        <dd>
          {client.secretIssuedAt
            ? t("card.secretIssuedAt", { at: when(client.secretIssuedAt) })
            : t("card.noSecretInfo")}
          {client.previousSecretExpiresAt && new Date(client.previousSecretExpiresAt).getTime() > Date.now() ? (
            <span className="block">{t("card.oldSecretUntil", { at: when(client.previousSecretExpiresAt) })}</span>
          ) : null}
        </dd>
        <dt className="font-bold">{t("card.usedBy")}</dt>
        <dd data-client-used-by="">
          {client.usedBy.length > 0
            ? t("card.usedByNames", { names: client.usedBy.map((use) => `「${use.name}」`).join("") })
            : t("card.unused")}
        </dd>
      </dl>
      {client.managed ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={actions.busy !== null}
            aria-describedby={`${id}-name`}
            onClick={() => void actions.check(client)}
          >
            {checking ? t("card.checking") : t("card.check")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-describedby={`${id}-name`}
            onClick={() => props.onOpen("edit", client)}
          >
            {t("card.edit")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-describedby={`${id}-name`}
            onClick={() => props.onOpen("rotate", client)}
          >
            {t("card.rotate")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-describedby={`${id}-name`}
            onClick={() => props.onOpen("delete", client)}
          >
            {t("card.delete")}
          </button>
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t("card.unmanagedNote")}</p>
      )}
    </li>
  );
}
