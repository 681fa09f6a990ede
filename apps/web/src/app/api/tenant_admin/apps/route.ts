import { ZInstallAppRequest, ZInstallAppResponse, ZInstalledApps } from "@store/domain/schemas/tenant";
import { NextResponse } from "next/server";
import { installApp } from "@/features/tenant/tenant-admin/installations/install-app";
import { installationSuiteApi } from "@/features/tenant/tenant-admin/installations/installation-suite";
import { listInstalledApps } from "@/features/tenant/tenant-admin/installations/list-installed-apps";
import { tenantActor } from "@/server/tenant-session/tenant-actor";
import { config } from "@/server/config";
import { route } from "@/server/http/route";

/** SPEC §3 Installed app: the current tenant's apps in oauthClientGroups, and what is in progress. */
export const GET = route(
  {
    summary: "The current tenant's installed apps, and installs still in progress",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    answers: [{ status: 200, description: "Installed apps by OAuth client.", schema: ZInstalledApps }],
  },
  ({ db, principal }) => listInstalledApps(db, { tenantId: principal.user.currentTenant.id }),
);

/** SPEC §7 Install app: 200 with the installed apps, or 202 while the parent service's answer is uncertain. */
export const POST = route(
  {
    summary: "Installs an app for the current tenant",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    body: ZInstallAppRequest,
    answers: [
      { status: 200, description: "Installed, with every app that became installed.", schema: ZInstallAppResponse },
      {
        status: 202,
        description: "The parent service's answer is not certain yet: `status` is `in_progress`.",
        schema: ZInstallAppResponse,
      },
    ],
    errors: ["NOT_FOUND"],
  },
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
