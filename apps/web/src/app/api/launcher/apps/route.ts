import { listLauncherApps } from "@/features/app-launcher/list-launcher-apps";
import { route } from "@/server/route";

/** SPEC §2 Shell app launcher: the caller's current tenant's installed apps. */
export const GET = route({ auth: "tenantUser" }, async ({ db, principal }) => ({
  apps: await listLauncherApps(db, {
    tenantId: principal.user.currentTenant?.id ?? null,
    suiteUserId: principal.user.id,
  }),
}));
