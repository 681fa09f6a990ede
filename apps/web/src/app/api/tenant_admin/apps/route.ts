import { ZInstallAppRequest } from "@store/domain/schemas/tenant";
import { NextResponse } from "next/server";
import { installApp } from "@/features/tenant-admin/install-app";
import { installationSuiteApi } from "@/features/tenant-admin/installation-suite";
import { listInstalledApps } from "@/features/tenant-admin/list-installed-apps";
import { tenantActor } from "@/features/tenant-admin/tenant-actor";
import { config } from "@/server/config";
import { route } from "@/server/route";

/** SPEC §3 Installed app: the current tenant's apps in oauthClientGroups, and what is in progress. */
export const GET = route({ auth: "tenantAdmin" }, ({ db, principal }) =>
  listInstalledApps(db, { tenantId: principal.user.currentTenant.id }),
);

/** SPEC §7 Install app: 200 with the installed apps, or 202 while the parent service's answer is uncertain. */
export const POST = route(
  { auth: "tenantAdmin", body: ZInstallAppRequest },
  async ({ db, session, principal, client, body }) => {
    const result = await installApp(db, {
      session,
      actor: tenantActor(principal, client),
      request: body,
      suite: installationSuiteApi(),
      timeoutMs: config().SUITE_TIMEOUT_MS,
    });
    return NextResponse.json(result, { status: result.status === "in_progress" ? 202 : 200 });
  },
);
