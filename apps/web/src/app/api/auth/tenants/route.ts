import { ZSessionUser, ZSwitchTenantRequest } from "@store/domain/schemas/tenant";
import { z } from "zod";
import { switchTenant } from "@/features/tenant/auth/server/switch-tenant";
import { logger } from "@/server/logger";
import { route } from "@/server/http/route";
import { suiteApi } from "@/server/tenant-session/session";

/** SPEC §7 tenant switch: { tenantId, userId } → the session's new user. */
export const POST = route(
  {
    summary: "Switches the session to another tenant of the user",
    tags: ["Tenant sign-in"],
    auth: "tenantUser",
    body: ZSwitchTenantRequest,
    answers: [{ status: 200, description: "The session's user now.", schema: z.object({ user: ZSessionUser }) }],
  },
  ({ db, session, body }) =>
    switchTenant(db, { session, suite: suiteApi(), log: logger.child({ area: "auth" }) }, body),
);
