import "server-only";
import type { TDb } from "@store/db/client";
import { listOauthClientUses, recordOauthClientSecretRotation } from "@store/db/queries/oauth-clients";
import type { TProviderPrincipal } from "@store/domain/principals";
import type { TOauthClient, TRotateOauthClientSecretRequest } from "@store/domain/schemas/oauth-client";
import type { Logger } from "pino";
import { rotateClientSecret } from "@/server/suite/client-registration";
import { managedClientOf, requireRegistration } from "./client-registration-of";
import { atSuite, toOauthClientView } from "./oauth-client-view";

/**
 * POST /api/developers/oauth_clients/{clientId}/secret: a new secret from the parent service,
 * answered this once; the old one keeps working for `overlapHours`.
 */
export async function rotateOauthClientSecret(
  db: TDb,
  principal: TProviderPrincipal,
  clientId: string,
  body: TRotateOauthClientSecretRequest,
  ctx: { log: Logger },
): Promise<{ client: TOauthClient; clientSecret: string; previousSecretExpiresAt: string }> {
  const managed = await managedClientOf(db, principal, clientId);
  const registration = requireRegistration(managed);
  const rotation = await atSuite(() => rotateClientSecret(registration, body.overlapHours * 3600));
  const row =
    (await recordOauthClientSecretRotation(db, {
      appProviderId: principal.appProviderId,
      clientId,
      issuedAt: new Date(),
      previousSecretExpiresAt: rotation.previousSecretExpiresAt,
    })) ?? managed.row;
  ctx.log.info(
    {
      event: "oauthClient.rotateSecret",
      appProviderId: principal.appProviderId,
      providerUserId: principal.providerUserId,
      clientId,
      overlapHours: body.overlapHours,
    },
    "oauth client secret rotated",
  );
  const uses = await listOauthClientUses(db, { appProviderId: principal.appProviderId, clientIds: [clientId] });
  return {
    client: toOauthClientView(row, uses),
    clientSecret: rotation.clientSecret,
    previousSecretExpiresAt: rotation.previousSecretExpiresAt.toISOString(),
  };
}
