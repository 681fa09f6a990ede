"use client";

import type { TOauthClient } from "@store/domain/schemas/oauth-client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";

export const OAUTH_CLIENTS_API = "/api/developers/oauth_clients";

/** A secret just issued: shown once, in a dialog. */
export type TShownSecret = { clientName: string; secret: string; previousSecretExpiresAt: string | null };

/**
 * The per-client actions of the page: check the state now, rotate the secret (its new secret is
 * shown once) and delete. One runs at a time; a refusal is said in `state.message`, an outcome in
 * `notice`, and the page is read again after each.
 */
export function useOauthClientActions() {
  const t = useT("developerIntegrations");
  const router = useRouter();
  const form = useApiForm({ unexpected: t("failed"), shows: "anyMessage" });
  const [running, setRunning] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<TShownSecret | null>(null);

  const act = async (what: string, action: () => Promise<string>): Promise<boolean> => {
    if (form.state.pending) return false;
    setRunning(what);
    setNotice(null);
    const said = await form.run(action);
    setRunning(null);
    if (said === undefined) return false;
    setNotice(said);
    router.refresh();
    return true;
  };
  const path = (client: TOauthClient) => `${OAUTH_CLIENTS_API}/${encodeURIComponent(client.clientId)}`;

  return {
    state: form.state,
    clearError: form.clearError,
    busy: form.state.pending ? running : null,
    notice,
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
