import "server-only";
import type { TDb } from "@store/db/client";
import { insertAppProvider } from "@store/db/queries/app-providers";
import { recordAuditEvent } from "@store/db/queries/audit-events";
import type { TOperatorPrincipal } from "@store/domain/principals";
import type { TCreateAppProviderRequest, TCreatedAppProvider } from "@store/domain/schemas/provider";
import { inviteProviderUser } from "@/features/platform/accounts/index.server";

/**
 * An operator creates an app provider together with its first user's invitation, in one
 * transaction: when the invitation is refused (the address belongs to someone with an account),
 * no provider is created. Both are recorded in the audit log.
 */
export async function createAppProvider(
  db: TDb,
  principal: TOperatorPrincipal,
  body: TCreateAppProviderRequest,
): Promise<TCreatedAppProvider> {
  return db.transaction(async (tx) => {
    const values = { name: body.name, email: body.email, url: body.url ?? null, description: body.description ?? "" };
    const id = await insertAppProvider(tx, values);
    await recordAuditEvent(tx, {
      operatorId: principal.operatorId,
      action: "provider.create",
      subjectType: "provider",
      subjectId: id,
      after: values,
    });
    const invited = await inviteProviderUser(
      tx,
      { appProviderId: id, ...body.firstUser, locale: body.locale },
      { operatorId: principal.operatorId },
    );
    return { id, providerUserId: invited.providerUserId };
  });
}
