import { tenantOperator } from "@/features/tenant-admin/tenant-admin-context";
import { uninstallApp } from "@/features/tenant-admin/uninstall-app";
import { route } from "@/server/route";
import { suiteApi } from "@/server/session";

/** SPEC §7 Uninstall app: 204. */
export const DELETE = route({ auth: "tenantAdmin" }, async ({ db, session, request, params }) => {
  const operator = tenantOperator(session, request.headers);
  await uninstallApp(db, { session, operator, code: params.code ?? "", suite: suiteApi() });
});
