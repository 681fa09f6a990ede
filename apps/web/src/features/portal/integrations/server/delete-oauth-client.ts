import "server-only";
import type { TDb } from "@store/db/client";
import { deleteOauthClient, listOauthClientUses } from "@store/db/queries/oauth-clients";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { Logger } from "pino";
import { deleteClient } from "@/server/suite/client-registration";
import { managedClientOf } from "./client-registration-of";
import { atSuite } from "./oauth-client-view";

/** 409 naming the apps and open drafts that keep `subject` (an OAuth client, an add-on) from being deleted. */
export function inUse(subject: string, uses: readonly { name: string }[]): AppError {
  const names = uses.map((use) => use.name);
  return new AppError("CONFLICT", `${subject} is used by ${names.length} apps or drafts`, {
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
  if (uses.length > 0) throw inUse(`oauth client ${clientId}`, uses);
  const registration = managed.registration;
  if (registration) await atSuite(() => deleteClient(registration));
  const result = await db.transaction((tx) =>
    deleteOauthClient(tx, { appProviderId: principal.appProviderId, clientId }),
  );
  if (!result.deleted && result.uses.length > 0) throw inUse(`oauth client ${clientId}`, result.uses);
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
