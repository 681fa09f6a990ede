import { ZAppCodeParams } from "@store/domain/schemas/app";
import { ZScopeUpdateRequest, ZScopeUpdateResponse } from "@store/domain/schemas/scope-update";
import { NextResponse } from "next/server";
import { installationSuiteApi } from "@/features/tenant/tenant-admin/installations/installation-suite";
import { decideScopeUpdate } from "@/features/tenant/tenant-admin/scope-updates/decide-scope-update";
import { config } from "@/server/config";
import { route } from "@/server/http/route";
import { tenantActor } from "@/server/tenant-session/tenant-actor";

/**
 * Issue 27 item 4: the admin's answer to an installed app's update that asks for more scopes:
 * approve (granted again at the parent service), keep the old grant, or disconnect (the uninstall;
 * 202 while the parent service has not confirmed it).
 */
export const POST = route(
  {
    summary: "Answers an installed app's update that asks for more scopes",
    description:
      "approve grants the app's new scope set at the parent service (for a shared provider account, every scope its installed apps ask); keep records the request as declined so it is not asked again; disconnect uninstalls the app. Approve and keep write one operation-log row.",
    tags: ["Tenant admin"],
    auth: "tenantAdmin",
    params: ZAppCodeParams,
    body: ZScopeUpdateRequest,
    answers: [
      { status: 200, description: "Decided.", schema: ZScopeUpdateResponse },
      { status: 202, description: "Disconnecting, in progress at the parent service.", schema: ZScopeUpdateResponse },
    ],
    errors: ["NOT_FOUND", "CONFLICT"],
  },
  async ({ db, session, principal, client, params, body }) => {
    const result = await decideScopeUpdate(db, {
      session,
      actor: tenantActor(principal, client),
      code: params.code,
      request: body,
      suite: installationSuiteApi(),
      timeoutMs: config().SUITE_TIMEOUT_MS,
    });
    return NextResponse.json(result, { status: result.status === "in_progress" ? 202 : 200 });
  },
);
