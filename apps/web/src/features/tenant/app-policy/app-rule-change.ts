import "server-only";
import type { TDb } from "@store/db/client";
import { logOperation } from "@store/db/queries/installations";
import { appRuleOperationType } from "@store/domain/app-policy";
import type { TAppPolicyRule } from "@store/domain/enums";
import { AppError } from "@store/domain/errors";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";

export function appNotFound(code: string): never {
  throw new AppError("NOT_FOUND", `app ${code} not found`, {
    userMessage: { key: "serverErrors.tenantAdmin.appNotFound" },
  });
}

/** Writes the change's operation-log row when the rule changed (before → after). */
export async function logRuleChange(
  tx: TDb,
  actor: TTenantActor,
  app: { name: string },
  before: TAppPolicyRule | null,
  after: TAppPolicyRule | null,
): Promise<boolean> {
  const operationType = appRuleOperationType(before, after);
  if (!operationType) return false;
  await logOperation(tx, actor, { operationType, appNames: [app.name] });
  return true;
}
