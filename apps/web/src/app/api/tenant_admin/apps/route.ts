import { ZInstallAppRequest } from "@store/domain/schemas/tenant";
import { installApp } from "@/features/tenant-admin/install-app";
import { listInstalledApps } from "@/features/tenant-admin/list-installed-apps";
import { tenantOperator } from "@/features/tenant-admin/tenant-admin-context";
import { route } from "@/server/route";
import { suiteApi } from "@/server/session";

/** SPEC §3 Installed app: the current tenant's apps in oauthClientGroups. */
export const GET = route({ auth: "tenantAdmin" }, ({ db, session, request }) =>
  listInstalledApps(db, { tenantId: tenantOperator(session, request.headers).tenantId }),
);

/** SPEC §7 Install app. */
export const POST = route({ auth: "tenantAdmin", body: ZInstallAppRequest }, async ({ db, session, request, body }) => {
  const operator = tenantOperator(session, request.headers);
  return installApp(db, { session, operator, request: body, suite: suiteApi() });
});
