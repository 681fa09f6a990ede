import { ZSwitchTenantRequest } from "@store/domain/schemas/tenant";
import { switchTenant } from "@/features/auth/switch-tenant";
import { logger } from "@/server/logger";
import { route } from "@/server/route";
import { suiteApi } from "@/server/tenant-session/session";

/** SPEC §7 tenant switch: { tenantId, userId } → the session's new user. */
export const POST = route({ auth: "tenantUser", body: ZSwitchTenantRequest }, ({ db, session, body }) =>
  switchTenant(db, { session, suite: suiteApi(), log: logger.child({ area: "auth" }) }, body),
);
