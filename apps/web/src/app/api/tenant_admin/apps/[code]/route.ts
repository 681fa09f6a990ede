import { NextResponse } from "next/server";
import { installationSuiteApi } from "@/features/tenant-admin/installation-suite";
import { tenantOperator } from "@/features/tenant-admin/tenant-admin-context";
import { uninstallApp } from "@/features/tenant-admin/uninstall-app";
import { config } from "@/server/config";
import { route } from "@/server/route";

/** SPEC §7 Uninstall app: 204, or 202 with `{ status: "in_progress" }` while the parent service's answer is uncertain. */
export const DELETE = route({ auth: "tenantAdmin" }, async ({ db, session, request, params }) => {
  const operator = tenantOperator(session, request.headers);
  const suite = installationSuiteApi();
  const code = params.code ?? "";
  const result = await uninstallApp(db, { session, operator, code, suite, timeoutMs: config().SUITE_TIMEOUT_MS });
  if (result.status === "in_progress") return NextResponse.json(result, { status: 202 });
});
