import "server-only";
import type { TDb } from "@store/db/client";
import { deleteOauthClient, listOauthClientUses } from "@store/db/queries/oauth-clients";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { Logger } from "pino";
import { deleteClient } from "@/server/suite/client-registration";
import { managedClientOf } from "./client-registration-of";
import { atSuite } from "./oauth-client-view";

function inUse(clientId: string, names: string[]): AppError {
  return new AppError("CONFLICT", `oauth client ${clientId} is used by ${names.length} apps or drafts`, {
    userMessage: {
      key: "developerIntegrations.errors.inUse",
      values: { names: names.map((name) => `「${name}」`).join("") },
    },
    details: { usedBy: names },
  });
}

/**
 * DELETE /api/developers/oauth_clients/{clientId}: 409 naming the apps and open drafts that use it;
 * else deleted at the parent service (RFC 7592), then the row (its uses checked again beside it).
 */
export async function deleteOwnOauthClient(
  db: TDb,
  principal: TProviderPrincipal,
  clientId: string,
  ctx: { log: Logger },
): Promise<void> {
  const managed = await managedClientOf(db, principal, clientId);
  const uses = await listOauthClientUses(db, { appProviderId: principal.appProviderId, clientIds: [clientId] });
  if (uses.length > 0)
    throw inUse(
      clientId,
      uses.map((use) => use.name),
    );
  const registration = managed.registration;
  if (registration) await atSuite(() => deleteClient(registration));
  const result = await db.transaction((tx) =>
    deleteOauthClient(tx, { appProviderId: principal.appProviderId, clientId }),
  );
  if (!result.deleted && result.uses.length > 0)
    throw inUse(
      clientId,
      result.uses.map((use) => use.name),
    );
  ctx.log.info(
    {
      event: "oauthClient.delete",
      appProviderId: principal.appProviderId,
      providerUserId: principal.providerUserId,
      clientId,
    },
    "oauth client deleted",
  );
}
