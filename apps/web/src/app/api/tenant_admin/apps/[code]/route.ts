import { ZAppCodeParams } from "@store/domain/schemas/app";
import { NextResponse } from "next/server";
import { ZUninstallAppResponse } from "@store/domain/schemas/tenant";
import { installationSuiteApi } from "@/features/tenant/tenant-admin/installations/installation-suite";
import { tenantActor } from "@/server/tenant-session/tenant-actor";
import { uninstallApp } from "@/features/tenant/tenant-admin/installations/uninstall-app";
import { config } from "@/server/config";
import { route } from "@/server/http/route";

/** SPEC §7 Uninstall app: 204, or 202 with `{ status: "in_progress" }` while the parent service's answer is uncertain. */
export const DELETE = route(
  {
    summary: "Uninstalls an app of the current tenant",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZAppCodeParams,
    answers: [
      { status: 204, description: "Uninstalled." },
      { status: 202, description: "In progress at the parent service.", schema: ZUninstallAppResponse },
    ],
    errors: ["NOT_FOUND"],
  },
  async ({ db, session, principal, client, params }) => {
    const result = await uninstallApp(db, {
      session,
      actor: tenantActor(principal, client),
      code: params.code,
      suite: installationSuiteApi(),
      timeoutMs: config().SUITE_TIMEOUT_MS,
    });
    if (result.status === "in_progress") return NextResponse.json(result, { status: 202 });
  },
);
