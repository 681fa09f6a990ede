"use client";

import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { useIntegrationActions } from "./use-integration-actions";

export const OAUTH_CLIENTS_API = "/api/developers/oauth_clients";

/** A secret just issued: shown once, in a dialog. */
export type TShownSecret = { clientName: string; secret: string; previousSecretExpiresAt: string | null };

/**
 * The per-client actions of the page: check the state now, rotate the secret (its new secret is
 * shown once) and delete (use-integration-actions.ts: one at a time, the page read again after each).
 */
export function useOauthClientActions() {
  const t = useT("developerIntegrations");
  const { act, ...actions } = useIntegrationActions();
  const [secret, setSecret] = useState<TShownSecret | null>(null);
  const path = (client: TOauthClient) => `${OAUTH_CLIENTS_API}/${encodeURIComponent(client.clientId)}`;

  return {
    ...actions,
    secret,
    showSecret: setSecret,
    closeSecret: () => setSecret(null),
    check: (client: TOauthClient) =>
      act(`check-${client.clientId}`, async () => {
        const read = await apiClient.get<TOauthClient>(path(client));
        return t("checked", { name: read.name, state: t(`states.${read.state ?? "unmanaged"}`) });
      }),
    rotate: (client: TOauthClient, overlapHours: number) =>
      act(`rotate-${client.clientId}`, async () => {
        const answer = await apiClient.post<{ clientSecret: string; previousSecretExpiresAt: string }>(
          `${path(client)}/secret`,
          { overlapHours },
        );
        setSecret({
          clientName: client.name,
          secret: answer.clientSecret,
          previousSecretExpiresAt: answer.previousSecretExpiresAt,
        });
        return t("rotated", { name: client.name });
      }),
    remove: (client: TOauthClient) =>
      act(`delete-${client.clientId}`, async () => {
        await apiClient.delete(path(client));
        return t("deleted", { name: client.name });
      }),
  };
}

export type TOauthClientActions = ReturnType<typeof useOauthClientActions>;
