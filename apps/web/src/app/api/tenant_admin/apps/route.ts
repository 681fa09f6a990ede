import { ZInstallAppRequest } from "@store/domain/schemas/tenant";
import { installApp } from "@/features/tenant-admin/install-app";
import { listInstalledApps } from "@/features/tenant-admin/list-installed-apps";
import { parseBody, tenantOperator } from "@/features/tenant-admin/tenant-admin-context";
import { route } from "@/server/route";
import { suiteApi } from "@/server/session";

/** SPEC §3 Installed app: the current tenant's apps in oauthClientGroups. */
export const GET = route({ auth: "tenantAdmin" }, ({ db, session, request }) =>
  listInstalledApps(db, { tenantId: tenantOperator(session, request.headers).tenantId }),
);

/** SPEC §7 Install app. */
export const POST = route({ auth: "tenantAdmin" }, async ({ db, session, request }) => {
  const operator = tenantOperator(session, request.headers);
  const body = await parseBody(request, ZInstallAppRequest);
  return installApp(db, { session, operator, request: body, suite: suiteApi() });
});
