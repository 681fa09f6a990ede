import "server-only";
import type { TDb } from "@store/db/client";
import { findAppForInstallation } from "@store/db/queries/installations";
import { countTenantAppRules, findAppPolicyForApp, setTenantAppRule } from "@store/db/queries/tenant-app-policy";
import type { TAppPolicyRule } from "@store/domain/enums";
import { AppError } from "@store/domain/errors";
import { APP_POLICY_RULES_MAX, type TAppPolicyChanged } from "@store/domain/schemas/app-policy";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { appNotFound, logRuleChange } from "./app-rule-change";
import { readAppPolicy } from "./read-app-policy";

/**
 * Issue 27 item 6: an admin puts a published app on the current tenant's allow list or blocks it
 * for members' requests. The rule and its operation-log row are one transaction; the rule the app
 * already has changes nothing.
 */
export async function setAppRule(
  db: TDb,
  input: { actor: TTenantActor; code: string; rule: TAppPolicyRule },
): Promise<TAppPolicyChanged> {
  const { actor, rule } = input;
  const app = await findAppForInstallation(db, { code: input.code });
  if (app?.status !== "published") appNotFound(input.code);
  const changed = await db.transaction(async (tx) => {
    const before = (await findAppPolicyForApp(tx, { tenantId: actor.tenantId, appId: app.id })).rule;
    if (before === null && (await countTenantAppRules(tx, { tenantId: actor.tenantId })) >= APP_POLICY_RULES_MAX) {
      throw new AppError("UNPROCESSABLE", `${actor.tenantId} has ${APP_POLICY_RULES_MAX} app rules`, {
        userMessage: { key: "appPolicy.errors.tooManyRules", values: { max: APP_POLICY_RULES_MAX } },
      });
    }
    const effective = await setTenantAppRule(tx, {
      tenantId: actor.tenantId,
      appId: app.id,
      rule,
      updatedBy: actor.suiteUserId,
      now: new Date(),
    });
    return effective && logRuleChange(tx, actor, app, before, rule);
  });
  return { ...(await readAppPolicy(db, { tenantId: actor.tenantId })), changed };
}
